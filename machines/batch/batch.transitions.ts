/**
 * The batch's allowed transitions as a declared table (Vendure style): event, source statuses and
 * target branches. The machine is built from it and the README table is printed from it, so there
 * is one place to read "what may happen when". Guards name functions in batch.guards.ts.
 */
import type { BatchEventType } from './batch.events';
import type { BatchStatusValue } from './batch.types';
import { SHIPPING_STAGES, STATUS_NAMES, type ShippingStage, type StatusName } from './status-table';

export type GuardName =
  | 'notOverdueDecline'
  | 'allItemsDeclined'
  | 'nothingLeftToBuy'
  | 'allBoughtNoneCanceled'
  | 'someBought'
  | 'noOpenItems'
  | 'nothingToReceive'
  | 'nothingLeftToRefund'
  | 'nothingLeftToAbandon'
  | 'captureWithinAcceptedQuote'
  | 'unpaidOverdue'
  | 'atPickupPoint'
  | 'atPickupNothingToReceive';

export interface Branch {
  readonly guard?: GuardName | { readonly type: 'shippingTarget'; readonly params: { readonly status: ShippingStage } };
  /** Omitted: stay in the same status (the context still changes). */
  readonly target?: StatusName;
}

export interface TransitionRow {
  readonly event: BatchEventType;
  readonly from: readonly BatchStatusValue[];
  readonly branches: readonly Branch[];
}

export const FINAL_STATUSES = [
  'canceled',
  'completed',
  'all_refunded',
  'all_payment_canceled',
  'all_abandoned',
] as const satisfies readonly StatusName[];

export const PRE_ACCEPT = ['new', 'requested', 'assigned'] as const satisfies readonly StatusName[];
export const UNPAID = [
  'accepted',
  'modified',
  'requested_payment',
  'confirmed',
] as const satisfies readonly StatusName[];
/** Paid, nothing bought yet. */
export const PAID_NOTHING_BOUGHT = [
  'payment_authorized',
  'paid',
  'wait_for_auto_purchase',
  'manual',
  'error',
  'payment_canceled',
] as const satisfies readonly StatusName[];
export const BUYING = [...PAID_NOTHING_BOUGHT, 'partially_purchased', 'purchased'] as const;
export const PURCHASE_DONE = ['purchase_completed', 'purchased_p'] as const satisfies readonly StatusName[];
export const IN_SHIPPING = ['item_sent', ...SHIPPING_STAGES] as const satisfies readonly StatusName[];
export const AFTER_SHIPPING_SIDE = ['item_received', 'refunded', 'abandoned'] as const satisfies readonly StatusName[];

/**
 * Where arrival happens (docs/arrival.md): goods bought and paid for, not yet on their way to Hong
 * Kong. A parcel may reach the overseas warehouse before the buyer records its tracking number.
 */
export const CHECK_IN_STATUSES = [
  'partially_purchased',
  'purchased',
  ...PURCHASE_DONE,
  'payment_captured',
  'arrived_oversea_warehouse',
  'refunded',
] as const satisfies readonly StatusName[];
/** Reviews, disputes and revisions go on while the order is paid and not final. */
export const ARRIVAL_STATUSES = [
  'partially_purchased',
  'purchased',
  ...PURCHASE_DONE,
  'payment_captured',
  ...IN_SHIPPING,
  'received',
  ...AFTER_SHIPPING_SIDE,
] as const satisfies readonly StatusName[];

/** Paid and not final: receipts (proofs) may be uploaded and deleted (before anything is bought, too). */
export const PROOF_STATUSES = [...PAID_NOTHING_BOUGHT, ...ARRIVAL_STATUSES] as const satisfies readonly StatusName[];

/**
 * `overdue` is two side states of the spec's one status: an unpaid request past its payment
 * deadline (no shipping stage) and goods left at the pickup point past free storage (stage bns_in).
 * Rows from `overdue` say which one they mean with a guard.
 */
const OVERDUE_UNPAID: Branch['guard'] = 'unpaidOverdue';
const OVERDUE_AT_PICKUP: Branch['guard'] = 'atPickupPoint';

/** Purchase progress after ItemsPurchased / PurchaseCanceled; no branch matched = stay. */
const PURCHASE_BRANCHES: readonly Branch[] = [
  { guard: 'nothingLeftToBuy', target: 'all_payment_canceled' },
  { guard: 'allBoughtNoneCanceled', target: 'purchased' },
  { guard: 'someBought', target: 'partially_purchased' },
  {},
];

const SHIPPING_BRANCHES: readonly Branch[] = SHIPPING_STAGES.map((status) => ({
  guard: { type: 'shippingTarget', params: { status } },
  target: status,
}));

