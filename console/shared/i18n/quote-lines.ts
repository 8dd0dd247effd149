import type { QuoteLines } from '@contracts/batch/quote';

/**
 * The label of each quote line: one wording on every screen that shows money, in the
 * customer app (QuoteBreakdown) and the console's quote revisions alike.
 */
export const QUOTE_LINE_LABELS: Record<keyof QuoteLines, string> = {
  item_subtotal: 'fees.subtotal',
  seller_shipping: 'fees.sellerShipping',
  local_shipping: 'fees.localShipping',
  international_shipping: 'fees.internationalShipping',
  additional_fee: 'fees.additional',
  service_fee: 'fees.serviceFee',
  insurance_fee: 'fees.insurance',
  coupon_discount: 'fees.coupon',
  total: 'fees.total',
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
