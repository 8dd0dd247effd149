import { domainError, validationError } from '../batch.errors';
import { boughtItems, openItems, outstandingAuthorisation } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isPositiveInt, optionalText, requireItems, requireText } from './validate';

export type CancelPayment = Command<
  'CancelPayment',
  {
    reason: string;
    remark?: string;
    /** Omitted: the whole order. Given: those items, releasing `amount` (HKD minor units). */
    itemIds?: readonly string[];
    amount?: number;
  }
>;

/**
 * Releases the authorisation for some items (payment_canceled) or all (all_payment_canceled).
 * For some items the caller says how much of the HKD authorisation they stand for; the
 * last items release whatever is left, so nothing stays held for an empty order.
 */
const decide: Decide<CancelPayment> = (cmd, state) => {
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

export const cancelPayment = defineCommand<CancelPayment>({
  type: 'CancelPayment',
  emits: ['PaymentCanceled'],
  grants: [
    {
      roles: ['requester'],
      when: (c, o) =>
        o.allowCancelPaymentBeforePurchase && outstandingAuthorisation(c) > 0 && boughtItems(c).length === 0,
      refusal: 'BATCH_CANCEL_PAYMENT_DISABLED',
    },
    { roles: ['staff'], when: (c) => outstandingAuthorisation(c) > 0 && boughtItems(c).length === 0 },
  ],
  decide,
});
