/**
 * Domain events of a shipment: past tense, `{ type, data }`, plain JSON, kept in the same event store
 * as the batches' (their own streams, shipment-stream.ts). Who did it lives in the stored metadata.
 */
type Ev<T extends string, D> = { readonly type: T; readonly data: D };

export type ShipmentOpened = Ev<
  'ShipmentOpened',
  { shipmentId: string; warehouse: string; cutoffAt: string; openedAt: string }
>;
export type ParcelAdded = Ev<
  'ParcelAdded',
  { batchId: string; itemIds: string[]; weight: number; movedFrom: string | null }
>;
/** Out of this shipment: to another one (`toShipmentId`, a move) or back to the pool (null). */
export type ParcelRemoved = Ev<'ParcelRemoved', { batchId: string; toShipmentId: string | null }>;
export type ParcelHeld = Ev<'ParcelHeld', { batchId: string; reason: string }>;
export type ParcelReleased = Ev<'ParcelReleased', { batchId: string }>;
export type ShipmentClosed = Ev<'ShipmentClosed', { closedAt: string; atCutoff: boolean }>;
export type ShipmentDeparted = Ev<
  'ShipmentDeparted',
  { carrier: string; masterTrackingNumber: string; departedAt: string; leftBehind: string[] }
>;
export type ShipmentArrivedHk = Ev<'ShipmentArrivedHk', { arrivedAt: string }>;
export type ShipmentSorted = Ev<'ShipmentSorted', { sortedAt: string }>;

export type ShipmentEvent =
  | ShipmentOpened
  | ParcelAdded
  | ParcelRemoved
  | ParcelHeld
  | ParcelReleased
  | ShipmentClosed
  | ShipmentDeparted
  | ShipmentArrivedHk
  | ShipmentSorted;

export type ShipmentEventType = ShipmentEvent['type'];

export const SHIPMENT_EVENT_TYPES = [
  'ShipmentOpened',
  'ParcelAdded',
  'ParcelRemoved',
  'ParcelHeld',
  'ParcelReleased',
  'ShipmentClosed',
  'ShipmentDeparted',
  'ShipmentArrivedHk',
  'ShipmentSorted',
] as const satisfies readonly ShipmentEventType[];
