import { domainError } from '../batch.errors';
import { fullyRefundedIds, openRefundRequest } from '../batch.refunds';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkLines } from './refund-request.shared';

/** Refunds the open request (ItemsRefunded with its amount); the provider refund follows. */
export type CompleteRefundRequest = Command<'CompleteRefundRequest', Record<string, never>>;

/** Completing gives back the request's HKD amount; items with every unit refunded become `refunded`. */
const decide: Decide<CompleteRefundRequest> = (cmd, state) => {
  const ctx = state.context;
  const open = openRefundRequest(ctx);
  if (!open) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: cmd.type });
  const err = checkLines(ctx, open.items);
  if (err)
    return domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: 'items', itemIds: open.items.map((l) => l.id) });
  const refundable = ctx.payments.captured - ctx.payments.refunded;
  if (open.amount > refundable)
    return domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount: open.amount, refundable });
  return [
    {
      type: 'ItemsRefunded',
      data: {
        itemIds: fullyRefundedIds(ctx, open.items),
        amount: open.amount,
        reason: open.reason,
        remark: open.remark,
        requestId: open.id,
      },
    },
  ];
};

export const completeRefundRequest = defineCommand<CompleteRefundRequest>({
  type: 'CompleteRefundRequest',
  emits: ['ItemsRefunded'],
  grants: [
    {
      roles: ['buyer', 'staff'],
      when: (c) => openRefundRequest(c) !== undefined && c.payments.captured > c.payments.refunded,
    },
  ],
  decide,
});
