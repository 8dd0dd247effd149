/**
 * The figures of a quote revision after payment (docs/arrival.md): the current fees changed by exactly
 * what changed (a re-weighed item's shipping, a new local shipping or surcharge line), the coupon
 * recomputed, and the HKD the requester would pay in all. Pure; the pricing options come in.
 */
import {
  acceptedChargeHkd,
  feesTotal,
  quoteFiguresOf,
  repriceCoupon,
  type BatchContext,
  type BatchFees,
} from '@machines/batch';
import { batchFeeQuote, priceOrBadRequest, type PricedItem, type PricingOptions } from '../../batch';

const KEPT = new Set(['purchased', 'sent', 'received']);
const LINES = ['itemSubtotal', 'sellerShipping', 'internationalShipping', 'serviceFee', 'insuranceFee'] as const;

/** The fees with one item re-weighed: the pricing difference of the weight applied to the fees in force. */
export function reweighedFees(ctx: BatchContext, itemId: string, weight: number, pricing: PricingOptions): BatchFees {
  const current = ctx.fees;
  if (!current) throw new Error('a paid batch has fees');
  const kept = ctx.items.filter((i) => KEPT.has(i.state));
  const extras = {
    localShipping: current.localShipping,
    additionalFee: current.additionalFee,
    waiveServiceFee: ctx.serviceFeeWaived,
  };
  const price = (items: readonly PricedItem[]) => priceOrBadRequest(() => batchFeeQuote(items, extras, pricing));
  const before = price(kept);
  const after = price(kept.map((i) => (i.id === itemId ? { ...i, weight } : i)));
  const moved = { ...current };
  for (const line of LINES) moved[line] = Math.max(0, current[line] + after[line] - before[line]);
  return withTotal(ctx, moved);
}

/** The fees with a line set anew (additional local shipping, a surcharge). */
export function revisedLines(ctx: BatchContext, lines: { localShipping?: number; additionalFee?: number }): BatchFees {
  const current = ctx.fees;
  if (!current) throw new Error('a paid batch has fees');
  return withTotal(ctx, {
    ...current,
    localShipping: lines.localShipping ?? current.localShipping,
    additionalFee: lines.additionalFee ?? current.additionalFee,
  });
}

/** The total of the moved lines, then the promo code's discount recomputed on it (as before payment). */
function withTotal(ctx: BatchContext, fees: BatchFees): BatchFees {
  return repriceCoupon(ctx.coupon, { ...fees, total: feesTotal(fees) }).fees;
}

/** HKD the requester would pay in all: what they accepted, moved by the revision's HKD difference. */
export function chargeHkdFor(ctx: BatchContext, fees: BatchFees, rates: PricingOptions['fxRates']): number {
  const hkdTotal = (f: BatchFees) => quoteFiguresOf(f, rates).hkd.lines.total;
  const current = ctx.fees ? hkdTotal(ctx.fees) : 0;
  return Math.max(0, acceptedChargeHkd(ctx) + hkdTotal(fees) - current);
}
