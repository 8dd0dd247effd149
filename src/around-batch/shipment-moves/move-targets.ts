/**
 * Pure rules of the moves: which orders a shipment event carries and the stage each goes to
 * (machines/shipment `impliedStage`: departed → oversea_shipping, arrived_hk → arrived_local_warehouse,
 * sorted → bns_in for a pickup point, courier_delivery for an address). The target comes from the
 * event itself and a shipment only moves forward, so no order is ever sent ahead of its shipment.
 */
import { codeOf, type BatchContext, type ShippingStage } from '@machines/batch';
import { impliedStage, type ShipmentContext } from '@machines/shipment';
import { MOVING_EVENTS, type MovingEventType } from './shipment-moves.types';

/** The orders that travel: parcels the shipment carries, minus the held ones (left behind at departure). */
export function travellingOrders(ctx: ShipmentContext): string[] {
  const staying = new Set([...ctx.held.map((h) => h.batchId), ...ctx.leftBehind]);
  return ctx.parcels.map((p) => p.batchId).filter((id) => !staying.has(id));
}

/** The progress's `target_stage`: one stage, or `by_delivery` for sorting (each order's own). */
export function eventTarget(type: MovingEventType): string {
  return type === 'ShipmentSorted' ? 'by_delivery' : (impliedStage(MOVING_EVENTS[type], 'pickup') as string);
}

/** The stage this order goes to for this event; an order without a delivery goes to a pickup point (the default). */
export function orderTarget(type: MovingEventType, order: Pick<BatchContext, 'delivery'>): ShippingStage {
  const stage = impliedStage(MOVING_EVENTS[type], order.delivery?.kind ?? 'pickup');
  if (!stage) throw new Error(`no stage for ${type}`);
  return stage;
}

/**
 * Whether the order already stands at or past `target`: then it counts as moved and nothing is
 * written (a re-run job, a late departed job after the arrival's, an order staff moved by hand).
 */
export function alreadyAt(order: Pick<BatchContext, 'shippingStage'>, target: ShippingStage): boolean {
  return order.shippingStage !== null && codeOf(order.shippingStage) >= codeOf(target);
}
