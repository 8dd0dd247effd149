import { domainError, validationError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { refundableItems } from '../batch.items';
import { type Money, REFUND_REASONS, type RefundReason } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireItems } from './validate';

export type RefundItems = Command<
  'RefundItems',
  { itemIds?: readonly string[]; amount: Money; reason: RefundReason; remark?: string }
>;

/**
 * Spec §4: refunds only for prohibited, unobtainable or high-risk items, so a reason from that
 * list is required. The HKD amount comes from the refund estimate (pricing); it can never take
 * back more than was captured.
 */
const decide: Decide<RefundItems> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const itemIds = d.itemIds ?? refundableItems(ctx).map((i) => i.id);
  const err = firstError(
    () => (REFUND_REASONS.includes(d.reason) ? null : validationError('reason')),
    () => optionalText(d.remark, 'remark'),
    () => requireItems(ctx, itemIds, ['purchased', 'sent', 'received']),
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
  );
  if (err) return err;
  const refundable = ctx.payments.captured - ctx.payments.refunded;
  if (d.amount.amount > refundable) {
    return domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount: d.amount.amount, refundable });
  }
  return [
    {
      type: 'ItemsRefunded',
      data: { itemIds: [...itemIds], amount: d.amount.amount, reason: d.reason, remark: d.remark ?? '' },
    },
  ];
};

export const refundItems = defineCommand<RefundItems>({
  type: 'RefundItems',
  emits: ['ItemsRefunded'],
  grants: [
    {
      roles: ['staff', 'system'],
      when: (c) => c.payments.captured > c.payments.refunded && refundableItems(c).length > 0,
    },
  ],
  decide,
});
