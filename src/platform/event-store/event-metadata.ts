import { traceMetadata } from '../observability/trace-context';
import type { EventMetadata } from './event-store.port';

/** What any aggregate's decided command carries: who, when, which command. */
export interface DecidedCommand {
  readonly actor: { readonly id: string; readonly role: string };
  /** Business time of the command, ISO 8601. */
  readonly at: string;
  readonly commandId: string;
}

/** Where a command came from: the request (or source event) and, for a reaction, the event that caused it. */
export interface CommandOrigin {
  readonly correlationId: string;
  readonly causationId?: string;
}

/**
 * The one place event metadata is made, for every aggregate: actor, at, commandId, commandType (the
 * command types decided together, joined by '+'), correlationId (the request or source event),
 * causationId (the source event for reactions, else the command itself), traceparent (the W3C trace
 * context of the request or job that decided it, when traced: read models, reactions and jobs
 * continue its trace).
 */
export function eventMetadata(origin: CommandOrigin, command: DecidedCommand, commandType: string): EventMetadata {
  return {
    actor: { id: command.actor.id, role: command.actor.role },
    at: command.at,
    commandId: command.commandId,
    commandType,
    correlationId: origin.correlationId,
    causationId: origin.causationId ?? command.commandId,
    ...traceMetadata(),
  };
}
