import { evolveFacts, initialFacts, isBatchEvent, replayFacts, type BatchStateLike } from '@machines/batch';
import type { LoggedEvent, ProjectionContext } from '../../../platform/projections/runner/projection';
import { eventTime, toDomainEvent, type StoredBatchState } from '../../core/state/batch-state';

/** A batch stream after the events of one slice. */
export interface FoldedStream {
  streamId: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  state: BatchStateLike;
}

/**
 * Where the folded states are kept: the detail read model stores the state of every batch (its
 * query needs it for `allowed_commands`), so no other read model stores one of its own.
 */
export const STATE_TABLE = 'rm_batch_detail';

/** Streams whose last folded state a dispatcher keeps in memory (about 2-5 KB each). */
export const FOLD_CACHE_STREAMS = 5_000;

interface Step {
  before: BatchStateLike;
  after: BatchStateLike;
  /** When the stream began (its first event's business time). */
  createdAt: Date;
  /** The event's own business time (parsed once for every member). */
  at: Date;
}

/** A stream's state after all its events up to `revision` (a pure function of the stream's prefix). */
interface Known {
  revision: number;
  state: BatchStateLike;
  createdAt: Date;
}

/**
 * Each step folded once for every read model of a group: the members get the same event objects
 * (a slice, or the part of it after their own checkpoint), and a step depends on the event alone
 * (the state before event k of a stream is the fold of revisions 0..k-1, whoever asks).
 */
const steps = new WeakMap<LoggedEvent, Step>();

/** The last folded state per stream, kept between slices by the dispatcher (`ctx.memo`). */
class FoldCache {
  private readonly streams = new Map<string, Known>();
  /**
   * The last slice folded and its streams: the members of a group that stand at the same
   * checkpoint get the very same array, so the second and later ones only replay its steps.
   */
  last: { events: readonly LoggedEvent[]; folded: FoldedStream[] } | null = null;
  /**
   * The slice being folded right now: the dispatcher starts its members together (group-dispatcher.ts),
   * so the second one asks while the first still waits for its start states, and waits for that fold.
   */
  pending: { events: readonly LoggedEvent[]; folded: Promise<readonly FoldedStream[]> } | null = null;

  get(streamId: string, revision: number): Known | undefined {
    const known = this.streams.get(streamId);
    return known?.revision === revision ? known : undefined;
  }

  set(streamId: string, known: Known): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, known);
    // Oldest insertion first: a Map iterates in insertion order, so this drops the least recently folded.
    if (this.streams.size > FOLD_CACHE_STREAMS) this.streams.delete(this.streams.keys().next().value as string);
  }
}

const localCaches = new WeakMap<object, FoldCache>();

function cacheOf(ctx: ProjectionContext): FoldCache {
  // Per dispatcher (or rebuild), never per process: two databases may hold the same stream id.
  const owner: object = ctx.memo ?? ctx;
  let cache = localCaches.get(owner);
  if (!cache) localCaches.set(owner, (cache = new FoldCache()));
  return cache;
}

export interface FoldOptions {
  /** The detail read model reads its own (possibly `_rebuild`) table; the others the live one. */
  stateTable?: string;
  onEvent?: (event: LoggedEvent, before: BatchStateLike, after: BatchStateLike) => void;
}

/**
 * Folds a slice per batch stream and returns each stream's state after it. The state before a
 * stream's first event k in the slice is the fold of its revisions 0..k-1, found (cheapest first)
 * as: nothing (k = 0); this dispatcher's memory of the last slices; the state stored in
 * `stateTable` when it is at revision k-1 (one query for every stream missing from memory); else
 * the stream's own events 0..k-1 read from the log (`ctx.history`: a member catching up behind the
 * others, a rebuild, a replay). `onEvent` sees every event with the state before and after it.
 *
 * Because every member folds from the log's own revisions, the read models keep no folded state
 * of their own: a slice writes only the rows the queries read.
 */
export async function foldBatch(
  ctx: ProjectionContext,
  events: readonly LoggedEvent[],
  options: FoldOptions = {},
): Promise<readonly FoldedStream[]> {
  const cache = cacheOf(ctx);
  const shared =
    cache.last?.events === events
      ? cache.last.folded
      : cache.pending?.events === events
        ? await cache.pending.folded
        : null;
  if (shared) {
    const { onEvent } = options;
    if (onEvent)
      for (const event of events) {
        const step = steps.get(event);
        if (step) onEvent(event, step.before, step.after);
      }
    return shared;
  }
  const pending = { events, folded: foldSlice(ctx, cache, events, options) };
  cache.pending = pending;
  try {
    return await pending.folded;
  } finally {
    if (cache.pending === pending) cache.pending = null;
  }
}