const row = (event: BatchEventType, from: readonly BatchStatusValue[], ...branches: Branch[]): TransitionRow => ({
  event,
  from,
  branches: branches.length ? branches : [{}],
});
const to = (target: StatusName): Branch => ({ target });

export const TRANSITIONS: readonly TransitionRow[] = [
  row('RequestCreated', ['none'], to('new')),
  row('RequestSubmitted', ['new'], to('requested')),
  row('BuyerAssigned', ['requested', 'assigned', ...UNPAID], to('assigned')),
  row('BuyerAssigned', ['declined'], { guard: 'notOverdueDecline', target: 'assigned' }),
  row('RequestAccepted', ['assigned'], to('accepted')),
  row('RequestDeclined', ['assigned', ...UNPAID], to('declined')),
  row('RequestDeclined', ['overdue'], { guard: OVERDUE_UNPAID, target: 'declined' }),
  row('ItemsModified', UNPAID, to('modified')),
  row('ItemsDeclined', UNPAID, { guard: 'allItemsDeclined', target: 'declined' }, to('modified')),
  row('ServiceFeeWaived', UNPAID),
  row('PaymentRequested', ['accepted', 'modified'], to('requested_payment')),
  row('RequestConfirmed', ['modified', 'requested_payment'], to('confirmed')),
  row('RequestOverdue', UNPAID, to('overdue')),
  row('CheckoutStarted', ['modified', 'requested_payment', 'confirmed'], to('paying')),
  row('PaymentFailed', ['paying'], to('confirmed')),
  row('PaymentAuthorised', ['paying'], to('payment_authorized')),
  row('PaymentSettled', ['paying'], to('paid')),
  row('RequestCanceled', [...PRE_ACCEPT, ...UNPAID, 'declined'], to('canceled')),
  row('RequestCanceled', ['overdue'], { guard: OVERDUE_UNPAID, target: 'canceled' }),
  row('RequestsCombined', PRE_ACCEPT),
  row('RequestMerged', PRE_ACCEPT, to('canceled')),
  row(
    'PaymentCanceled',
    PAID_NOTHING_BOUGHT,
    { guard: 'noOpenItems', target: 'all_payment_canceled' },
    to('payment_canceled'),
  ),
  row(
    'SentToRobot',
    ['payment_authorized', 'paid', 'manual', 'error', 'payment_canceled'],
    to('wait_for_auto_purchase'),
  ),
  row('RobotPurchaseFailed', ['wait_for_auto_purchase'], to('error')),
  row(
    'MarkedManual',
    ['payment_authorized', 'paid', 'wait_for_auto_purchase', 'error', 'payment_canceled'],
    to('manual'),
  ),
  row('ItemsPurchased', [...PAID_NOTHING_BOUGHT, 'partially_purchased'], ...PURCHASE_BRANCHES),
  row('PurchaseCanceled', BUYING, ...PURCHASE_BRANCHES),
  row('PurchaseCompleted', ['purchased'], to('purchase_completed')),
  row('PurchaseCompleted', ['partially_purchased'], to('purchased_p')),
  // Never above what the requester accepted, never while a quote revision waits for them.
  row('PaymentCaptured', PURCHASE_DONE, { guard: 'captureWithinAcceptedQuote', target: 'payment_captured' }),
  row('TrackingSent', [...PURCHASE_DONE, 'payment_captured', 'refunded'], to('item_sent')),
  row('TrackingSent', [...IN_SHIPPING, 'item_received', 'abandoned']),
  // Also after some items were abandoned at the pickup point: the rest are still picked up or delivered.
  row('OrderStatusUpdated', [...IN_SHIPPING, 'refunded', 'abandoned'], ...SHIPPING_BRANCHES),
  // Picked up or delivered after free storage ended: the order leaves overdue (the shipping guard
  // already needs a stage past Ready for Pickup, which an unpaid overdue request never has).
  row('OrderStatusUpdated', ['overdue'], ...SHIPPING_BRANCHES),
  row(
    'ItemsReceived',
    [...IN_SHIPPING, ...AFTER_SHIPPING_SIDE],
    { guard: 'nothingToReceive', target: 'received' },
    to('item_received'),
  ),
  row(
    'ItemsReceived',
    ['overdue'],
    { guard: 'atPickupNothingToReceive', target: 'received' },
    { guard: OVERDUE_AT_PICKUP, target: 'item_received' },
  ),
  row('OrderCompleted', ['received', ...AFTER_SHIPPING_SIDE], { guard: 'nothingToReceive', target: 'completed' }),
  row(
    'ItemsRefunded',
    [...PURCHASE_DONE, 'payment_captured', ...IN_SHIPPING, 'received', ...AFTER_SHIPPING_SIDE],
    { guard: 'nothingLeftToRefund', target: 'all_refunded' },
    to('refunded'),
  ),
  // Refund requests change no status; ItemsRefunded (their completion) does.
  row('RefundRequested', [...PURCHASE_DONE, 'payment_captured', ...IN_SHIPPING, 'received', ...AFTER_SHIPPING_SIDE]),
  row('RefundRequestUpdated', [
    ...PURCHASE_DONE,
    'payment_captured',
    ...IN_SHIPPING,
    'received',
    ...AFTER_SHIPPING_SIDE,
  ]),
  row(
    'ItemsAbandoned',
    [...IN_SHIPPING, ...AFTER_SHIPPING_SIDE, 'overdue'],
    { guard: 'nothingLeftToAbandon', target: 'all_abandoned' },
    to('abandoned'),
  ),
  row('CouponApplied', ['assigned', ...UNPAID]),
  row('CouponRemoved', ['assigned', ...UNPAID]),
  row('CouponUpdated', ['assigned', ...UNPAID, 'declined']),
  row('ProofUploaded', PROOF_STATUSES),
  row('ProofDeleted', PROOF_STATUSES),
  // Spec §9: the warehouse stages measure the parcel; no status changes.
  row('ParcelMeasured', IN_SHIPPING),
  // Arrival: the first check-in of a sent order is its arrival at the overseas warehouse.
  row('ParcelCheckedIn', ['item_sent'], to('arrived_oversea_warehouse')),
  row('ParcelCheckedIn', CHECK_IN_STATUSES),
  row('ItemsApproved', ARRIVAL_STATUSES),
  row('ItemsAutoApproved', ARRIVAL_STATUSES),
  row('ProblemReported', ARRIVAL_STATUSES),
  row('DisputeMessagePosted', ARRIVAL_STATUSES),
  row('DisputeResolved', ARRIVAL_STATUSES),
  row('QuoteRevised', ARRIVAL_STATUSES),
  row('QuoteRevisionAccepted', ARRIVAL_STATUSES),
  row('QuoteDifferenceRefunded', ARRIVAL_STATUSES),
  row('QuoteRevisionDeclined', ARRIVAL_STATUSES),
  // Paying a higher revision's increase (a top-up): no status of its own; its authorisation accepts the revision.
  row('TopUpPaymentStarted', ARRIVAL_STATUSES),
  row('TopUpPaymentAuthorised', ARRIVAL_STATUSES),
  row('TopUpPaymentFailed', ARRIVAL_STATUSES),
  row('TopUpPaymentCaptured', ARRIVAL_STATUSES),
  row('ArrivalReviewReminded', ARRIVAL_STATUSES),
  // The pickup code checked at the counter: only a parcel waiting at its pickup point is handed over.
  row('ParcelHandedOver', ['bns_in'], to('bns_out')),
  // Overdue at the pickup point is not a give-up: the requester may still collect with the code.
  row('ParcelHandedOver', ['overdue'], { guard: OVERDUE_AT_PICKUP, target: 'bns_out' }),
  // Some items abandoned or refunded while the parcel waits: the rest are still handed over with the code.
  row('ParcelHandedOver', ['abandoned', 'refunded'], { guard: OVERDUE_AT_PICKUP, target: 'bns_out' }),
  // The pickup point's storage window (batch.pickup.ts): reminders and the end of free storage come
  // from the scheduler; staff may extend it, which brings an overdue order back to Ready for Pickup.
  row('PickupReminded', ['bns_in']),
  row('PickupOverdue', ['bns_in'], to('overdue')),
  row('StorageExtended', ['bns_in']),
  row('StorageExtended', ['overdue'], { guard: OVERDUE_AT_PICKUP, target: 'bns_in' }),
  row('WarehouseUpdated', [...PRE_ACCEPT, ...UNPAID, ...BUYING, ...PURCHASE_DONE, 'payment_captured']),
];

/** Events every existing, non-final batch takes without changing status. */
export const ANYTIME_EVENTS: readonly BatchEventType[] = ['BuyerRemarkAdded', 'AutoWorkflowToggled'];

const isFinal = (s: BatchStatusValue): boolean => (FINAL_STATUSES as readonly string[]).includes(s);

/**
 * The statuses in which the machine takes any of these events, as batch.machine.ts expands the
 * table: the rows' `from`, and every existing non-final status for an anytime event. Commands are
 * allowed where the machine takes their event, so their statuses are never written twice.
 */
export function statusesAccepting(events: readonly BatchEventType[]): BatchStatusValue[] {
  const all: BatchStatusValue[] = ['none', ...STATUS_NAMES];
  const from = new Set<BatchStatusValue>(TRANSITIONS.filter((r) => events.includes(r.event)).flatMap((r) => r.from));
  if (events.some((e) => ANYTIME_EVENTS.includes(e)))
    all.filter((s) => s !== 'none' && !isFinal(s)).forEach((s) => from.add(s));
  return all.filter((s) => from.has(s));
}
