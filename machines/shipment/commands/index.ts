/**
 * Every command a shipment accepts, one file each: the command union, SHIPMENT_COMMAND_TYPES, the
 * permission table (shipment.permissions.ts) and the router (shipment.decider.ts) derive from this list.
 */
import { commandIndex, type CommandUnion } from '../../aggregate/command-index';
import { openShipment } from './open-shipment.command';
import { addParcel } from './add-parcel.command';
import { moveParcel } from './move-parcel.command';
import { holdParcel } from './hold-parcel.command';
import { releaseParcel } from './release-parcel.command';
import { closeShipment } from './close-shipment.command';
import { markDeparted } from './mark-departed.command';
import { markArrivedHk } from './mark-arrived-hk.command';
import { markSorted } from './mark-sorted.command';

export type ShipmentCommand = CommandUnion<typeof SHIPMENT_COMMANDS>;
export type ShipmentCommandType = ShipmentCommand['type'];
export type ShipmentCommandOf<T extends ShipmentCommandType> = Extract<ShipmentCommand, { type: T }>;

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

export const { types: SHIPMENT_COMMAND_TYPES, definitionOf: shipmentCommandDefinition } =
  commandIndex(SHIPMENT_COMMANDS);