async function foldSlice(
  ctx: ProjectionContext,
  cache: FoldCache,
  events: readonly LoggedEvent[],
  options: FoldOptions,
): Promise<readonly FoldedStream[]> {
  const relevant = events.filter(isBatchEvent);
  if (relevant.length === 0) return [];
  // The state each stream needs before its first uncached step in this slice.
  const firsts = new Map<string, LoggedEvent>();
  for (const event of relevant) if (!firsts.has(event.streamId)) firsts.set(event.streamId, event);
  const starts = await startStates(ctx, cache, firsts, options.stateTable ?? STATE_TABLE);
  const folded = new Map<string, FoldedStream>();
  for (const event of relevant) {
    const current = folded.get(event.streamId);
    let step = steps.get(event);
    if (!step) {
      const start = starts.get(event.streamId);
      if (!current && !start && event.streamRevision > 0)
        throw new Error(`foldBatch: no state before revision ${event.streamRevision} of ${event.streamId}`);
      const at = eventTime(event);
      const before = current?.state ?? start?.state ?? initialFacts;
      const createdAt = current?.createdAt ?? start?.createdAt ?? at;
      step = { before, after: evolveFacts(before, toDomainEvent(event)), createdAt, at };
      steps.set(event, step);
    }
    options.onEvent?.(event, step.before, step.after);
    folded.set(event.streamId, {
      streamId: event.streamId,
      revision: event.streamRevision,
      createdAt: step.createdAt,
      updatedAt: step.at,
      state: step.after,
    });
  }
  for (const s of folded.values())
    cache.set(s.streamId, { revision: s.revision, state: s.state, createdAt: s.createdAt });
  const result = [...folded.values()];
  cache.last = { events, folded: result };
  return result;
}

/** The states before each stream's first event; a stream whose first step is already folded needs none. */
async function startStates(
  ctx: ProjectionContext,
  cache: FoldCache,
  firsts: ReadonlyMap<string, LoggedEvent>,
  stateTable: string,
): Promise<Map<string, Known>> {
  const found = new Map<string, Known>();
  const missing = new Map<string, number>();
  for (const [streamId, first] of firsts) {
    const revision = first.streamRevision - 1;
    // Nothing before it, or already folded by another member of the group in this slice.
    if (revision < 0 || steps.has(first)) continue;
    const known = cache.get(streamId, revision);
    if (known) found.set(streamId, known);
    else missing.set(streamId, revision);
  }
  if (missing.size === 0) return found;
  const { rows } = await ctx.client.query<{
    stream_id: string;
    revision: string;
    state: StoredBatchState;
    created_at: Date;
  }>(`SELECT stream_id, revision::text AS revision, state, created_at FROM ${stateTable} WHERE stream_id = ANY($1)`, [
    [...missing.keys()],
  ]);
  for (const row of rows) {
    const wanted = missing.get(row.stream_id);
    if (wanted === undefined || Number(row.revision) !== wanted) continue;
    found.set(row.stream_id, {
      revision: wanted,
      state: row.state as BatchStateLike,
      createdAt: new Date(row.created_at),
    });
    missing.delete(row.stream_id);
  }
  if (missing.size === 0) return found;
  // The stored state is at another revision (this member is behind or ahead of the detail model): fold the stream's own events.
  if (!ctx.history) throw new Error('foldBatch: a stream needs its history, and this context cannot read the log');
  const history = await ctx.history(missing);
  const byStream = new Map<string, LoggedEvent[]>();
  for (const event of history) {
    if (!isBatchEvent(event)) continue;
    const list = byStream.get(event.streamId);
    if (list) list.push(event);
    else byStream.set(event.streamId, [event]);
  }
  for (const [streamId, revision] of missing) {
    const list = (byStream.get(streamId) ?? []).filter((e) => e.streamRevision <= revision);
    found.set(streamId, {
      revision,
      state: replayFacts(list.map(toDomainEvent)),
      createdAt: list[0] ? eventTime(list[0]) : new Date(),
    });
  }
  return found;
}
