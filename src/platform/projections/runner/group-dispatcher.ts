import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import { flushCheckpoints, lockCheckpoints, readCheckpoints, writeCheckpoints } from './event-log';
import type { EventLogSource, LogWatch } from './event-log-source';
import { PostgresLogSource } from './postgres-log-source';
import type { LoggedEvent, Projection, ProjectionContext } from './projection';
import { DEFAULT_RETRY_DELAYS_MS, ProjectionMember, type DispatcherState } from './projection-member';
import { comparePositions, ORIGIN, type LogPosition } from './position';
import { inEventsSpan } from '../../observability/event-spans';
import { instanceName } from '../../lifecycle/instance-name';
import { dispatcherApplicationName } from './dispatcher-owner';
import { queuedClient } from './queued-client';
import { SliceReadAhead } from './slice-read-ahead';

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
  /** Suffix for table names (`_rebuild`); only the rebuilder sets it. */
  tableSuffix?: string;
  /** Waits before each retry of a failing member (then it stays parked). */
  retryDelaysMs?: readonly number[];
  /** How long a checkpoint moved in memory alone (a slice no member selects) may wait for its write. */
  checkpointFlushMs?: number;
  /** After a live slice no member selected, how long wakes wait before the next read (0: none). */
  skipPauseMs?: number;
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

export const groupLockKey = (group: string): string => `projection-group:${group}`;

/** Issue 15 asks for a takeover within 5 s of the owner's death; the lock is free as soon as its session ends. */
export const DEFAULT_LOCK_RETRY_MS = 1_000;

/*
 * TCP keepalives on the dispatcher's session, set from our side with SET (the server's defaults are
 * the kernel's two hours): a process killed on a live host closes its socket and PostgreSQL ends the
 * session (and frees the lock) at once, but a host that vanishes (power, network) sends nothing, so
 * the server probes the idle connection after 2 s, every 1 s, and gives up after 2 missed probes.
 * The client side keeps alive too, so a dispatcher notices a vanished server and reconnects.
 */
const KEEPALIVE_SQL = `SET tcp_keepalives_idle = 2; SET tcp_keepalives_interval = 1; SET tcp_keepalives_count = 2`;

/** 64-bit advisory lock key, computed in SQL so every instance agrees. */
const LOCK_SQL = `SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`;

/** Which members a slice is read for, from which position. */
interface Plan {
  from: LogPosition;
  members: ProjectionMember[];
  /** Members stand at different checkpoints: there is work for the ones behind without asking. */
  spread: boolean;
  /** This slice is for the members furthest ahead (see `plan`). */
  leaders: boolean;
}

interface SliceResult {
  events: number;
  heldBack: boolean;
  /** A member's checkpoint row moved under us (a rebuild swap): plan again at once. */
  moved: boolean;
  /** No member selected any of the events: nothing was written. */
  skipped?: boolean;
}

/**
 * One catch-up subscription for a group of projections. It holds one session advisory lock per
 * group on a dedicated connection (one active dispatcher per group across instances, the others
 * passive), reads each slice of the global log once and applies it to every member in one
 * transaction, each member inside a SAVEPOINT so one failing handler parks that member alone, and
 * moves the members' checkpoint rows with one UPDATE. When nothing is new it runs no transaction:
 * a wake or the poll timer first asks the source for one event past the lowest checkpoint.
 */
export class GroupDispatcher extends EventEmitter {
  private readonly members = new Map<string, ProjectionMember>();
  private readonly source: EventLogSource;
  private readonly batchSize: number;
  private readonly maxSliceSize: number;
  /** The next slice's size: batchSize, doubled after each full slice up to maxSliceSize. */
  private sliceSize: number;
  private state: DispatcherState = 'stopped';
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private membersChanged = false;
  private favourLeaders = false;
  private checkpointsReadAt = 0;
  /** Handed to the members in every context: what they keep between slices (ProjectionContext.memo). */
  private readonly memo = {};
  /** Reads the next slice while one is applied, when catching up (a full slice). */
  private readonly readAhead: SliceReadAhead;

