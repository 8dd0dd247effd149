import { quoteRefund, refundedQuantities, type RefundLine } from '@machines/batch';
import { isPricingError } from '@machines/pricing';
import type { LoadedBatch } from '../../batch';
import { refundExceedsCaptured, refundInvalid } from './refunds.errors';

/** The refund's lines as a body names them: `items` of the estimate call. */
export type RequestedLines = readonly { id: string; quantity?: number }[];

/** Lines from the body: refundable items of this batch, once each; quantity defaults to what is left. */
export function refundLinesOf(batch: LoadedBatch, items: RequestedLines): RefundLine[] {
  const ctx = batch.state.context;
  const refundable = new Map(
    ctx.items
      .filter((i) => i.state === 'purchased' || i.state === 'sent' || i.state === 'received')
      .map((i) => [i.id, i]),
  );
  const done = refundedQuantities(ctx);
  const seen = new Set<string>();
  return items.map((line, n) => {
    const item = refundable.get(line.id);
    if (!item || seen.has(line.id)) throw refundInvalid(`items[${n}].id`);
    seen.add(line.id);
    const left = item.quantity - (done.get(item.id) ?? 0);
    const quantity = line.quantity ?? left;
    if (quantity < 1 || quantity > left) throw refundInvalid(`items[${n}].quantity`);
    return { id: item.id, quantity };
  });
}

/** The refund's figures (machines/batch refund quote); the pricing's refusals become the API's. */
export function refundQuoteOf(batch: LoadedBatch, lines: readonly RefundLine[], additional: number) {
  try {
    const quote = quoteRefund(batch.state.context, lines, additional);
    if (quote.amount <= 0) throw refundInvalid('items');
    return quote;
  } catch (error) {
    if (!isPricingError(error)) throw error;
    if (error.code === 'PRICING_REFUND_EXCEEDS_ORDER')
      throw refundExceedsCaptured({ field: 'additional_refund', ...error.params });
    throw refundInvalid(
      typeof error.params.field === 'string'
        ? error.params.field.replace('itemId', 'id').replace(/^items/, 'items')
        : 'items',
    );
  }
}
