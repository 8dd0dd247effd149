import {
  BATCH_EVENT_TYPES,
  batchMachine,
  evolve,
  initialState,
  type BatchContext,
  type BatchEvent,
  type BatchState,
} from '@machines/batch';
import type { LoggedEvent } from '../../../platform/projections/runner/projection';

/** Batch streams are `batch-<id>`; projections ignore every other stream in the global log. */
export const BATCH_STREAM_PREFIX = 'batch-';
export const batchStreamId = (batchId: string): string => `${BATCH_STREAM_PREFIX}${batchId}`;
export const batchIdOfStream = (streamId: string): string => streamId.slice(BATCH_STREAM_PREFIX.length);

/** The machine snapshot as stored in a read-model row: enough to resume folding at the next event. */
export interface StoredBatchState {
  value: string;
  context: BatchContext;
}

const EVENT_TYPES: ReadonlySet<string> = new Set(BATCH_EVENT_TYPES);

export function isBatchEvent(event: LoggedEvent): boolean {
  return event.streamId.startsWith(BATCH_STREAM_PREFIX) && EVENT_TYPES.has(event.type);
}

export function toDomainEvent(event: LoggedEvent): BatchEvent {
  return { type: event.type, data: event.data } as BatchEvent;
}

export function restoreState(stored: StoredBatchState | null | undefined): BatchState {
  if (!stored) return initialState;
  return batchMachine.resolveState({ value: stored.value, context: stored.context });
}

export function storeState(state: BatchState): StoredBatchState {
  return { value: String(state.value), context: state.context };
}

/** Applies one event to a stored state (or to `live`, a state already in memory). */
export function fold(stored: StoredBatchState | null | undefined, event: LoggedEvent, live?: BatchState): { before: BatchState; after: BatchState } {
  const before = live ?? restoreState(stored);
  return { before, after: evolve(before, toDomainEvent(event)) };
}

/** Business time of the event (the command's `at`), falling back to when it was stored. */
export function eventTime(event: LoggedEvent): Date {
  const at = event.metadata.at;
  if (typeof at === 'string') {
    const parsed = new Date(at);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return event.createdAt;
}
