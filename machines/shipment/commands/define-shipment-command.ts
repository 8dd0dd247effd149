/**
 * What one shipment command file declares, as the batch's commands do (machines/batch/commands/
 * define-command.ts): its data type, who may issue it, its `decide` and sample data for the specs.
 * Where it may be issued is where the machine takes its event (shipment.transitions.ts); the
 * refusal elsewhere is the state's own code (`refusedIn`), so a client learns why, not just "no".
 */
import type { ShipmentError, ShipmentErrorCode } from '../shipment.errors';
import type { ShipmentEvent, ShipmentEventType } from '../shipment.events';
import type { ActorRole, ShipmentContext, ShipmentStateLike, ShipmentStatusValue } from '../shipment.types';
import type { Command } from '../../batch/commands/define-command';

export type { Command };
export type AnyShipmentCommand = Command<string, unknown>;
export type ShipmentDecision = ShipmentEvent[] | ShipmentError;

/** Role, existence and status were checked by authorizeShipment; a decide checks the data. */
export type DecideShipment<C extends AnyShipmentCommand> = (command: C, state: ShipmentStateLike) => ShipmentDecision;

export interface ShipmentGrant {
  readonly roles: readonly ActorRole[];
  /** A precondition beyond the status (e.g. the scheduler closes only at the cut-off). */
  readonly when?: (ctx: ShipmentContext, at: string) => boolean;
  readonly refusal?: ShipmentErrorCode;
}

export interface ShipmentCommandDefinition<C extends AnyShipmentCommand> {
  readonly type: C['type'];
  readonly emits: readonly ShipmentEventType[];
  readonly grants: readonly ShipmentGrant[];
  /** The refusal in a status where the machine does not take the event (default: not allowed in state). */
  readonly refusedIn?: Partial<Record<ShipmentStatusValue, ShipmentErrorCode>>;
  readonly decide: DecideShipment<C>;
  /** Plausible data in a given context, varied by `v`, for the permission table and the property test. */
  readonly sample: (ctx: ShipmentContext, v: number) => C['data'];
}

export function defineShipmentCommand<C extends AnyShipmentCommand>(
  definition: ShipmentCommandDefinition<C>,
): ShipmentCommandDefinition<C> {
  return definition;
}

/** After departure the load is fixed: every edit is refused with the same code. */
export const DEPARTED_REFUSALS = {
  departed: 'SHIPMENT_ALREADY_DEPARTED',
  arrived_hk: 'SHIPMENT_ALREADY_DEPARTED',
  sorted: 'SHIPMENT_ALREADY_DEPARTED',
} as const satisfies Partial<Record<ShipmentStatusValue, ShipmentErrorCode>>;
