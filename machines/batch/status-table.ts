/**
 * The spec's order status table (product-spec §3) as data. Every other list of statuses in the
 * project (labels, groups, tabs, steps, machine states) is derived from this file, never retyped.
 * It imports nothing, so every other file of the core may build on it.
 */

/** Request step 1-7 from the spec's table (the detail page's stepper). */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One row of the status table. Codes are shared by some names (33, 200, 220): names are the identity. */
export interface StatusDefinition<N extends string = string> {
  readonly name: N;
  readonly code: number;
  readonly step: Step;
  readonly labelKey: `status.${N}`;
  /** English default label; the locale files are generated from STATUS_LABELS_EN. */
  readonly label: string;
}

const row = <N extends string>(name: N, code: number, step: Step, label: string): StatusDefinition<N> => ({
  name,
  code,
  step,
  labelKey: `status.${name}`,
  label,
});

/** Ordered as in the spec's table, step by step. */
export const STATUSES = [
  row('new', 0, 1, 'New'),
  row('requested', 1, 1, 'Requested'),

  row('assigned', 2, 2, 'Assigned'),
  row('declined', 256, 2, 'Request Declined'),
  row('canceled', 258, 2, 'Canceled'),
  row('refunded', 259, 2, 'Refunded'),
  row('payment_canceled', 260, 2, 'Payment Canceled'),
  row('overdue', 261, 2, 'Overdue'),

  row('accepted', 4, 3, 'Accepted'),
  row('modified', 8, 3, 'Ready for Payment'),
  row('requested_payment', 10, 3, 'Payment Requested'),
  row('paying', 14, 3, 'Paying'),
  row('confirmed', 16, 3, 'Ready for Payment'),

  row('paid', 32, 4, 'Paid'),
  row('payment_authorized', 33, 4, 'Paid'),
  row('wait_for_auto_purchase', 33, 4, 'Waiting for Auto Purchase'),
  row('manual', 33, 4, 'Manual'),
  row('partially_purchased', 34, 4, 'Partially Purchased'),
  row('purchase_completed', 35, 4, 'Purchase Completed'),
  row('purchased_p', 36, 4, 'Purchased-P'),
  row('error', 37, 4, 'Error'),
  row('purchased', 64, 4, 'Purchased'),
  row('payment_captured', 65, 4, 'Purchased'),
  row('all_refunded', 500, 4, 'All Refunded'),
  row('all_payment_canceled', 502, 4, 'All Payment Canceled'),

  row('item_sent', 128, 5, 'Item Sent'),
  row('arrived_oversea_warehouse', 130, 5, 'Overseas Warehouse'),
  row('oversea_shipping', 131, 5, 'Overseas Shipping'),
  row('arrived_local_warehouse', 132, 5, 'Hong Kong Warehouse'),
  row('courier_delivery', 133, 5, 'Final Delivery'),
  row('shipping', 200, 5, 'Shipping'),
  row('bns_shipping', 200, 5, 'Shipped by Seller'),
  row('bns_in', 201, 5, 'Ready for Pickup'),
  row('bns_out', 202, 5, 'Picked Up'),
  row('bns_warehouse', 203, 5, 'At Warehouse'),
  row('bns_warehouse_out', 204, 5, 'Left Warehouse'),
  row('bns_complete', 205, 5, 'Delivered'),
  row('defer_shipped', 206, 5, 'Shipment Deferred'),
  row('all_defer_shipped', 207, 5, 'All Shipments Deferred'),

  row('received', 220, 6, 'Received'),
  row('item_received', 220, 6, 'Item Received'),
  row('completed', 513, 6, 'Completed'),

  row('all_abandoned', 501, 7, 'All Abandoned'),
  row('abandoned', 516, 7, 'Abandoned'),
] as const;

export type StatusName = (typeof STATUSES)[number]['name'];
export type StatusLabelKey = `status.${StatusName}`;

