import type { BatchView, CurrencyCode } from '@machines/batch';
import { batchFeeQuote } from '../pricing/batch-fee-quote';
import type { PricingOptions } from '../pricing/request-fee-estimator';

const DROPPED_AFTER_PAYMENT = new Set(['payment_canceled', 'purchase_canceled', 'refunded']);
const KEPT = new Set(['purchased', 'sent', 'received', 'abandoned']);

/** Whether the agreed earning no longer holds: some item was given up or refunded after payment. */
export const earningNeedsRepricing = (v: BatchView): boolean =>
  v.fees !== null && v.items.some((i) => DROPPED_AFTER_PAYMENT.has(i.state));

/** Items the requester keeps paying for: bought and not refunded (abandoned ones were bought and shipped). */
export const keptItems = (v: BatchView): BatchView['items'] => v.items.filter((i) => KEPT.has(i.state));

/** The service fee and the buyer's share of it for what was bought and kept, in the fees' currency. */
export interface EarningFees {
  readonly currency: CurrencyCode;
  readonly serviceFee: number;
  readonly buyerEarning: number;
}

/**
 * The one earning computation (the detail page's `you_earn` and the buyer statistics both use it).
 * The buyer earns on what they bought and the requester kept: the agreed fees while every item goes
 * ahead; once items are cancelled (payment or purchase) or refunded, the same pricing
 * (machines/pricing) over the kept items only, so the service fee is recomputed with its US$10
 * floor; nothing kept, nothing earned.
 */
export function earningFees(v: BatchView, pricing: PricingOptions | null): EarningFees | null {
  const fees = v.fees;
  if (!fees) return null;
  const agreed = { currency: fees.currency, serviceFee: fees.serviceFee, buyerEarning: fees.buyerEarning };
  if (!earningNeedsRepricing(v) || !pricing) return agreed;
  const kept = keptItems(v);
  if (kept.length === 0) return { currency: fees.currency, serviceFee: 0, buyerEarning: 0 };
  try {
    const q = batchFeeQuote(
      kept,
      { localShipping: fees.localShipping, additionalFee: fees.additionalFee, waiveServiceFee: v.serviceFeeWaived },
      pricing,
    );
    return { currency: q.currency, serviceFee: q.serviceFee, buyerEarning: q.buyerEarning };
  } catch {
    // A route the fee table no longer prices: show the agreed figures rather than fail the page.
    return agreed;
  }
}

/** The buyer's earning (`you_earn`) in the fees' currency; null without fees. */
export function buyerEarningOf(v: BatchView, pricing: PricingOptions | null): number | null {
  return earningFees(v, pricing)?.buyerEarning ?? null;
}
