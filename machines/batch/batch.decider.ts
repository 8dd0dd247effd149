/**
 * The decider (Emmett style): initialState, evolve and decide. The server folds a stream with
 * evolve, calls decideNext, and appends the events it returns; nothing here does I/O or reads a clock.
 */
import { createActor, initialTransition } from 'xstate';
import { commandDefinition, type BatchCommand } from './commands';
import type { Decide, Decision } from './commands/define-command';
import { domainError, isDomainError, type DomainError } from './batch.errors';
import type { BatchEvent } from './batch.events';
import { batchMachine, type BatchState } from './batch.machine';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './batch.options';
import { authorize } from './batch.permissions';
import type { BatchStateLike, BatchStatusValue } from './batch.types';

export const initialState: BatchState = initialTransition(batchMachine)[0];

/**
 * xstate's `transition()` makes a throwaway actor for every call, and that actor computes the
 * machine's initial snapshot: about two thirds of an evolve (test/bench/app-profile.ts). This
 * machine's only action is an assign (resolved into the snapshot, never handed to the executor),
 * and it has no children, timers or raised events, so nothing reaches the scope's actor or system:
 * one inert scope serves every evolve, and the snapshot is the one `transition()` returns.
 */
const inert = createActor(batchMachine);
const scope: Parameters<typeof batchMachine.transition>[2] = {
  self: inert,
  id: '',
  sessionId: '',
  logger: () => undefined,
  defer: () => undefined,
  emit: () => undefined,
  system: inert.system,
  stopChild: () => undefined,
  actionExecutor: () => undefined,
};

export function evolve(state: BatchState, event: BatchEvent): BatchState {
  return batchMachine.transition(state, event, scope);
}

/** Rebuilds a batch from its stored events. */
export function replay(events: readonly BatchEvent[], from: BatchState = initialState): BatchState {
  return events.reduce(evolve, from);
}

export function statusOf(state: BatchState): BatchStatusValue {
  return state.value;
}

export function asStateLike(state: BatchState): BatchStateLike {
  return { value: statusOf(state), context: state.context };
}

/** A decision with the state it leads to, so a writer need not evolve the events a second time. */
export interface NextState {
  readonly events: BatchEvent[];
  readonly state: BatchState;
}

/**
 * Decides a command against the current state. Refusals are DomainErrors, never silent no-ops.
 * After the command's own decision, every event is checked against the machine while it is
 * applied: an event the machine would ignore is refused, so only the machine ever changes a status.
 * The state after the last event comes back with the events (equal to replay(events, state)).
 */
export function decideNext(
  command: BatchCommand,
  state: BatchState,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): NextState | DomainError {
  const like = asStateLike(state);
  const refused = authorize(command.type, like, command.metadata.actor, options);
  if (refused) return refused;
  const decision = route(command, like, options);
  if (isDomainError(decision)) return decision;
  let s = state;
  for (const event of decision) {
    if (!s.can(event)) {
      return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', {
        command: command.type,
        status: statusOf(s),
        event: event.type,
      });
    }
    s = evolve(s, event);
  }
  return { events: decision, state: s };
}

/** decideNext without the state: the events to append, or the refusal. */
export function decide(
  command: BatchCommand,
  state: BatchState,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): BatchEvent[] | DomainError {
  const next = decideNext(command, state, options);
  return isDomainError(next) ? next : next.events;
}

/** Hands the command to its file's decide (commands/index.ts); no switch to keep in step. */
function route(command: BatchCommand, state: BatchStateLike, options: BatchOptions): Decision {
  const definition = commandDefinition(command.type);
  if (!definition)
    return domainError('BATCH_VALIDATION', { field: 'type', type: (command as { type?: unknown }).type });
  // The lookup is by this command's own type, so its decide takes exactly this command.
  return (definition.decide as Decide<BatchCommand>)(command, state, options);
}
