/**
 * The capture amount (spec §4 payments): what of the HKD authorisation is taken once the purchase is
 * complete, and what a partial payment cancellation releases. Pure money rules, shared by the
 * server's capture and cancel paths and their tests.
 */
import { estimateRefund } from '../pricing/refund-estimate';
import { acceptedChargeHkd } from './batch.arrival';
import { outstandingAuthorisation } from './batch.items';
import { capturedInAll } from './batch.top-up';
import type { BatchContext, BatchItem } from './batch.types';

/** Items dropped after payment: their share of the authorisation is not captured. */
const DROPPED_AFTER_PAYMENT = new Set<BatchItem['state']>(['purchase_canceled', 'payment_canceled']);

/**
 * HKD minor units the given dropped items stand for within the authorisation: the refund
 * arithmetic of machines/pricing (item value, pro-rata local shipping and insurance, the service
 * fee recomputed on what remains with its US$10 floor) applied to the HKD actually authorised, so
 * "capture only the purchased items" and "refund these items" agree to the cent.
 */
function droppedShare(ctx: BatchContext, droppedIds: ReadonlySet<string>): number {
  if (!ctx.fees || droppedIds.size === 0) return 0;
  // The fees were priced on every item not declined before payment.
  const priced = ctx.items.filter((i) => i.state !== 'declined');
  const dropped = priced.filter((i) => droppedIds.has(i.id));
  if (dropped.length === 0) return 0;
  if (dropped.length === priced.length) return ctx.payments.authorised;
  const estimate = estimateRefund(
    {
      fees: ctx.fees,
      items: priced.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity })),
      paidLocalTotal: { amount: ctx.payments.authorised, currency: 'HKD' },
    },
    dropped.map((i) => ({ itemId: i.id, quantity: i.quantity })),
  );
  return estimate.details.local_refund_total;
}

const droppedIdsOf = (ctx: BatchContext): Set<string> =>
  new Set(ctx.items.filter((i) => DROPPED_AFTER_PAYMENT.has(i.state)).map((i) => i.id));

/**
 * What to capture once the purchase is complete: the authorisation less the share of the items
 * given up after payment, never more than is still held. 0 when nothing was bought.
 */
export function captureAmountFor(ctx: BatchContext): number {
  if (!ctx.items.some((i) => i.state === 'purchased' || i.state === 'sent' || i.state === 'received')) return 0;
  const amount = ctx.payments.authorised - droppedShare(ctx, droppedIdsOf(ctx));
  // Never above what the requester accepted (a lower re-weigh accepted before capture), less what
  // top-ups took (a higher revision's increase is paid on its own payment).
  const accepted = acceptedChargeHkd(ctx) - capturedInAll(ctx);
  return Math.max(0, Math.min(outstandingAuthorisation(ctx), amount, accepted));
}

/**
 * HKD to release when payment is cancelled for `itemIds` only (CancelPayment's `amount`): the
 * extra share those items add to what was already given up, bounded by what is still held.
 * Used by PUT cancel_payment when it names items (src/around-batch/payments/batch/cancel-payment.action.ts).
 */
export function cancelReleaseFor(ctx: BatchContext, itemIds: readonly string[]): number {
  const before = droppedIdsOf(ctx);
  const after = new Set([...before, ...itemIds]);
  const extra = droppedShare(ctx, after) - droppedShare(ctx, before);
  return Math.max(0, Math.min(outstandingAuthorisation(ctx), extra));
}
