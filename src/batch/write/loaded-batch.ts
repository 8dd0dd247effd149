import { replay, type BatchEvent, type BatchState } from '@machines/batch';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';

/** One batch as its stream says now (the write side's truth, never a read model that may lag). */
export interface LoadedBatch {
  readonly batchId: string;
  readonly state: BatchState;
  /** Revision of the last event; -1 when the stream does not exist. */
  readonly revision: number;
  /** Event store position of the last event ('' when the stream does not exist). */
  readonly position: string;
  /** The stream as stored (event ids, metadata), for callers that look at its history. */
  readonly recorded: readonly RecordedEvent[];
  /** The same events as domain events. */
  readonly events: readonly BatchEvent[];
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

export const batchExists = (batch: LoadedBatch): boolean => batch.revision >= 0;