  constructor(private readonly options: DispatcherOptions) {
    super();
    this.source = options.source ?? new PostgresLogSource({ upcasters: options.upcasters, channel: options.channel });
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    // No growth unless asked for: a given batchSize stays the size of every slice.
    this.maxSliceSize = Math.max(this.batchSize, options.maxBatchSize ?? this.batchSize);
    this.sliceSize = this.batchSize;
    this.readAhead = new SliceReadAhead(
      this.source,
      () =>
        new Client({
          connectionString: options.databaseUrl,
          application_name: `read-ahead:${options.group} ${instanceName()}`.slice(0, 63),
          keepAlive: true,
          keepAliveInitialDelayMillis: 2_000,
        }),
    );
  }

  get group(): string {
    return this.options.group;
  }

  /** The advisory lock this group's dispatchers compete for. */
  get lockKey(): string {
    return this.options.lockKey ?? groupLockKey(this.group);
  }

  add(projection: Projection): ProjectionMember {
    if (this.members.has(projection.name)) throw new Error(`Projection ${projection.name} is in ${this.group} twice`);
    const member = new ProjectionMember(
      projection,
      this.group,
      () => this.wake(),
      this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    );
    member.setDispatcherState(this.state);
    this.members.set(projection.name, member);
    this.membersChanged = true;
    this.wake();
    return member;
  }

  member(name: string): ProjectionMember | undefined {
    return this.members.get(name);
  }

  all(): ProjectionMember[] {
    return [...this.members.values()];
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.setState('starting');
    this.loop = this.run();
  }

  /** New events may exist (our own append, a NOTIFY, a reader waiting): skip the rest of the wait. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    const loop = this.loop;
    this.loop = null;
    await loop;
    this.setState('stopped');
  }

  private setState(state: DispatcherState, error?: unknown): void {
    this.state = state;
    for (const member of this.members.values()) member.setDispatcherState(state, error);
    if (state === 'active') this.emit('active');
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const client = new Client({
        connectionString: this.options.databaseUrl,
        // Names the owner of the group's lock for every instance (dispatcher-owner.ts).
        application_name: dispatcherApplicationName(this.group, instanceName()),
        keepAlive: true,
        keepAliveInitialDelayMillis: 2_000,
      });
      // A dropped connection surfaces as a rejected query; this only keeps the emitter from throwing.
      client.on('error', (error) => this.fail(error));
      let watch: LogWatch | null = null;
      try {
        await client.connect();
        // Asynchronous commit for this connection's slices: a crash may lose the last slices
        // committed in the ~200 ms before it (never a part of one, never one twice). Each slice
        // moves its members' checkpoints in the same transaction as their rows, so a lost slice
        // loses both and is read and applied again on restart: no read-model update is lost or
        // duplicated. NOTIFYs (live toasts, job wake-ups) may have gone out for a lost slice; its
        // replay sends them again, and a job worker's own synchronous commit flushes the WAL
        // up to the slice that inserted its job, so no job acts on a slice that can vanish.
        await client.query(`SET synchronous_commit = off`);
        await client.query(KEEPALIVE_SQL);
        if (!(await this.acquireLock(client))) break;
        this.membersChanged = true;
        this.setState('active');
        // Right after activation there may be a backlog: read without asking first.
        let mustRead = true;
        while (!this.stopped) {
          if (this.flushDueIn(Date.now()) === 0) await this.flush(client);
          // On the poll timer, look at the checkpoint rows too: an operator may have moved one (a replay).
          const pollMs = this.options.pollIntervalMs ?? 500;
          if (this.membersChanged || Date.now() - this.checkpointsReadAt >= pollMs) await this.loadCheckpoints(client);
          const plan = this.plan(Date.now());
          if (!plan) {
            await this.idle(this.untilNextWork());
            continue;
          }
          // Caught up (or serving the leaders): one indexed lookup, no transaction, decides whether to read.
          if (plan.leaders || (!plan.spread && !mustRead)) {
            if (!(await this.source.hasEventsAfter(client, plan.from))) {
              if (plan.leaders) continue; // the members behind go next
              // Watch for other processes' appends once caught up, then look once more in case one landed first.
              if (!watch) {
                watch = await this.source.watch(client, plan.from, () => this.wake());
                continue;
              }
              await this.idle(this.untilNextWork());
              continue;
            }
          }
          const result = await this.processSlice(client, plan);
          mustRead = result.moved || result.events >= this.batchSize;
          if (result.skipped && !mustRead) await this.pause(this.options.skipPauseMs ?? DEFAULT_SKIP_PAUSE_MS);
          if (result.events > 0 || result.moved) continue;
          // Committed events wait behind a short running transaction: look again soon, not at the next poll.
          if (result.heldBack) setTimeout(() => this.wake(), 50).unref();
          await this.idle(this.untilNextWork());
        }
        // Stopping: write what moved in memory alone (lost on a crash instead, which only re-reads
        // events no member selects).
        if (this.stopped) await this.flush(client);
      } catch (error) {
        if (this.stopped) break;
        this.fail(error);
        await this.idle(1000);
      } finally {
        this.readAhead.close();
        await watch?.stop().catch(() => undefined);
        // Ending the session releases the advisory lock for another instance.
        await client.end().catch(() => undefined);
      }
    }
    this.setState('stopped');
  }

  private fail(error: unknown): void {
    if (this.stopped) return;
    this.options.log?.(`projections ${this.group}: ${error instanceof Error ? error.message : String(error)}`);
    this.setState('error', error);
    this.emit('failed', error);
  }

  private async acquireLock(client: Client): Promise<boolean> {
    const key = this.lockKey;
    while (!this.stopped) {
      const { rows } = await client.query<{ locked: boolean }>(LOCK_SQL, [key]);
      if (rows[0]?.locked) return true;
      this.setState('passive');
      await this.idle(this.options.lockRetryMs ?? DEFAULT_LOCK_RETRY_MS);
    }
    return false;
  }

  /** Learns where each member stands (outside any transaction), creating the rows of new members. */
  private async loadCheckpoints(client: Client): Promise<void> {
    const create = this.membersChanged;
    this.membersChanged = false;
    this.checkpointsReadAt = Date.now();
    const members = this.all();
    const found = await readCheckpoints(
      client,
      members.map((m) => m.checkpointId),
      create,
    );
    // A row that still holds what we last saw keeps the member's position moved in memory alone.
    for (const member of members) member.loaded(found.get(member.checkpointId) ?? ORIGIN);
  }

