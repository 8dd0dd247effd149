import { fromMajor, isCurrency } from '@machines/pricing/money';
import type { ProposeQuoteRevisionBody } from '@contracts/batch/arrival';

type Reason = ProposeQuoteRevisionBody['reason'];
export const REVISION_REASONS: readonly Reason[] = ['local_shipping', 'surcharge'];

/**
 * The body of a charge change after payment: the line's new figure (typed in the fees' currency,
 * sent in minor units) and a remark the requester reads; null with the field that is wrong.
 */
export function revisionBody(
  values: { reason: string; amount: string; remark: string },
  currency: string,
): { body: ProposeQuoteRevisionBody } | { field: 'reason' | 'amount' | 'remark' } {
  if (!REVISION_REASONS.includes(values.reason as Reason)) return { field: 'reason' };
  let minor: number;
  try {
    if (!isCurrency(currency) || !/^\d+(\.\d+)?$/.test(values.amount.trim())) return { field: 'amount' };
    minor = fromMajor(values.amount.trim(), currency).amount;
  } catch {
    return { field: 'amount' };
  }
  if (!values.remark.trim()) return { field: 'remark' };
  const line = values.reason === 'local_shipping' ? { local_shipping_fee: minor } : { additional_fee: minor };
  return { body: { reason: values.reason as Reason, ...line, remark: values.remark.trim() } };
}
