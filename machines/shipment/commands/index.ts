/**
 * Every command a shipment accepts, one file each: the command union, SHIPMENT_COMMAND_TYPES, the
 * permission table (shipment.permissions.ts) and the router (shipment.decider.ts) derive from this list.
 */
import type { AnyShipmentCommand, ShipmentCommandDefinition } from './define-shipment-command';
import { openShipment } from './open-shipment.command';
import { addParcel } from './add-parcel.command';
import { moveParcel } from './move-parcel.command';
import { holdParcel } from './hold-parcel.command';
import { releaseParcel } from './release-parcel.command';
import { closeShipment } from './close-shipment.command';
import { markDeparted } from './mark-departed.command';
import { markArrivedHk } from './mark-arrived-hk.command';
import { markSorted } from './mark-sorted.command';

export const SHIPMENT_COMMANDS = [
  openShipment,
  addParcel,
  moveParcel,
  holdParcel,
  releaseParcel,
  closeShipment,
  markDeparted,
  markArrivedHk,
  markSorted,
] as const;

type CommandIn<D> = D extends ShipmentCommandDefinition<infer C> ? C : never;

export type ShipmentCommand = CommandIn<(typeof SHIPMENT_COMMANDS)[number]>;
export type ShipmentCommandType = ShipmentCommand['type'];
export type ShipmentCommandOf<T extends ShipmentCommandType> = Extract<ShipmentCommand, { type: T }>;

export const SHIPMENT_COMMAND_TYPES: readonly ShipmentCommandType[] = SHIPMENT_COMMANDS.map((c) => c.type);

const BY_TYPE: ReadonlyMap<string, ShipmentCommandDefinition<AnyShipmentCommand>> = new Map(
  SHIPMENT_COMMANDS.map((c) => [c.type, c as unknown as ShipmentCommandDefinition<AnyShipmentCommand>]),
);

export function shipmentCommandDefinition<T extends ShipmentCommandType>(
  type: T,
): ShipmentCommandDefinition<ShipmentCommandOf<T>> | undefined {
  return BY_TYPE.get(type) as ShipmentCommandDefinition<ShipmentCommandOf<T>> | undefined;
}