  /** 0 when a checkpoint moved in memory alone is due for its write, else how long until one is (or null). */
  private flushDueIn(now: number): number | null {
    const since = this.all()
      .map((m) => m.unflushedSince)
      .filter((t): t is number => t !== null);
    if (since.length === 0) return null;
    return Math.max(0, Math.min(...since) + (this.options.checkpointFlushMs ?? DEFAULT_CHECKPOINT_FLUSH_MS) - now);
  }

  /**
   * Writes every checkpoint moved in memory alone, each only where the row still holds what we saw
   * (one autocommit UPDATE). A row somebody else moved meanwhile is read again at once, and wins.
   */
  private async flush(client: Client): Promise<void> {
    const moves = this.all().flatMap((m) =>
      m.unflushedSince !== null && m.checkpoint && m.stored
        ? [{ member: m, id: m.checkpointId, from: m.stored, to: m.checkpoint }]
        : [],
    );
    if (moves.length === 0) return;
    const written = await flushCheckpoints(client, moves);
    for (const move of moves) {
      if (written.has(move.id)) move.member.written(move.to);
      else this.checkpointsReadAt = 0;
    }
  }

  /**
   * Reads from the lowest checkpoint of the members that may run, so each gets every event after
   * its own. When they stand apart (a new member, one back from parking or a rebuild), slices
   * alternate between the lowest and the highest checkpoint, so the one catching up does not hold
   * the others back.
   */
  private plan(now: number): Plan | null {
    const eligible = this.all()
      .filter((m) => m.eligible(now))
      .sort((a, b) => comparePositions(a.checkpoint ?? ORIGIN, b.checkpoint ?? ORIGIN));
    if (eligible.length === 0) return null;
    const lowest = eligible[0].checkpoint ?? ORIGIN;
    const highest = eligible[eligible.length - 1].checkpoint ?? ORIGIN;
    const spread = comparePositions(lowest, highest) !== 0;
    this.favourLeaders = spread && !this.favourLeaders;
    const from = this.favourLeaders ? highest : lowest;
    return {
      from,
      members: eligible.filter((m) => comparePositions(m.checkpoint ?? ORIGIN, from) >= 0),
      spread,
      leaders: this.favourLeaders,
    };
  }

  /** How long to idle: until the poll, a parked member's retry or a checkpoint write falls due. */
  private untilNextWork(): number {
    const flush = this.flushDueIn(Date.now());
    return flush === null ? this.untilNextRetry() : Math.min(flush, this.untilNextRetry());
  }

