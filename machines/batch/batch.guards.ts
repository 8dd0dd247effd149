/**
 * Machine guards. Item-dependent guards look at the context as it will be after the event
 * (applyEvent), so the status the machine picks always agrees with the data the event leaves.
 */
import { acceptedChargeHkd, arrivalSettled, pendingRevision } from './batch.arrival';
import { applyEvent } from './batch.context';
import { capturedInAll } from './batch.top-up';
import type { BatchEvent } from './batch.events';
import { abandonableItems, boughtItems, countIn, openItems, receivableItems, refundableItems } from './batch.items';
import type { BatchContext, ShippingStage } from './batch.types';
import { codeOf } from './statuses';

type GuardArgs = { context: BatchContext; event: BatchEvent };
const after = ({ context, event }: GuardArgs): BatchContext => applyEvent(context, event);

export const batchGuards = {
  notOverdueDecline: ({ context }: GuardArgs) => context.declined?.reason !== 'overdue_unpaid_request',
  allItemsDeclined: (args: GuardArgs) => after(args).items.every((i) => i.state === 'declined'),
  nothingLeftToBuy: (args: GuardArgs) => {
    const c = after(args);
    return openItems(c).length === 0 && boughtItems(c).length === 0;
  },
  allBoughtNoneCanceled: (args: GuardArgs) => {
    const c = after(args);
    return openItems(c).length === 0 && countIn(c, 'payment_canceled', 'purchase_canceled') === 0;
  },
  someBought: (args: GuardArgs) => boughtItems(after(args)).length > 0,
  noOpenItems: (args: GuardArgs) => openItems(after(args)).length === 0,
  nothingToReceive: (args: GuardArgs) => receivableItems(after(args)).length === 0,
  nothingLeftToRefund: (args: GuardArgs) => refundableItems(after(args)).length === 0,
  nothingLeftToAbandon: (args: GuardArgs) => {
    const c = after(args);
    return abandonableItems(c).length === 0 && countIn(c, 'received') === 0;
  },
  /**
   * Forward only: a later code than the last stage reached (shared codes do not move forward). Past
   * the overseas warehouse only once the arrival is settled: nothing unreviewed or disputed is
   * consolidated, nothing moves on while a quote revision waits.
   */
  shippingTarget: ({ context, event }: GuardArgs, params: { status: ShippingStage }) =>
    event.type === 'OrderStatusUpdated' &&
    event.data.status === params.status &&
    isForwardStage(context.shippingStage, params.status) &&
    (!leavesOverseasWarehouse(params.status) || arrivalSettled(context)),
  /** `overdue` for an unpaid request (no shipping stage), not for goods left at the pickup point. */
  unpaidOverdue: ({ context }: GuardArgs) => context.shippingStage === null,
  atPickupPoint: ({ context }: GuardArgs) => context.shippingStage === 'bns_in',
  atPickupNothingToReceive: (args: GuardArgs) =>
    args.context.shippingStage === 'bns_in' && receivableItems(after(args)).length === 0,
  captureWithinAcceptedQuote: ({ context, event }: GuardArgs) =>
    event.type === 'PaymentCaptured' &&
    pendingRevision(context) === null &&
    capturedInAll(context) + event.data.amount <= acceptedChargeHkd(context),
};

/** Stages after the overseas warehouse: the goods are packed for Hong Kong. */
export function leavesOverseasWarehouse(stage: ShippingStage): boolean {
  return codeOf(stage) > codeOf('arrived_oversea_warehouse');
}

export function isForwardStage(current: BatchContext['shippingStage'], next: ShippingStage): boolean {
  return current === null || codeOf(next) > codeOf(current);
}

/**
 * Picked Up at a pickup point only through the counter's hand-off (HandOverParcel, against the
 * requester's one-time code): a status update would let anyone mark it collected, and while the
 * parcel waits at the pickup point (bns_in, also when overdue there) no later stage may be set by
 * hand either, or the hand-off could be skipped. Once Picked Up, the later stages move by hand. A
 * courier order has no code, so it moves by hand throughout. Not a machine guard: earlier histories
 * that moved a pickup order on by hand must still replay.
 */
export function needsPickupCode(
  delivery: BatchContext['delivery'],
  current: BatchContext['shippingStage'],
  next: ShippingStage,
): boolean {
  if (delivery?.kind !== 'pickup') return false;
  return next === 'bns_out' || (current === 'bns_in' && codeOf(next) > codeOf('bns_in'));
}
