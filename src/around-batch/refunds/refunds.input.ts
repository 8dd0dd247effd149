import { REFUND_REASONS, type RefundReason } from '@machines/batch';
import type { EstimateInput, RequestInput } from './refunds.service';
import { refundInvalid } from './refunds.errors';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** `{ items: [{ id, quantity? }], additional_refund? }` (additional_refund: minor units of the order currency). */
export function parseEstimate(body: unknown): EstimateInput {
  if (!isObject(body)) throw refundInvalid('items');
  const { items, additional_refund: additional } = body;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) throw refundInvalid('items');
  const lines = items.map((raw, n) => {
    // A bare id is accepted too: the whole remaining quantity of that item.
    if (typeof raw === 'string') return { id: raw };
    if (!isObject(raw) || typeof raw.id !== 'string' || raw.id.length === 0 || raw.id.length > 100)
      throw refundInvalid(`items[${n}].id`);
    if (raw.quantity !== undefined && raw.quantity !== null && (!isWhole(raw.quantity) || raw.quantity < 1))
      throw refundInvalid(`items[${n}].quantity`);
    return { id: raw.id, quantity: isWhole(raw.quantity) ? raw.quantity : undefined };
  });
  if (additional !== undefined && additional !== null && (!isWhole(additional) || additional < 0))
    throw refundInvalid('additional_refund');
  return { items: lines, additionalRefund: isWhole(additional) ? additional : 0 };
}

/** `{ eid, refund_reason, refund_remark }` (create also names `batch_number`). */
export function parseRequest(body: unknown): RequestInput {
  if (!isObject(body)) throw refundInvalid('eid');
  const { eid, refund_reason: reason, refund_remark: remark } = body;
  if (typeof eid !== 'string' || eid.length === 0 || eid.length > 100) throw refundInvalid('eid');
  if (typeof reason !== 'string' || !(REFUND_REASONS as readonly string[]).includes(reason))
    throw refundInvalid('refund_reason');
  if (remark !== undefined && remark !== null && (typeof remark !== 'string' || remark.length > 2000))
    throw refundInvalid('refund_remark');
  return { eid, reason: reason as RefundReason, remark: typeof remark === 'string' ? remark : '' };
}

export function batchNumberOf(body: unknown): string {
  const value = isObject(body) ? body.batch_number : undefined;
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 100) throw refundInvalid('batch_number');
  return value.trim();
}

export function confirmationOf(body: unknown): string {
  const value = isObject(body) ? body.complete_confirmed_text : undefined;
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 100)
    throw refundInvalid('complete_confirmed_text');
  return value;
}
