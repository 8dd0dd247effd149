import type { ClientBase } from 'pg';
import { evolveFacts, isBatchEvent, type BatchStateLike } from '@machines/batch';
import type { LoggedEvent } from '../../../platform/projections/runner/projection';
import { eventTime, storedFacts, toDomainEvent, type StoredBatchState } from './batch-state';

/** A batch stream after the events of one runner batch. */
export interface FoldedStream {
  streamId: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  state: BatchStateLike;
}

/** One stream's fold over a slice from a stored revision: every step, so `onEvent` can be replayed. */
interface StreamFold {
  fromRevision: number;
  steps: Map<LoggedEvent, { before: BatchStateLike; after: BatchStateLike }>;
}

/**
 * Folds already done for a slice, keyed by the slice's events array. The read models of a group
 * receive the same array and, standing at the same checkpoint, the same stored states: the fold
 * (`evolveFacts`, the machine's step without XState) runs once per event for all of them. A stream is reused only
 * from the same stored revision (states are a pure fold of the stream, so equal revision, equal state).
 */
const sliceFolds = new WeakMap<readonly LoggedEvent[], Map<string, StreamFold>>();

/**
 * Folds a runner batch of events per stream, starting from the states stored in `table` (one
 * query for all streams), so a batch costs a read and a write instead of two round trips per event.
 * `onEvent` sees every applied event with the status before and after it.
 */
export async function foldBatch(
  client: ClientBase,
  table: string,
  events: readonly LoggedEvent[],
  options: {
    tableHasCreatedAt?: boolean;
    onEvent?: (event: LoggedEvent, before: BatchStateLike, after: BatchStateLike) => void;
  } = {},
): Promise<FoldedStream[]> {
  const { tableHasCreatedAt = true, onEvent } = options;
  const relevant = events.filter(isBatchEvent);
  if (relevant.length === 0) return [];
  const streamIds = [...new Set(relevant.map((e) => e.streamId))];
  const { rows } = await client.query<{
    stream_id: string;
    state: StoredBatchState;
    revision: string;
    created_at: Date | null;
  }>(
    `SELECT stream_id, state, revision::text AS revision, ${tableHasCreatedAt ? 'created_at' : 'NULL::timestamptz AS created_at'}
       FROM ${table} WHERE stream_id = ANY($1)`,
    [streamIds],
  );
  const stored = new Map(rows.map((r) => [r.stream_id, r]));
  const folded = new Map<string, FoldedStream>();
  let shared = sliceFolds.get(events);
  if (!shared) sliceFolds.set(events, (shared = new Map<string, StreamFold>()));
  const reused = new Map<string, StreamFold>();
  const fresh = new Map<string, StreamFold>();
  for (const event of relevant) {
    const current = folded.get(event.streamId);
    const row = stored.get(event.streamId);
    const revision = current?.revision ?? (row ? Number(row.revision) : -1);
    // Rows and checkpoint commit together, so this only guards against a hand-moved checkpoint.
    if (event.streamRevision <= revision) continue;
    if (!current) {
      const known = shared.get(event.streamId);
      if (known?.fromRevision === revision) reused.set(event.streamId, known);
      else fresh.set(event.streamId, { fromRevision: revision, steps: new Map() });
    }
    const { before, after } = nextStep(reused, fresh, event, row?.state, current?.state);
    onEvent?.(event, before, after);
    const at = eventTime(event);
    folded.set(event.streamId, {
      streamId: event.streamId,
      revision: event.streamRevision,
      createdAt: current?.createdAt ?? row?.created_at ?? at,
      updatedAt: at,
      state: after,
    });
  }
  for (const [streamId, f] of fresh) shared.set(streamId, f);
  return [...folded.values()];
}

/** The next step of a stream: taken from a fold already done for this slice, or folded now and kept. */
function nextStep(
  reused: Map<string, StreamFold>,
  fresh: Map<string, StreamFold>,
  event: LoggedEvent,
  stored: StoredBatchState | undefined,
  live: BatchStateLike | undefined,
): { before: BatchStateLike; after: BatchStateLike } {
  const known = reused.get(event.streamId)?.steps.get(event);
  if (known) return known;
  const before = live ?? storedFacts(stored);
  const step = { before, after: evolveFacts(before, toDomainEvent(event)) };
  const f = fresh.get(event.streamId);
  if (f) f.steps.set(event, step);
  else reused.delete(event.streamId);
  return step;
}
