import type { CommandMetadata } from '@machines/batch';
import type { EventMetadata } from '../../platform/event-store/event-store.port';
import type { CommandContext } from './command-context';
import { traceMetadata } from '../../platform/observability/trace-context';

type ContextActor = CommandContext['actor'];

/** The actor as the machine sees it (role, ownership; the account type for requester/buyer rules). */
export function machineActor(actor: ContextActor): CommandMetadata['actor'] {
  return { id: actor.id, role: actor.role, accountType: 'accountType' in actor ? actor.accountType : undefined };
}

/** What a command carries into the decider: who, when, which command. */
export function commandMetadata(context: CommandContext, at: string, commandId: string): CommandMetadata {
  return { actor: machineActor(context.actor), at, commandId };
}

/** For a permission check before anything is decided (authorizeFirst): time and id play no part. */
export function checkMetadata(actor: ContextActor): CommandMetadata {
  return { actor: machineActor(actor), at: '', commandId: '' };
}

/**
 * The one place event metadata is made: actor, at, commandId, commandType (the command types
 * decided together, joined by '+'), correlationId (the request or source event), causationId (the
 * source event for reactions, else the command itself), traceparent (the W3C trace context of the
 * request or job that decided it, when traced: read models, reactions and jobs continue its trace).
 */
export function eventMetadata(context: CommandContext, command: CommandMetadata, commandType: string): EventMetadata {
  return {
    actor: { id: command.actor.id, role: command.actor.role },
    at: command.at,
    commandId: command.commandId,
    commandType,
    correlationId: context.correlationId,
    causationId: context.causationId ?? command.commandId,
    ...traceMetadata(),
  };
}
