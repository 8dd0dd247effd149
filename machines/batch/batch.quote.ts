import { DEMO_FX_RATES, toHkd, type FxRateTable } from '../pricing/fx';
import type { BatchContext, BatchFees } from './batch.types';

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

/** A quote's figures (the wire's QuoteFigures). */
export interface QuoteFigures {
  readonly currency: string;
  readonly lines: QuoteLines;
  readonly hkd: { readonly rate_micro: number; readonly rate_source: string; readonly lines: QuoteLines };
}

/** One quote revision (the wire's QuoteView): its number, the event that made it, its figures. */
export interface QuoteView extends QuoteFigures {
  readonly revision: number;
  readonly reason: string | null;
}

/**
 * Quote revisions: the figures the requester will pay, numbered in the batch's context
 * (`quoteRevision`). Any event that changes what the requester pays (buyer modify, declined items,
 * coupon, waived service fee, combine, staff correction) makes the next revision; the buyer's earning
 * does not.
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

/** Whether two fees ask the requester for different money (currency or any quote line). */
function quoteDiffers(before: BatchFees | null, after: BatchFees | null): boolean {
  if (!after) return false;
  if (!before || before.currency !== after.currency) return true;
  const a = quoteLinesOf(before);
  const b = quoteLinesOf(after);
  return QUOTE_LINE_FIELDS.some((f) => a[f] !== b[f]);
}

/**
 * The context after an event, with a new quote revision when the event changed what the requester
 * pays (`reason`: the event type; who made it is the event's metadata). Same figures, same revision:
 * an edit that changes nothing the requester pays never refuses their confirm.
 */
export function withQuoteRevision(before: BatchContext, after: BatchContext, reason: string): BatchContext {
  if (!quoteDiffers(before.fees, after.fees)) return after;
  return { ...after, quoteRevision: (before.quoteRevision ?? 0) + 1, quoteReason: reason };
}

/** The current quote revision (0: there is no quote yet). */
export function quoteRevisionOf(ctx: Pick<BatchContext, 'fees' | 'quoteRevision'>): number {
  return ctx.fees ? (ctx.quoteRevision ?? 0) : 0;
}

/** The quote of these fees, with every line also in HKD (rounded up, as the card is charged). */
export function quoteOf(
  ctx: Pick<BatchContext, 'fees' | 'quoteRevision' | 'quoteReason'>,
  rates: FxRateTable = DEMO_FX_RATES,
): QuoteView | null {
  const fees = ctx.fees;
  if (!fees) return null;
  return { revision: quoteRevisionOf(ctx), reason: ctx.quoteReason ?? null, ...quoteFiguresOf(fees, rates) };
}

/**
 * The figures of a quote (lines in the fees' currency and in HKD with the rate used): the one
 * breakdown every screen shows (calculator, request form, quote, receipt, timeline).
 */
export function quoteFiguresOf(fees: BatchFees, rates: FxRateTable = DEMO_FX_RATES): QuoteFigures {
  const lines = quoteLinesOf(fees);
  const hkd = (amount: number) => toHkd({ amount, currency: fees.currency }, rates, 'up').amount;
  const hkdLines = Object.fromEntries(QUOTE_LINE_FIELDS.map((f) => [f, hkd(lines[f])])) as unknown as QuoteLines;
  const direct = rates.rates.find((r) => r.from === fees.currency && r.to === 'HKD');
  return {
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
