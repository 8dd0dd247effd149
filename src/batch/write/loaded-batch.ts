import { replay, type BatchEvent, type BatchState } from '@machines/batch';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';
import type { CachedBatch } from './batch-state-cache';

/** One batch as the writer knows it now: its state at its last revision (the write side's truth, never a read model). */
export interface CurrentBatch {
  readonly batchId: string;
  readonly state: BatchState;
  /** Revision of the last event; -1 when the stream does not exist. */
  readonly revision: number;
  /** Event store position of the last event ('' when the stream does not exist). */
  readonly position: string;
}

/** A batch with its history: `writer.history(batchId)` (or `load`), or a build that reads it (below). */
export interface LoadedBatch extends CurrentBatch {
  /** The stream as stored (event ids, metadata), for callers that look at its history. */
  readonly recorded: readonly RecordedEvent[];
  /** The same events as domain events. */
  readonly events: readonly BatchEvent[];
}

/**
 * A build read `recorded`/`events` of a batch loaded without its history: the writer reads the
 * history then and builds again (builds are re-run on every attempt anyway). Callers that always
 * need it say so with `{ history: true }` and save the first build.
 */
export class HistoryNotLoaded extends Error {
  constructor(readonly batchId: string) {
    super(`the history of batch ${batchId} was not loaded: pass { history: true } to the writer`);
  }
}

export function loadedBatchOf(batchId: string, recorded: readonly RecordedEvent[]): LoadedBatch {
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
  const last = recorded[recorded.length - 1];
  return {
    batchId,
    state: replay(events),
    revision: last ? last.streamRevision : -1,
    position: last ? last.position : '',
    recorded,
    events,
  };
}

/**
 * The state without the history: what a normal command decides on. Reading the history throws
 * HistoryNotLoaded. The getters live on the prototype (not defined per object, as
 * Object.defineProperties did: a dictionary-mode object per command), so they stay out of spreads
 * and JSON as before.
 */
class StateOnly implements LoadedBatch {
  constructor(
    readonly batchId: string,
    readonly state: BatchState,
    readonly revision: number,
    readonly position: string,
  ) {}

  get recorded(): never {
    throw new HistoryNotLoaded(this.batchId);
  }

  get events(): never {
    throw new HistoryNotLoaded(this.batchId);
  }
}

export function withoutHistory(batchId: string, current: CachedBatch): LoadedBatch {
  return new StateOnly(batchId, current.state, current.revision, current.position);
}

export const batchExists = (batch: CurrentBatch): boolean => batch.revision >= 0;
