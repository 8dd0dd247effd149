/** Checks shared by RequestRefund, UpdateRefundRequest and CompleteRefundRequest. */
import { REFUND_FIGURE_NAMES } from '../../pricing/refund-estimate';
import { domainError, validationError, type DomainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { refundableItems } from '../batch.items';
import { refundedQuantities, type RefundFigures, type RefundLine } from '../batch.refunds';
import { REFUND_REASONS, type BatchContext, type Money, type RefundReason } from '../batch.types';
import type { RefundRequestData } from '../batch.events';
import { firstError, isList, isPositiveInt, isText, optionalText } from './validate';

export interface RequestData {
  readonly eid: string;
  readonly items: readonly RefundLine[];
  readonly reason: RefundReason;
  readonly remark?: string;
  readonly details: RefundFigures;
  readonly amount: Money;
}

/** Lines name refundable items, once each, with at most the units not refunded yet. */
export function checkLines(ctx: BatchContext, lines: readonly RefundLine[]): DomainError | null {
  if (!isList(lines) || lines.length === 0) return validationError('items');
  const refundable = new Map(refundableItems(ctx).map((i) => [i.id, i]));
  const done = refundedQuantities(ctx);
  const seen = new Set<string>();
  for (const [n, line] of lines.entries()) {
    if (!line || !isText(line.id) || seen.has(line.id)) return validationError(`items[${n}].id`);
    seen.add(line.id);
    if (!ctx.items.some((i) => i.id === line.id))
      return domainError('BATCH_ITEM_NOT_FOUND', { field: `items[${n}].id`, itemIds: [line.id] });
    const item = refundable.get(line.id);
    if (!item) return domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: `items[${n}].id`, itemIds: [line.id] });
    if (!isPositiveInt(line.quantity) || line.quantity > item.quantity - (done.get(line.id) ?? 0))
      return validationError(`items[${n}].quantity`);
  }
  return null;
}

/**
 * Shared by create and update. The figures come from machines/pricing's estimateRefund on the
 * server; here they are only checked for shape, and the HKD amount against what can still be
 * given back, so no request can promise more than the card was charged.
 */
export function checkRequest(ctx: BatchContext, d: RequestData): DomainError | null {
  const err = firstError(
    () => (isText(d.eid) && d.eid.length <= 100 ? null : validationError('eid')),
    () => checkLines(ctx, d.items),
    () => (REFUND_REASONS.includes(d.reason) ? null : validationError('reason')),
    () => optionalText(d.remark, 'remark'),
    () =>
      d.details &&
      typeof d.details.local_currency === 'string' &&
      REFUND_FIGURE_NAMES.every((f) => Number.isSafeInteger(d.details[f]) && d.details[f] >= 0)
        ? null
        : validationError('details'),
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
  );
  if (err) return err;
  const refundable = ctx.payments.captured - ctx.payments.refunded;
  if (d.amount.amount > refundable)
    return domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount: d.amount.amount, refundable });
  return null;
}

const lines = (items: readonly RefundLine[]): RefundLine[] => items.map((l) => ({ id: l.id, quantity: l.quantity }));

/** The data RefundRequested and RefundRequestUpdated carry: the checked request under its id. */
export const refundRequestData = (requestId: string, d: RequestData): RefundRequestData => ({
  requestId,
  eid: d.eid,
  items: lines(d.items),
  reason: d.reason,
  remark: d.remark ?? '',
  details: { ...d.details },
  amount: d.amount.amount,
});
