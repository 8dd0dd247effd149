/**
 * Decider cases that differ only in data, as one `it.each` table: the status the batch stands in
 * (reached by real commands, see batch-scenario.ts), the command, and what the decider answers.
 * Each row is its own test, with the same given/when/then assertions a hand-written case makes.
 */
import type { BatchCommand, BatchErrorCode, BatchEvent, BatchStatusValue, StatusName } from '../batch';
import { eventsTo } from './batch-scenario';
import { given } from './given-when-then';

export type Outcome =
  | { readonly error: BatchErrorCode; readonly params?: Record<string, unknown> }
  | { readonly status: BatchStatusValue }
  | { readonly events: readonly BatchEvent[] };

/** The decision is this DomainError (and these params, when given). */
export const refused = (error: BatchErrorCode, params?: Record<string, unknown>): Outcome => ({ error, params });
/** The decision is a validation error naming this field. */
export const invalid = (field: string): Outcome => refused('BATCH_VALIDATION', { field });
/** The decision is events, and replaying them ends in this status. */
export const endsIn = (status: BatchStatusValue): Outcome => ({ status });
/** The decision equals exactly these events. */
export const emits = (...events: BatchEvent[]): Outcome => ({ events });

/** The answer to a command the batch's status does not allow. */
export const NOT_IN_STATUS = 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS' satisfies BatchErrorCode;

/** One row: the test's name, the status it starts in, the command, the outcome. */
export type Decision = readonly [name: string, at: StatusName, command: BatchCommand, outcome: Outcome];

/** One test per row, named `in <status>: <name>`. */
export function itDecides(decisions: readonly Decision[]): void {
  const rows = decisions.map(([name, at, cmd, outcome]) => [`in ${at}: ${name}`, at, cmd, outcome] as const);
  it.each(rows)('%s', (_name, at, cmd, outcome) => {
    const result = given(eventsTo(at)).when(cmd);
    if ('error' in outcome) result.thenError(outcome.error, outcome.params);
    else if ('status' in outcome) result.thenStatus(outcome.status);
    else result.then(outcome.events);
  });
}
