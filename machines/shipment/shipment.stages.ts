/**
 * The shipping stage a shipment's state implies for the orders it carries (the process moves each
 * order there through the batch writer). Spec §3 status table: oversea_shipping 131,
 * arrived_local_warehouse 132, courier_delivery 133 (Final Delivery), bns_in 201 (Ready for Pickup).
 * Sorted means each parcel went on to its pickup point or courier: a pickup order is then ready for
 * pickup (bns_in, where the pickup code and the storage countdown start), an address order is with
 * the courier. Before departure nothing is implied: the goods are still at the overseas warehouse.
 */
import type { Delivery } from '../batch/batch.types';
import { codeOf, type ShippingStage } from '../batch/status-table';
import type { ShipmentContext, ShipmentStatusValue } from './shipment.types';

export type DeliveryKind = Delivery['kind'];

export function impliedStage(status: ShipmentStatusValue, delivery: DeliveryKind): ShippingStage | null {
  switch (status) {
    case 'departed':
      return 'oversea_shipping';
    case 'arrived_hk':
      return 'arrived_local_warehouse';
    case 'sorted':
      return delivery === 'pickup' ? 'bns_in' : 'courier_delivery';
    default:
      return null;
  }
}

/** The stage for one order: none when it does not travel in this shipment (removed, or left behind held). */
export function impliedStageOf(
  status: ShipmentStatusValue,
  ctx: ShipmentContext,
  batchId: string,
  delivery: DeliveryKind,
): ShippingStage | null {
  const travels = ctx.parcels.some((p) => p.batchId === batchId) && !ctx.held.some((h) => h.batchId === batchId);
  return travels ? impliedStage(status, delivery) : null;
}

/** Whether stage `a` is not past stage `b` (by the status table's codes; no stage is before any). */
export function notAheadOf(a: ShippingStage | null, b: ShippingStage | null): boolean {
  if (a === null) return true;
  return b !== null && codeOf(a) <= codeOf(b);
}
