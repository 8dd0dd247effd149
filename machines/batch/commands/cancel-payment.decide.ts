import { domainError, validationError } from '../batch.errors';
import { openItems, outstandingAuthorisation } from '../batch.items';
import type { Decide } from './decide.types';
import { firstError, isPositiveInt, optionalText, requireItems, requireText } from './validate';

/**
 * Releases the authorisation for some items (payment_canceled) or all (all_payment_canceled).
 * For some items the caller says how much of the HKD authorisation they stand for; the
 * last items release whatever is left, so nothing stays held for an empty order.
 */
export const decideCancelPayment: Decide<'CancelPayment'> = (cmd, state) => {
  const d = cmd.data;
  const ctx = state.context;
  const open = openItems(ctx).map((i) => i.id);
  const itemIds = d.itemIds ?? open;
  const outstanding = outstandingAuthorisation(ctx);
  const all = open.every((id) => itemIds.includes(id));
  const err = firstError(
    () => requireText(d.reason, 'reason', 200),
    () => optionalText(d.remark, 'remark'),
    () => requireItems(ctx, itemIds, ['requested']),
    () => (all ? null : isPositiveInt(d.amount) ? null : validationError('amount')),
    () =>
      !all && (d.amount ?? 0) >= outstanding
        ? domainError('BATCH_CANCEL_EXCEEDS_AUTHORISED', { amount: d.amount, outstanding })
        : null,
  );
  if (err) return err;
  return [
    {
      type: 'PaymentCanceled',
      data: {
        itemIds: [...itemIds],
        reason: d.reason,
        remark: d.remark ?? '',
        released: all ? outstanding : (d.amount ?? 0),
        all,
      },
    },
  ];
};
