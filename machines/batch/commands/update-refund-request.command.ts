import { domainError } from '../batch.errors';
import { openRefundRequest, type RefundFigures, type RefundLine } from '../batch.refunds';
import type { Money, RefundReason } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRequest, lines } from './refund-request.shared';

/** Replaces the open request's estimate, reason and remark. */
export type UpdateRefundRequest = Command<
  'UpdateRefundRequest',
  {
    eid: string;
    items: readonly RefundLine[];
    reason: RefundReason;
    remark?: string;
    details: RefundFigures;
    amount: Money;
  }
>;

const decide: Decide<UpdateRefundRequest> = (cmd, state) => {
  const open = openRefundRequest(state.context);
  // authorize() already requires an open request; this keeps the decider total on its own.
  if (!open) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: cmd.type });
  const d = cmd.data;
  const err = checkRequest(state.context, d);
  if (err) return err;
  return [
    {
      type: 'RefundRequestUpdated',
      data: {
        requestId: open.id,
        eid: d.eid,
        items: lines(d.items),
        reason: d.reason,
        remark: d.remark ?? '',
        details: { ...d.details },
        amount: d.amount.amount,
      },
    },
  ];
};

export const updateRefundRequest = defineCommand<UpdateRefundRequest>({
  type: 'UpdateRefundRequest',
  emits: ['RefundRequestUpdated'],
  grants: [{ roles: ['buyer', 'staff'], when: (c) => openRefundRequest(c) !== undefined }],
  decide,
});
