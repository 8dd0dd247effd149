import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { EventLogSource } from './event-log-source';

export interface DispatcherOptions {
  databaseUrl: string;
  /** Group name: the advisory lock is `projection-group:<group>` unless `lockKey` says otherwise. */
  group: string;
  lockKey?: string;
  /** Where the events come from; default: the PostgreSQL adapter's `es_events` (with `channel` and `upcasters`). */
  source?: EventLogSource;
  /** NOTIFY channel of the event store adapter; polling covers a missed or unknown channel. */
  channel?: string;
  upcasters?: UpcasterRegistry;
  /** How often a caught-up dispatcher does its one cheap head read (no transaction). */
  pollIntervalMs?: number;
  /** How often a passive dispatcher tries the lock again: the longest takeover after the owner's session ends. */
  lockRetryMs?: number;
  /** Events per slice: the most one transaction reads and applies (while catching up, see maxBatchSize). */
  batchSize?: number;
  /** A full slice doubles the next one's size up to this (fewer, larger statements while catching up); default: no growth. */
  maxBatchSize?: number;
  /** Events a catch-up reads before its members' tables are analyzed at its end (default ANALYZE_AFTER_CATCH_UP_EVENTS). */
  analyzeAfterEvents?: number;
  /** Suffix for table names (`_rebuild`); only the rebuilder sets it. */
  tableSuffix?: string;
  /** Waits before each retry of a failing member (then it stays parked). */
  retryDelaysMs?: readonly number[];
  /** How long a checkpoint moved in memory alone (a slice no member selects) may wait for its write. */
  checkpointFlushMs?: number;
  /** After a live slice no member selected, how long wakes wait before the next read (0: none). */
  skipPauseMs?: number;
  /**
   * How long a live read waits after the wake (0: none): for a group that checks what should have
   * happened by then (the push backstop), so its events are read settled and in fewer slices.
   */
  settleMs?: number;
  log?: (message: string) => void;
}

export const DEFAULT_BATCH_SIZE = 2_000;
/*
 * Slices do not grow by default (`maxBatchSize`): doubling up to 8,000 cost more CPU per event than
 * 2,000 in test/bench/catchup.bench.ts (Node 235 against 171 ms, PostgreSQL 292 against 243 ms per
 * 1,000 events; larger JSON parameters and statements), so the option stays for experiments only.
 */
/*
 * A slice none of its members selects (e.g. a remark for the reactions) moves their checkpoints in
 * memory only; the rows follow with the next slice that does something, or after this long. 1 s
 * keeps the lag /api/admin/projections reads from the rows near the truth on another instance,
 * and costs one UPDATE a second instead of a transaction per slice.
 */
export const DEFAULT_CHECKPOINT_FLUSH_MS = 1_000;

/*
 * A slice no member selects costs two statements (the lookup and the read) instead of a
 * transaction, so the loop comes round faster and, live, would read a slice per append: pausing
 * after one lets the next read take what arrived meanwhile. The cost: a selected event waits up to
 * this long more for its job (reactions only: read models say nothing of what they select).
 */
export const DEFAULT_SKIP_PAUSE_MS = 50;

/** How often a caught-up dispatcher looks at the log (and re-reads the checkpoint rows) when nothing wakes it. */
export const DEFAULT_POLL_INTERVAL_MS = 500;

export const groupLockKey = (group: string): string => `projection-group:${group}`;

/** A takeover must come within 5 s of the owner's death; the lock is free as soon as its session ends. */
export const DEFAULT_LOCK_RETRY_MS = 1_000;
