import type { ShipmentCommand } from '@machines/shipment';
import type { CommandContext } from '../../batch';

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
