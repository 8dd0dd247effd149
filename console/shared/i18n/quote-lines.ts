import type { QuoteLines } from '@contracts/batch/quote';

/**
 * The label of each quote line (issue 20): one wording on every screen that shows money, in the
 * customer app (QuoteBreakdown) and the console's quote revisions alike.
 */
export const QUOTE_LINE_LABELS: Record<keyof QuoteLines, string> = {
  item_subtotal: 'batch.fees.subtotal',
  seller_shipping: 'batch.fees.sellerShipping',
  local_shipping: 'batch.fees.localShipping',
  international_shipping: 'batch.fees.internationalShipping',
  additional_fee: 'batch.fees.additional',
  service_fee: 'batch.fees.serviceFee',
  insurance_fee: 'batch.fees.insurance',
  coupon_discount: 'batch.fees.coupon',
  total: 'batch.fees.total',
};

/** Why a revision was made (`batch.quote.reasons.*`); an event type not listed reads "Quote changed". */
export const QUOTE_REASONS = [
  'RequestCreated',
  'ItemsModified',
  'ItemsDeclined',
  'PaymentRequested',
  'ServiceFeeWaived',
  'CouponApplied',
  'CouponRemoved',
  'RequestsCombined',
] as const;

export const quoteReasonKey = (reason: string | null): string =>
  `batch.quote.reasons.${(QUOTE_REASONS as readonly string[]).includes(reason ?? '') ? reason : 'other'}`;
