/**
 * Decisions that read more than one shipment stream, for the process and the move route: an order
 * is never in two shipments that have not departed (each stream alone cannot know), and a move is
 * decided on both streams before either is written (the parcel leaves one and joins the other).
 */
import type { ShipmentCommandOf } from './commands';
import { decideShipment } from './shipment.decider';
import { isShipmentError, shipmentError, type ShipmentError } from './shipment.errors';
import type { ShipmentEvent } from './shipment.events';
import type { ShipmentState } from './shipment.machine';
import { DEPARTED_STATUSES, type ShipmentStateLike } from './shipment.types';

const departed = (s: ShipmentStateLike): boolean => (DEPARTED_STATUSES as readonly string[]).includes(s.value);

/** The shipments, among `shipments`, not yet departed that carry this order. */
export function holdersOf(batchId: string, shipments: readonly ShipmentStateLike[]): ShipmentStateLike[] {
  return shipments.filter((s) => !departed(s) && s.context.parcels.some((p) => p.batchId === batchId));
}

/** AddParcel into `target`, refused when another shipment in `others` that has not departed carries the order. */
export function decidePlacement(
  command: ShipmentCommandOf<'AddParcel'>,
  target: ShipmentState,
  others: readonly ShipmentStateLike[],
): ShipmentEvent[] | ShipmentError {
  const events = decideShipment(command, target);
  if (isShipmentError(events)) return events;
  const elsewhere = holdersOf(command.data.batchId, others).find(
    (s) => s.context.shipmentId !== target.context.shipmentId,
  );
  if (elsewhere) {
    return shipmentError('SHIPMENT_PARCEL_IN_ANOTHER_SHIPMENT', {
      batchId: command.data.batchId,
      shipmentId: elsewhere.context.shipmentId,
    });
  }
  return events;
}

export interface MoveDecision {
  /** ParcelRemoved, for the source stream. */
  readonly source: ShipmentEvent[];
  /** ParcelAdded (with movedFrom), for the target stream; empty when the parcel goes back to the pool. */
  readonly target: ShipmentEvent[];
}

/** Both halves of a staff move; `target` is the shipment named by `toShipmentId` (null when none is). */
export function decideMove(
  command: ShipmentCommandOf<'MoveParcel'>,
  source: ShipmentState,
  target: ShipmentState | null,
): MoveDecision | ShipmentError {
  const removed = decideShipment(command, source);
  if (isShipmentError(removed)) return removed;
  const { batchId, toShipmentId } = command.data;
  if (toShipmentId === null) return { source: removed, target: [] };
  const field = { field: 'toShipmentId', toShipmentId };
  if (!target || target.value === 'none' || target.context.shipmentId !== toShipmentId) {
    return shipmentError('SHIPMENT_NOT_FOUND', field);
  }
  if (target.value !== 'open') return shipmentError('SHIPMENT_NOT_OPEN', { ...field, status: target.value });
  if (target.context.warehouse !== source.context.warehouse) return shipmentError('SHIPMENT_WAREHOUSE_MISMATCH', field);
  // The parcel was found by the source's decision, so it is there.
  const parcel = source.context.parcels.find((p) => p.batchId === batchId);
  if (!parcel) return shipmentError('SHIPMENT_PARCEL_NOT_FOUND', { batchId });
  const add: ShipmentCommandOf<'AddParcel'> = {
    type: 'AddParcel',
    data: {
      batchId,
      warehouse: source.context.warehouse,
      itemIds: [...parcel.itemIds],
      weight: parcel.weight,
      movedFrom: source.context.shipmentId,
    },
    metadata: command.metadata,
  };
  const added = decideShipment(add, target);
  if (isShipmentError(added)) return added;
  return { source: removed, target: added };
}