/** Labels seen in the spec without a code; only the legacy grouping uses them. */
export const EXTRA_LABELS = [
  { name: 'adding', labelKey: 'status.adding', label: 'Adding' },
  { name: 'bought', labelKey: 'status.bought', label: 'Bought' },
  { name: 'delivered', labelKey: 'status.delivered', label: 'Delivered' },
  { name: 'problematic_shipment', labelKey: 'status.problematic_shipment', label: 'Problematic Shipment' },
  { name: 'pending', labelKey: 'status.pending', label: 'Pending' },
] as const;

export type ExtraLabelName = (typeof EXTRA_LABELS)[number]['name'];
/** Any name a legacy record may carry: a real status or a label-only entry. */
export type AnyStatusLabelName = StatusName | ExtraLabelName;

export const STATUS_NAMES: readonly StatusName[] = STATUSES.map((s) => s.name);

/** English defaults keyed by label key: the source the i18n files are generated from. */
export const STATUS_LABELS_EN: Readonly<Record<string, string>> = Object.fromEntries([
  ...STATUSES.map((s) => [s.labelKey, s.label] as const),
  ...EXTRA_LABELS.map((s) => [s.labelKey, s.label] as const),
]);

const BY_NAME: ReadonlyMap<string, StatusDefinition<StatusName>> = new Map(STATUSES.map((s) => [s.name, s]));

export function isStatusName(name: string): name is StatusName {
  return BY_NAME.has(name);
}

export function statusByName(name: string): StatusDefinition<StatusName> | undefined {
  return BY_NAME.get(name);
}

/** Several names share a code (33, 200, 220), so a code maps to a list. */
export function statusesByCode(code: number): StatusDefinition<StatusName>[] {
  return STATUSES.filter((s) => s.code === code);
}

export function stepOf(name: StatusName): Step {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`Unknown status ${name}`);
  return def.step;
}

export function codeOf(name: StatusName): number {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`Unknown status ${name}`);
  return def.code;
}

export function labelKeyOf(name: AnyStatusLabelName): string {
  return `status.${name}`;
}

/** Shipping stages UpdateOrderStatus may move to (step 5 minus item_sent, which SendTracking sets). */
export const SHIPPING_STAGES = [
  'arrived_oversea_warehouse',
  'oversea_shipping',
  'arrived_local_warehouse',
  'courier_delivery',
  'shipping',
  'bns_shipping',
  'bns_in',
  'bns_out',
  'bns_warehouse',
  'bns_warehouse_out',
  'bns_complete',
  'defer_shipped',
  'all_defer_shipped',
] as const satisfies readonly StatusName[];
export type ShippingStage = (typeof SHIPPING_STAGES)[number];

/**
 * The shipping stages in journey order, as a person picks the next one: spec §4's stages first
 * (Overseas Warehouse → Overseas Shipping → Hong Kong Warehouse → Final Delivery → Ready for Pickup →
 * Picked Up → Delivered), then the ones the spec names apart (the generic shipping, shipped by seller,
 * the pickup network's warehouse, deferred shipments) by code. The machine decides which are allowed.
 */
export const SHIPPING_JOURNEY = [
  'arrived_oversea_warehouse',
  'oversea_shipping',
  'arrived_local_warehouse',
  'courier_delivery',
  'bns_in',
  'bns_out',
  'bns_complete',
  'shipping',
  'bns_shipping',
  'bns_warehouse',
  'bns_warehouse_out',
  'defer_shipped',
  'all_defer_shipped',
] as const satisfies readonly ShippingStage[];

/**
 * The happy path a batch walks, request to completion, in order: the test kit's `driveTo` and the
 * demo seed follow it, and "has the batch reached X yet" is an index comparison along it.
 */
export const MAIN_PATH = [
  'requested',
  'assigned',
  'accepted',
  'modified',
  'requested_payment',
  'confirmed',
  'payment_authorized',
  'partially_purchased',
  'purchased',
  'payment_captured',
  'item_sent',
  'arrived_oversea_warehouse',
  'oversea_shipping',
  'arrived_local_warehouse',
  'courier_delivery',
  'bns_complete',
  'completed',
] as const satisfies readonly StatusName[];
export type MainPathStatus = (typeof MAIN_PATH)[number];
