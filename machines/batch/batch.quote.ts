import { DEMO_FX_RATES, toHkd, type FxRateTable } from '../pricing/fx';
import type { BatchFees } from './batch.types';

/** The lines of a quote, minor units (the wire's QuoteLines in contracts/batch/quote.ts). */
export interface QuoteLines {
  readonly item_subtotal: number;
  readonly seller_shipping: number;
  readonly local_shipping: number;
  readonly international_shipping: number;
  readonly additional_fee: number;
  readonly service_fee: number;
  readonly insurance_fee: number;
  readonly coupon_discount: number;
  readonly total: number;
}

/** One quote revision (the wire's QuoteView). */
export interface QuoteView {
  readonly revision: string;
  readonly currency: string;
  readonly lines: QuoteLines;
  readonly hkd: { readonly rate_micro: number; readonly rate_source: string; readonly lines: QuoteLines };
}

/**
 * Quote revisions (issue 20): the figures the requester will pay, named by a revision derived from
 * exactly those figures. Any change of what the requester pays (buyer modify, declined items, coupon,
 * waived service fee, warehouse, staff correction) changes the revision; the buyer's earning does not.
 */
export const QUOTE_LINE_FIELDS = [
  'item_subtotal',
  'seller_shipping',
  'local_shipping',
  'international_shipping',
  'additional_fee',
  'service_fee',
  'insurance_fee',
  'coupon_discount',
  'total',
] as const satisfies readonly (keyof QuoteLines)[];

export function quoteLinesOf(fees: BatchFees): QuoteLines {
  return {
    item_subtotal: fees.itemSubtotal,
    seller_shipping: fees.sellerShipping,
    local_shipping: fees.localShipping,
    international_shipping: fees.internationalShipping,
    additional_fee: fees.additionalFee,
    service_fee: fees.serviceFee,
    insurance_fee: fees.insuranceFee,
    coupon_discount: fees.couponDiscount,
    total: fees.total,
  };
}

// FNV-1a, twice with different offsets: a stable 64-bit name for a short canonical text (not a secret).
function fnv1a(text: string, offset: number): string {
  let hash = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The revision of these fees ('none' when there is no quote yet). */
export function quoteRevisionOf(fees: BatchFees | null): string {
  if (!fees) return 'none';
  const lines = quoteLinesOf(fees);
  const canonical = [fees.currency, ...QUOTE_LINE_FIELDS.map((f) => String(lines[f]))].join('|');
  return `q${fnv1a(canonical, 0x811c9dc5)}${fnv1a(canonical, 0x01000193)}`;
}

/** The quote of these fees, with every line also in HKD (rounded up, as the card is charged). */
export function quoteOf(fees: BatchFees | null, rates: FxRateTable = DEMO_FX_RATES): QuoteView | null {
  if (!fees) return null;
  const lines = quoteLinesOf(fees);
  const hkd = (amount: number) => toHkd({ amount, currency: fees.currency }, rates, 'up').amount;
  const hkdLines = Object.fromEntries(QUOTE_LINE_FIELDS.map((f) => [f, hkd(lines[f])])) as unknown as QuoteLines;
  const direct = rates.rates.find((r) => r.from === fees.currency && r.to === 'HKD');
  return {
    revision: quoteRevisionOf(fees),
    currency: fees.currency,
    lines,
    hkd: {
      rate_micro: fees.currency === 'HKD' ? 1_000_000 : (direct?.rateMicro ?? 0),
      rate_source: rates.source ?? 'table',
      // The charged total is the total converted (never the sum of converted lines).
      lines: { ...hkdLines, total: hkd(lines.total) },
    },
  };
}

/** The lines that differ between two quotes, old → new (what the customer app shows). */
export function quoteChanges(
  before: QuoteLines,
  after: QuoteLines,
): { field: (typeof QUOTE_LINE_FIELDS)[number]; from: number; to: number }[] {
  return QUOTE_LINE_FIELDS.filter((f) => before[f] !== after[f]).map((f) => ({
    field: f,
    from: before[f],
    to: after[f],
  }));
}
