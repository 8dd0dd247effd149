import type { ShipmentCommand } from '@machines/shipment';
import type { CommandContext } from '../../batch';
import type { EventMetadata } from '../../platform/event-store/event-store.port';
import { traceMetadata } from '../../platform/observability/trace-context';

export type ShipmentCommandMetadata = ShipmentCommand['metadata'];

/** Who, when and which command, as the shipment decider reads it (the account type for staff). */
export function shipmentCommandMetadata(
  context: CommandContext,
  at: string,
  commandId: string,
): ShipmentCommandMetadata {
  const { actor } = context;
  return {
    actor: { id: actor.id, role: actor.role, accountType: 'accountType' in actor ? actor.accountType : undefined },
    at,
    commandId,
  };
}

/** The stored metadata of a shipment event: the same fields as a batch event's (event-metadata.ts of the batch). */
export function shipmentEventMetadata(
  context: CommandContext,
  command: ShipmentCommandMetadata,
  commandType: string,
): EventMetadata {
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
