/** Groupings of the status table used by lists (product-spec §2 dashboard, §4 groupings). */
import { SHIPPING_STAGES, type AnyStatusLabelName, type StatusName } from './status-table';

/**
 * Dashboard groups. reviewing, processing, archived and completed are exactly the spec's (§4);
 * new, arrived_overseas, departed_overseas, purchased and shipped are named in §2 without members,
 * so their members are our reading (README). A status may sit in more than one group
 * ('new' is in both new and reviewing); groupOf picks the first in this order.
 */
export const DASHBOARD_GROUPS = {
  new: ['new', 'requested'],
  reviewing: ['new', 'assigned', 'accepted', 'modified', 'confirmed'],
  // Spec §4 says processing = paid, meaning the orders labelled Paid: on the normal payment path
  // those are `payment_authorized` (a held card), so `paid` alone would leave the group empty.
  processing: ['paid', 'payment_authorized'],
  completed: ['completed', 'refunded', 'all_refunded', 'all_abandoned', 'all_payment_canceled'],
  archived: ['declined', 'canceled'],
  arrived_overseas: ['arrived_oversea_warehouse'],
  departed_overseas: ['oversea_shipping'],
  purchased: ['partially_purchased', 'purchase_completed', 'purchased_p', 'purchased', 'payment_captured'],
  // Shipped: every shipping stage past the overseas ones, which have their own groups above.
  shipped: [
    'item_sent',
    ...SHIPPING_STAGES.filter((s) => s !== 'arrived_oversea_warehouse' && s !== 'oversea_shipping'),
  ],
} as const satisfies Record<string, readonly StatusName[]>;

export type DashboardGroupName = keyof typeof DASHBOARD_GROUPS;
export const DASHBOARD_GROUP_NAMES = Object.keys(DASHBOARD_GROUPS) as DashboardGroupName[];

export type ListTabKey =
  | 'assigned'
  | 'accepted'
  | 'ready_for_payment'
  | 'paid'
  | 'partially_purchased'
  | 'purchased'
  | 'purchased_p'
  | 'manual'
  | 'error'
  | 'completed'
  | 'all_payment_canceled'
  | 'all_refunded';

export interface ListTab {
  readonly key: ListTabKey;
  readonly labelKey: `tab.${ListTabKey}`;
  readonly label: string;
  readonly statuses: readonly StatusName[];
}

const tab = (key: ListTabKey, label: string, statuses: readonly StatusName[]): ListTab => ({
  key,
  labelKey: `tab.${key}`,
  label,
  statuses,
});

/**
 * The order list tabs in the spec's order (§2). The spec names the tabs only; members are our
 * reading: each tab holds the statuses whose label it carries, shipping statuses stay under
 * Purchased (bought and on the way), received ones under Completed.
 */
export const LIST_TABS: readonly ListTab[] = [
  tab('assigned', 'Assigned', ['assigned']),
  tab('accepted', 'Accepted', ['accepted']),
  tab('ready_for_payment', 'Ready for Payment', ['modified', 'requested_payment', 'paying', 'confirmed']),
  tab('paid', 'Paid', ['paid', 'payment_authorized', 'wait_for_auto_purchase', 'payment_canceled']),
  tab('partially_purchased', 'Partially Purchased', ['partially_purchased']),
  tab('purchased', 'Purchased', [
    'purchased',
    'purchase_completed',
    'payment_captured',
    'item_sent',
    ...SHIPPING_STAGES,
  ]),
  tab('purchased_p', 'Purchased-P', ['purchased_p']),
  tab('manual', 'Manual', ['manual']),
  tab('error', 'Error', ['error']),
  tab('completed', 'Completed', ['received', 'item_received', 'completed']),
  tab('all_payment_canceled', 'All Payment Canceled', ['all_payment_canceled']),
  tab('all_refunded', 'All Refunded', ['all_refunded', 'refunded']),
];

/** The older interface's grouping, exactly as the spec lists it (§4), label-only names included. */
export const LEGACY_GROUPS = {
  active: ['accepted', 'adding', 'modified', 'requested_payment', 'paying'],
  processing: [
    'paid',
    'bought',
    'purchased',
    'item_sent',
    'shipping',
    'confirmed',
    'delivered',
    'arrived_oversea_warehouse',
    'oversea_shipping',
    'arrived_local_warehouse',
    'courier_delivery',
    'problematic_shipment',
    'item_received',
  ],
  pending: ['new', 'assigned', 'pending'],
  completed: ['completed', 'declined', 'canceled', 'refunded'],
} as const satisfies Record<string, readonly AnyStatusLabelName[]>;

export type LegacyGroupName = keyof typeof LEGACY_GROUPS;

export function groupsOf(status: StatusName): DashboardGroupName[] {
  return (Object.keys(DASHBOARD_GROUPS) as DashboardGroupName[]).filter((g) =>
    (DASHBOARD_GROUPS[g] as readonly string[]).includes(status),
  );
}

/** The first dashboard group holding the status, or undefined (e.g. overdue sits in none). */
export function groupOf(status: StatusName): DashboardGroupName | undefined {
  return groupsOf(status)[0];
}

export function tabOf(status: StatusName): ListTabKey | undefined {
  return LIST_TABS.find((t) => t.statuses.includes(status))?.key;
}

export function legacyGroupOf(name: AnyStatusLabelName): LegacyGroupName | undefined {
  return (Object.keys(LEGACY_GROUPS) as LegacyGroupName[]).find((g) =>
    (LEGACY_GROUPS[g] as readonly string[]).includes(name),
  );
}
