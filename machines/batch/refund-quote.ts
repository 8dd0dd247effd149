/**
 * The refund quote (spec §4 refunds): what refunding some units of a paid batch gives back, in the
 * fees' currency and in HKD. Pure money rules, shared by the refund requests and staff's direct refund.
 */
import { PricingError } from '../pricing/pricing.errors';
import {
  estimateRefund,
  type AlreadyRefunded,
  type RefundEstimate,
  type RefundOrder,
} from '../pricing/refund-estimate';
import { refundedQuantities } from './batch.refunds';
import type { BatchContext } from './batch.types';
import type { RefundFigures, RefundLine } from './refund-request.types';

const DROPPED_AFTER_PAYMENT: readonly string[] = ['purchase_canceled', 'payment_canceled'];

export interface RefundQuote {
  readonly estimate: RefundEstimate;
  /** HKD minor units to give back to the card. */
  readonly amount: number;
  readonly details: RefundFigures;
}

const addUp = (a: AlreadyRefunded, d: RefundFigures): AlreadyRefunded => ({
  serviceFee: (a.serviceFee ?? 0) + d.refund_service_fee,
  localShippingFee: (a.localShippingFee ?? 0) + d.refund_local_shipping_fee,
  insurance: (a.insurance ?? 0) + d.refund_insurance,
  total: (a.total ?? 0) + d.refund_total,
});

/**
 * The refund arithmetic of machines/pricing (estimateRefund) on a paid batch. The order is every
 * item priced at payment; items given up after payment (not captured: capture-amount.ts) and
 * completed refund requests count as already refunded, so the US$10 service-fee floor applies to
 * what the requester really keeps, and a refund of everything left is a whole-order refund (no
 * floor). The HKD amount is the pro-rata share of the HKD authorised (rounded down), never more
 * than is still captured and unrefunded.
 * Throws PricingError for items or quantities that cannot be refunded.
 */
export function quoteRefund(ctx: BatchContext, lines: readonly RefundLine[], additionalRefund: number): RefundQuote {
  if (!ctx.fees) throw new PricingError('PRICING_REFUND_EXCEEDS_ORDER', { field: 'items' });
  const priced = ctx.items.filter((i) => i.state !== 'declined');
  const done = refundedQuantities(ctx);
  // Refunded outside a refund request (staff's direct refund, RefundItems): gone like a dropped item.
  const refundedDirectly = (i: (typeof priced)[number]): boolean =>
    i.state === 'refunded' && (done.get(i.id) ?? 0) < i.quantity;
  const gone = (i: (typeof priced)[number]): boolean => DROPPED_AFTER_PAYMENT.includes(i.state) || refundedDirectly(i);
  const dropped = priced.filter(gone);
  const paidLocalTotal = { amount: ctx.payments.authorised, currency: 'HKD' as const };
  const baseItems = priced.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity }));

  let already: AlreadyRefunded = {};
  if (dropped.length > 0) {
    const share = estimateRefund(
      { fees: ctx.fees, items: baseItems, paidLocalTotal },
      dropped.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    );
    already = addUp(already, share.details);
  }
  for (const r of ctx.refundRequests ?? []) if (r.status === 'completed') already = addUp(already, r.details);

  const order: RefundOrder = {
    fees: ctx.fees,
    items: priced.map((i) => ({
      id: i.id,
      price: i.price,
      quantity: i.quantity,
      refundedQuantity: gone(i) ? i.quantity : Math.min(i.quantity, done.get(i.id) ?? 0),
    })),
    alreadyRefunded: already,
    paidLocalTotal,
  };
  const estimate = estimateRefund(
    order,
    lines.map((l) => ({ itemId: l.id, quantity: l.quantity })),
    additionalRefund,
  );
  const left = ctx.payments.captured - ctx.payments.refunded;
  const amount = Math.min(left, estimate.details.local_refund_total);
  return { estimate, amount, details: { ...estimate.details, local_refund_total: amount } };
}