  private untilNextRetry(): number {
    const poll = this.options.pollIntervalMs ?? 500;
    const due = this.all()
      .map((m) => m.retryDueAt())
      .filter((t): t is number => t !== null);
    if (due.length === 0) return poll;
    return Math.max(0, Math.min(poll, Math.min(...due) - Date.now()));
  }

  /**
   * Reads one slice and applies it to the plan's members in one transaction; returns what happened.
   * First without savepoints (one round trip fewer per member); if a member throws, the whole
   * transaction is rolled back and the slice is applied again with a savepoint per member, so only
   * the failing one is parked. The first attempt's work is all rolled back, and what the handlers
   * keep in memory (folded states) depends on the log alone, so applying it again changes nothing.
   */
  private async processSlice(client: Client, plan: Plan): Promise<SliceResult> {
    const fast = await this.applySlice(client, plan, false);
    if (fast !== 'member-failed') return fast;
    const guarded = await this.applySlice(client, plan, true);
    if (guarded === 'member-failed') throw new Error('a member failed outside its savepoint');
    return guarded;
  }

  private async applySlice(client: Client, plan: Plan, savepoints: boolean): Promise<SliceResult | 'member-failed'> {
    const suffix = this.options.tableSuffix ?? '';
    // Members that run together share the connection through a queue (queued-client.ts).
    const db = savepoints ? client : queuedClient(client);
    const ctx: ProjectionContext = {
      client: db,
      table: (logical) => `${logical}${suffix}`,
      history: (upTo) => this.source.readStreams(db, upTo),
      memo: this.memo,
    };
    const failures: { member: ProjectionMember; error: unknown }[] = [];
    const advanced: { member: ProjectionMember; events: number }[] = [];
    // When every member can say what it selects, read first without a transaction (the read is one
    // statement: its own snapshot gives it the same horizon as inside one) and open one only if a
    // member selects something.
    let early: { events: LoggedEvent[]; heldBack: boolean } | null = null;
    if (readsOutsideTransaction(plan)) {
      early = await this.read(client, plan.from);
      if (early.events.length === 0) {
        this.readAhead.close();
        return { events: 0, heldBack: early.heldBack, moved: false };
      }
      if (!selectsAny(plan.members, early.events)) return this.skip(plan, early.events, early.heldBack);
    }
    await client.query('BEGIN');
    try {
      // Read before taking any row lock: a transaction id of our own would hold the visibility horizon back.
      const { events, heldBack } = early ?? (await this.read(client, plan.from));
      if (events.length === 0) {
        await client.query('COMMIT');
        this.readAhead.close();
        return { events: 0, heldBack, moved: false };
      }
      const last = events[events.length - 1].position;
      const nextSize = this.nextSliceSize(events);
      // A rebuild swap holds a member's row while it moves the checkpoint; if one moved, plan again from it.
      const locked = await lockCheckpoints(
        client,
        plan.members.map((m) => m.checkpointId),
      );
      // Against the row as we last saw it: a member may stand ahead of it in memory (see `skip`).
      const moved = plan.members.filter(
        (m) => comparePositions(locked.get(m.checkpointId) ?? ORIGIN, m.stored ?? ORIGIN) !== 0,
      );
      if (moved.length > 0) {
        await client.query('ROLLBACK');
        for (const m of moved) m.loaded(locked.get(m.checkpointId) ?? ORIGIN);
        return { events: 0, heldBack: false, moved: true };
      }
      const work = plan.members
        .map((member) => ({ member, mine: after(events, member.checkpoint ?? ORIGIN) }))
        .filter((w) => w.mine.length > 0);
      const handle = (w: (typeof work)[number]): Promise<void> =>
        inEventsSpan(`projection ${w.member.name}`, { 'projection.group': w.member.group }, w.mine, () =>
          w.member.projection.handle(w.mine, ctx),
        );
      if (!savepoints) {
        // All members at once: their statements go out one at a time in the order they are made, so
        // PostgreSQL runs one member's while Node computes the next one's (they write their own
        // tables; what they share, the fold of the slice, fold-batch.ts does once). If any fails, the
        // statements after it fail too (the transaction is aborted); all settle before the ROLLBACK.
        const outcomes = await Promise.allSettled(work.map(handle));
        if (outcomes.some((o) => o.status === 'rejected')) {
          await client.query('ROLLBACK');
          return 'member-failed';
        }
        for (const w of work) advanced.push({ member: w.member, events: w.mine.length });
      } else {
        // One savepoint per member, never released (COMMIT releases them all): a failing member is
        // rolled back to its own savepoint, which undoes its work alone. One after the other: a
        // savepoint covers the statements sent after it.
        let index = 0;
        for (const w of work) {
          const savepoint = `member_${(index += 1)}`;
          await client.query(`SAVEPOINT ${savepoint}`);
          try {
            await handle(w);
            advanced.push({ member: w.member, events: w.mine.length });
          } catch (error) {
            // If even this fails the connection is gone: the whole slice fails below, and nobody is parked.
            await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
            failures.push({ member: w.member, error });
          }
        }
      }
      if (advanced.length > 0)
        await writeCheckpoints(
          client,
          advanced.map((a) => a.member.checkpointId),
          last,
        );
      await client.query('COMMIT');
      for (const a of advanced) {
        a.member.applied(last, a.events);
        a.member.written(last);
      }
      const now = Date.now();
      for (const f of failures) {
        this.options.log?.(`projection ${f.member.name} parked: ${String((f.error as Error)?.message ?? f.error)}`);
        f.member.failed(f.error, now);
      }
      this.emit('slice', { events: events.length, members: advanced.length, position: last });
      this.sliceSize = nextSize;
      return { events: events.length, heldBack, moved: false };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * A slice no member selects: their checkpoints move in memory alone, no transaction. Exactly once
   * still holds: a restart reads again from the row, and between the row and here lie only events
   * nobody selects, since a slice that selects one writes its members' rows in its own transaction.
   */
  private skip(plan: Plan, events: readonly LoggedEvent[], heldBack: boolean): SliceResult {
    const last = events[events.length - 1].position;
    const now = Date.now();
    let members = 0;
    for (const member of plan.members) {
      const mine = after(events, member.checkpoint ?? ORIGIN);
      if (mine.length === 0) continue;
      member.skipped(last, mine.length, now);
      members += 1;
    }
    this.emit('slice', { events: events.length, members, position: last });
    this.sliceSize = this.nextSliceSize(events);
    return { events: events.length, heldBack, moved: false, skipped: true };
  }

  /** The next slice: the one read ahead (slice-read-ahead.ts) from exactly here, else read now. */
  private async read(client: Client, from: LogPosition): Promise<{ events: LoggedEvent[]; heldBack: boolean }> {
    return (
      (await this.readAhead.take(from, this.sliceSize)) ?? (await this.source.readAfter(client, from, this.sliceSize))
    );
  }

  /**
   * The size of the slice after this one. Catching up (a full slice): larger, up to maxBatchSize, and
   * read ahead from now on a second connection while this one is applied; live: back to batchSize,
   * and the read-ahead connection is closed.
   */
  private nextSliceSize(events: readonly LoggedEvent[]): number {
    if (events.length < this.sliceSize) {
      this.readAhead.close();
      return this.batchSize;
    }
    const next = Math.min(this.sliceSize * 2, this.maxSliceSize);
    this.readAhead.start(events[events.length - 1].position, next);
    return next;
  }

  /**
   * Waits `ms` whatever wakes it, unless stopping. The loop looks at the log right after, which
   * covers every wake that came meanwhile: they are dropped (else the next idle would not wait).
   */
  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        if (!this.stopped) this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = () => {
        if (this.stopped) done();
      };
    });
  }

  private idle(ms: number): Promise<void> {
    if (this.pendingWake || this.stopped) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}

/** Whether every member of the plan says what it selects: then a slice is read before any BEGIN. */
const readsOutsideTransaction = (plan: Plan): boolean => plan.members.every((m) => m.projection.selects !== undefined);

/** Whether any member selects one of the slice's events after its own checkpoint. */
function selectsAny(members: readonly ProjectionMember[], events: readonly LoggedEvent[]): boolean {
  return members.some((m) => after(events, m.checkpoint ?? ORIGIN).some((e) => m.projection.selects?.(e) ?? true));
}

/** The events of a slice after a member's own checkpoint (slices are in log order). */
function after(events: readonly LoggedEvent[], checkpoint: LogPosition): readonly LoggedEvent[] {
  if (comparePositions(events[0].position, checkpoint) > 0) return events;
  const index = events.findIndex((e) => comparePositions(e.position, checkpoint) > 0);
  return index < 0 ? [] : events.slice(index);
}
