import { legacyGroupOf, STATUS_NAMES, type AnyStatusLabelName, type StatusName } from '@machines/batch';
import type { LegacyGroup } from '@contracts/legacy';

/**
 * The name an older client sees for each status of the new machine (spec §3 status table → the
 * legacy names of spec §4's legacy grouping). The group is never retyped: it is machines/batch
 * `legacyGroupOf(order_status)`, so the list grouping and `order_status` cannot disagree.
 */
export const LEGACY_STATUS: Readonly<Record<StatusName, AnyStatusLabelName>> = {
  new: 'new',
  requested: 'pending',
  assigned: 'assigned',
  declined: 'declined',
  canceled: 'canceled',
  refunded: 'refunded',
  payment_canceled: 'canceled',
  overdue: 'canceled',
  accepted: 'accepted',
  modified: 'modified',
  requested_payment: 'requested_payment',
  paying: 'paying',
  confirmed: 'confirmed',
  paid: 'paid',
  payment_authorized: 'paid',
  wait_for_auto_purchase: 'paid',
  manual: 'paid',
  error: 'paid',
  partially_purchased: 'bought',
  purchase_completed: 'bought',
  purchased_p: 'bought',
  purchased: 'purchased',
  payment_captured: 'purchased',
  all_refunded: 'refunded',
  all_payment_canceled: 'canceled',
  item_sent: 'item_sent',
  arrived_oversea_warehouse: 'arrived_oversea_warehouse',
  oversea_shipping: 'oversea_shipping',
  arrived_local_warehouse: 'arrived_local_warehouse',
  courier_delivery: 'courier_delivery',
  shipping: 'shipping',
  bns_shipping: 'shipping',
  bns_in: 'shipping',
  bns_out: 'delivered',
  bns_warehouse: 'shipping',
  bns_warehouse_out: 'shipping',
  bns_complete: 'delivered',
  defer_shipped: 'problematic_shipment',
  all_defer_shipped: 'problematic_shipment',
  received: 'item_received',
  item_received: 'item_received',
  completed: 'completed',
  all_abandoned: 'completed',
  abandoned: 'completed',
};

export interface LegacyStatus {
  order_status: string;
  group: LegacyGroup;
}

export function legacyStatusOf(status: string): LegacyStatus {
  const name = LEGACY_STATUS[status as StatusName] ?? 'pending';
  return { order_status: name, group: legacyGroupOf(name) ?? 'pending' };
}

/** The new statuses whose legacy name falls in `group` (the list filter of GET /api/order/). */
export function statusesOfLegacyGroup(group: LegacyGroup): StatusName[] {
  return STATUS_NAMES.filter((s) => legacyStatusOf(s).group === group);
}
