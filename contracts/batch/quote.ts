/**
 * What the requester will pay, as one quote revision (issue 20): the lines in the fees' currency and
 * in HKD with the rate used. `revision` names exactly these figures: confirm and pay send it back
 * (body `quote_revision` or `If-Match: "<revision>"`), and a changed quote answers 409 QUOTE_CHANGED.
 * Money in minor units.
 */
export interface QuoteLines {
  item_subtotal: number;
  seller_shipping: number;
  local_shipping: number;
  international_shipping: number;
  additional_fee: number;
  service_fee: number;
  insurance_fee: number;
  coupon_discount: number;
  total: number;
}

export interface QuoteView {
  revision: string;
  currency: string;
  lines: QuoteLines;
  hkd: {
    /** HKD per one major unit of `currency`, × 1,000,000 (1,000,000 when the fees are in HKD). */
    rate_micro: number;
    rate_source: string;
    lines: QuoteLines;
  };
}

/** params of 409 QUOTE_CHANGED: the quote as it is now (the client shows old → new line by line). */
export interface QuoteChangedParams {
  quote_revision: string;
  given_revision: string;
  quote: QuoteView | null;
}
