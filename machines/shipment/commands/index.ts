/**
 * Every command a shipment accepts, one file each: the command union, SHIPMENT_COMMAND_TYPES, the
 * permission table (shipment.permissions.ts) and the router (shipment.decider.ts) derive from this list.
 */
import { commandIndex } from '../../aggregate/command-index';
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

const INDEX = commandIndex(SHIPMENT_COMMANDS as readonly ShipmentCommandDefinition<AnyShipmentCommand>[]);

export const SHIPMENT_COMMAND_TYPES = INDEX.types as readonly ShipmentCommandType[];

export function shipmentCommandDefinition<T extends ShipmentCommandType>(
  type: T,
): ShipmentCommandDefinition<ShipmentCommandOf<T>> | undefined {
  return INDEX.definitionOf(type) as ShipmentCommandDefinition<ShipmentCommandOf<T>> | undefined;
}
