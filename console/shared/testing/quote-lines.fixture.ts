import type { QuoteLines } from '@contracts/batch/quote';

/**
 * A quote's lines for specs: US$20.00 of items, US$10.00 international shipping and a US$3.00 service
 * fee (minor units), every other line zero; a spec overrides the lines its rule reads.
 */
export const quoteLinesOf = (over: Partial<QuoteLines> = {}): QuoteLines => ({
  item_subtotal: 2000,
  seller_shipping: 0,
  local_shipping: 0,
  international_shipping: 1000,
  additional_fee: 0,
  service_fee: 300,
  insurance_fee: 0,
  coupon_discount: 0,
  total: 3300,
  ...over,
});
