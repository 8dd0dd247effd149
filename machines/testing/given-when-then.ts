/**
 * given(events).when(command).then(expectedEvents) | .thenError(code) over the batch decider
 * (Emmett style). Jest's `expect` does the comparing, so failures show a readable diff.
 * The chain has a `then` method: do not `await` it or return it from a test callback.
 */
import {
  decide,
  isDomainError,
  replay,
  statusOf,
  DEFAULT_BATCH_OPTIONS,
  type BatchCommand,
  type BatchErrorCode,
  type BatchEvent,
  type BatchOptions,
  type BatchState,
  type BatchStatusValue,
  type DomainError,
} from '../batch';

export interface WhenResult {
  readonly state: BatchState;
  readonly result: BatchEvent[] | DomainError;
  /** The decision equals exactly these events. */
  then(expected: readonly BatchEvent[]): void;
  /** The decision is a DomainError with this code (and these params, when given). */
  thenError(code: BatchErrorCode, params?: Record<string, unknown>): void;
  /** The decision is events, and replaying them ends in this status. */
  thenStatus(status: BatchStatusValue): BatchState;
}

export function given(events: readonly BatchEvent[], options?: Partial<BatchOptions>) {
  const state = replay(events);
  return {
    state,
    when(command: BatchCommand): WhenResult {
      const result = decide(command, state, { ...DEFAULT_BATCH_OPTIONS, ...options });
      return {
        state,
        result,
        then(expected) {
          expect(result).toEqual(expected);
        },
        thenError(code, params) {
          expect(isDomainError(result) ? result.code : result).toBe(code);
          if (params && isDomainError(result)) expect(result.params).toMatchObject(params);
        },
        thenStatus(status) {
          if (isDomainError(result))
            throw new Error(`expected events, got ${result.code} ${JSON.stringify(result.params)}`);
          const next = replay(result, state);
          expect(statusOf(next)).toBe(status);
          return next;
        },
      };
    },
  };
}
