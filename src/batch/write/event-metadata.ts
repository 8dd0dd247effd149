import type { CommandMetadata } from '@machines/batch';
import type { CommandContext } from './command-context';

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

/** Batch events' metadata is made where every aggregate's is (the platform's event store). */
export { eventMetadata } from '../../platform/event-store/event-metadata';
