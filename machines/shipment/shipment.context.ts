/**
 * What each event does to the shipment's context: the machine's one `assign` (shipment.machine.ts).
 * Statuses are the machine's; this only keeps the data the events carry.
 */
import type { ShipmentEvent } from './shipment.events';
import type { ShipmentContext } from './shipment.types';

const without = <T extends { batchId: string }>(list: readonly T[], batchId: string): T[] =>
  list.filter((p) => p.batchId !== batchId);

export function applyShipmentEvent(ctx: ShipmentContext, event: ShipmentEvent): ShipmentContext {
  const next = { ...ctx, revision: ctx.revision + 1 };
  switch (event.type) {
    case 'ShipmentOpened': {
      const { shipmentId, warehouse, cutoffAt, openedAt } = event.data;
      return { ...next, shipmentId, warehouse, cutoffAt, openedAt };
    }
    case 'ParcelAdded': {
      const { batchId, itemIds, weight, movedFrom } = event.data;
      return { ...next, parcels: [...ctx.parcels, { batchId, itemIds: [...itemIds], weight, movedFrom }] };
    }
    case 'ParcelRemoved':
      return {
        ...next,
        parcels: without(ctx.parcels, event.data.batchId),
        held: without(ctx.held, event.data.batchId),
      };
    case 'ParcelHeld':
      return { ...next, held: [...ctx.held, { batchId: event.data.batchId, reason: event.data.reason }] };
    case 'ParcelReleased':
      return { ...next, held: without(ctx.held, event.data.batchId) };
    case 'ShipmentClosed':
      return { ...next, closedAt: event.data.closedAt };
    case 'ShipmentDeparted': {
      const { carrier, masterTrackingNumber, departedAt, leftBehind } = event.data;
      // Held parcels stay at the warehouse: only what departed is listed from now on.
      const stays = new Set(leftBehind);
      return {
        ...next,
        carrier,
        masterTrackingNumber,
        departedAt,
        parcels: ctx.parcels.filter((p) => !stays.has(p.batchId)),
        held: [],
        leftBehind: [...leftBehind],
      };
    }
    case 'ShipmentArrivedHk':
      return { ...next, arrivedAt: event.data.arrivedAt };
    case 'ShipmentSorted':
      return { ...next, sortedAt: event.data.sortedAt };
  }
}
