/**
 * What the requester will pay, as one quote revision: the lines in the fees' currency and
 * in HKD with the rate used. `revision` is the stored revision number (one more for every change of
 * what the requester pays): confirm and pay must send it back (body `quote_revision` or
 * `If-Match: "<revision>"`). Naming none answers 428 QUOTE_REVISION_REQUIRED; a changed quote answers
 * 409 QUOTE_CHANGED with the new quote. Money in minor units.
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

/** A quote's figures: the one breakdown the calculator, request form, quote, receipt and timeline show. */
export interface QuoteFigures {
  currency: string;
  lines: QuoteLines;
  hkd: {
    /** HKD per one major unit of `currency`, × 1,000,000 (1,000,000 when the fees are in HKD). */
    rate_micro: number;
    rate_source: string;
    lines: QuoteLines;
  };
}

export interface QuoteView extends QuoteFigures {
  /** 1, 2, …: the stored revision (0 never appears: no fees, no quote). */
  revision: number;
  /** The event type that made this revision (ItemsModified, ItemsDeclined, CouponApplied, …). */
  reason: string | null;
}

/**
 * One quote revision in the order's timeline: its figures, who made it and why.
 * GET /api/batch/quotes/{id}, for the requester, the buyer, staff and auditors.
 */
export interface QuoteRevisionEntry extends QuoteView {
  at: string;
  actor_id: string | null;
  actor_role: string | null;
  /**
   * The items whose unit price, quantity, weight or seller shipping this revision changed, each with
   * only what moved (old → new; money in the fees' minor units, weight in hundredths of a pound);
   * empty when none did, absent on the first revision.
   */
  item_changes?: QuoteItemChange[];
  /**
   * The note the person who made this revision gave with it (the buyer's remark with changed
   * figures): why the figures moved, in their words. Null when none was given.
   */
  note?: string | null;
}

/** One figure of an item, old → new. */
export interface QuoteFigureChange {
  before: number;
  now: number;
}

/** One item's change in a quote revision: what moved of its unit price, quantity, weight and seller shipping. */
export interface QuoteItemChange {
  item_id: string;
  name: string;
  price?: QuoteFigureChange;
  quantity?: QuoteFigureChange;
  /** Hundredths of a pound. */
  weight?: QuoteFigureChange;
  /** The seller's shipping for the item, in the fees' minor units. */
  seller_shipping?: QuoteFigureChange;
}

/** GET /api/batch/quotes/{id} (`stale`: read-your-writes gave up waiting). */
export interface QuoteRevisionsAnswer {
  results: QuoteRevisionEntry[];
  stale: boolean;
}

/** params of 409 QUOTE_CHANGED: the quote as it is now (the client shows old → new line by line). */
export interface QuoteChangedParams {
  quote_revision: number;
  given_revision: number;
  quote: QuoteView | null;
}
