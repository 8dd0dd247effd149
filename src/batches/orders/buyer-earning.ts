import type { BatchView } from '../../../machines/batch';
import { batchFeeQuote } from '../pricing/batch-fee-quote';
import type { PricingOptions } from '../pricing/request-fee-estimator';

const DROPPED_AFTER_PAYMENT = new Set(['payment_canceled', 'purchase_canceled', 'refunded']);
const KEPT = new Set(['purchased', 'sent', 'received', 'abandoned']);

/** Whether the agreed earning no longer holds: some item was given up or refunded after payment. */
export const earningNeedsRepricing = (v: BatchView): boolean => v.fees !== null && v.items.some((i) => DROPPED_AFTER_PAYMENT.has(i.state));

/**
 * The buyer earns on what they bought and the requester kept: the agreed fees' earning while every
 * item goes ahead; once items are cancelled (payment or purchase) or refunded, the same pricing
 * (machines/pricing) over the kept items only; nothing kept, nothing earned. Abandoned items were
 * bought and shipped, so they still count.
 */
export function buyerEarningOf(v: BatchView, pricing: PricingOptions | null): number | null {
  if (!v.fees) return null;
  if (!earningNeedsRepricing(v) || !pricing) return v.fees.buyerEarning;
  const kept = v.items.filter((i) => KEPT.has(i.state));
  if (kept.length === 0) return 0;
  try {
    return batchFeeQuote(kept, { localShipping: v.fees.localShipping, additionalFee: v.fees.additionalFee, waiveServiceFee: v.serviceFeeWaived }, pricing).buyerEarning;
  } catch {
    // A route the fee table no longer prices: show the agreed figure rather than fail the page.
    return v.fees.buyerEarning;
  }
}
