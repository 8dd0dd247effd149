import {
  batchMachine,
  evolve,
  initialFacts,
  initialState,
  type BatchContext,
  type BatchEvent,
  type BatchState,
  type BatchStateLike,
} from '@machines/batch';
import type { LoggedEvent } from '../../../platform/projections/runner/projection';

/** The machine snapshot as stored in a read-model row: enough to resume folding at the next event. */
export interface StoredBatchState {
  value: string;
  context: BatchContext;
}

export function toDomainEvent(event: LoggedEvent): BatchEvent {
  return { type: event.type, data: event.data } as BatchEvent;
}

export function restoreState(stored: StoredBatchState | null | undefined): BatchState {
  if (!stored) return initialState;
  return batchMachine.resolveState({ value: stored.value, context: stored.context });
}

export function storeState(state: BatchState | BatchStateLike): StoredBatchState {
  return { value: String(state.value), context: state.context };
}

/** A stored state as the read side folds it (`evolveFacts`): no machine snapshot to restore. */
export function storedFacts(stored: StoredBatchState | null | undefined): BatchStateLike {
  return stored ? (stored as BatchStateLike) : initialFacts;
}

/** Applies one event to a stored state (or to `live`, a state already in memory). */
export function fold(
  stored: StoredBatchState | null | undefined,
  event: LoggedEvent,
  live?: BatchState,
): { before: BatchState; after: BatchState } {
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
