import { domainError, validationError, type DomainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { refundableItems } from '../batch.items';
import { fullyRefundedIds, openRefundRequest, refundedQuantities, type RefundFigures, type RefundLine } from '../batch.refunds';
import { REFUND_REASONS, type BatchContext, type Money, type RefundReason } from '../batch.types';
import type { Decide } from './decide.types';
import { firstError, isPositiveInt, isText, optionalText } from './validate';

type Figure = Exclude<keyof RefundFigures, 'local_currency'>;
const FIGURES: readonly Figure[] = [
  'refund_subtotal',
  'refund_local_shipping_fee',
  'refund_service_fee',
  'refund_waive_service_fee',
  'refund_insurance',
  'refund_additional',
  'refund_tax',
  'refund_per_transaction_cost',
  'refund_total',
  'local_refund_total',
];

interface RequestData {
  readonly eid: string;
  readonly items: readonly RefundLine[];
  readonly reason: RefundReason;
  readonly remark?: string;
  readonly details: RefundFigures;
  readonly amount: Money;
}

/** Lines name refundable items, once each, with at most the units not refunded yet. */
function checkLines(ctx: BatchContext, lines: readonly RefundLine[]): DomainError | null {
  if (!Array.isArray(lines) || lines.length === 0) return validationError('items');
  const refundable = new Map(refundableItems(ctx).map((i) => [i.id, i]));
  const done = refundedQuantities(ctx);
  const seen = new Set<string>();
  for (const [n, line] of lines.entries()) {
    if (!line || !isText(line.id) || seen.has(line.id)) return validationError(`items[${n}].id`);
    seen.add(line.id);
    if (!ctx.items.some((i) => i.id === line.id)) return domainError('BATCH_ITEM_NOT_FOUND', { field: `items[${n}].id`, itemIds: [line.id] });
    const item = refundable.get(line.id);
    if (!item) return domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: `items[${n}].id`, itemIds: [line.id] });
    if (!isPositiveInt(line.quantity) || line.quantity > item.quantity - (done.get(line.id) ?? 0)) return validationError(`items[${n}].quantity`);
  }
  return null;
}

/**
 * Shared by create and update. The figures come from machines/pricing's estimateRefund on the
 * server; here they are only checked for shape, and the HKD amount against what can still be
 * given back, so no request can promise more than the card was charged.
 */
function checkRequest(ctx: BatchContext, d: RequestData): DomainError | null {
  const err = firstError(
    () => (isText(d.eid) && d.eid.length <= 100 ? null : validationError('eid')),
    () => checkLines(ctx, d.items),
    () => (REFUND_REASONS.includes(d.reason) ? null : validationError('reason')),
    () => optionalText(d.remark, 'remark'),
    () => (d.details && typeof d.details.local_currency === 'string' && FIGURES.every((f) => Number.isSafeInteger(d.details[f]) && d.details[f] >= 0) ? null : validationError('details')),
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
  );
  if (err) return err;
  const refundable = ctx.payments.captured - ctx.payments.refunded;
  if (d.amount.amount > refundable) return domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount: d.amount.amount, refundable });
  return null;
}

const lines = (items: readonly RefundLine[]): RefundLine[] => items.map((l) => ({ id: l.id, quantity: l.quantity }));

export const decideRequestRefund: Decide<'RequestRefund'> = (cmd, state) => {
  const d = cmd.data;
  const err = firstError(
    () => (isText(d.requestId) && d.requestId.length <= 100 ? null : validationError('requestId')),
    () => checkRequest(state.context, d),
  );
  if (err) return err;
  return [
    {
      type: 'RefundRequested',
      data: { requestId: d.requestId, eid: d.eid, items: lines(d.items), reason: d.reason, remark: d.remark ?? '', details: { ...d.details }, amount: d.amount.amount },
    },
  ];
};

export const decideUpdateRefundRequest: Decide<'UpdateRefundRequest'> = (cmd, state) => {
  const open = openRefundRequest(state.context);
  // authorize() already requires an open request; this keeps the decider total on its own.
  if (!open) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: cmd.type });
  const d = cmd.data;
  const err = checkRequest(state.context, d);
  if (err) return err;
  return [
    {
      type: 'RefundRequestUpdated',
      data: { requestId: open.id, eid: d.eid, items: lines(d.items), reason: d.reason, remark: d.remark ?? '', details: { ...d.details }, amount: d.amount.amount },
    },
  ];
};

/** Completing gives back the request's HKD amount; items with every unit refunded become `refunded`. */
export const decideCompleteRefundRequest: Decide<'CompleteRefundRequest'> = (cmd, state) => {
  const ctx = state.context;
  const open = openRefundRequest(ctx);
  if (!open) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: cmd.type });
  const err = checkLines(ctx, open.items);
  if (err) return domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: 'items', itemIds: open.items.map((l) => l.id) });
  const refundable = ctx.payments.captured - ctx.payments.refunded;
  if (open.amount > refundable) return domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount: open.amount, refundable });
  return [
    {
      type: 'ItemsRefunded',
      data: { itemIds: fullyRefundedIds(ctx, open.items), amount: open.amount, reason: open.reason, remark: open.remark, requestId: open.id },
    },
  ];
};
