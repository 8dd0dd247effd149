import { domainError } from '../batch.errors';
import { openRefundRequest } from '../batch.refunds';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRequest, refundRequestData, type RequestData } from './refund-request.shared';

/** Replaces the open request's estimate, reason and remark. */
export type UpdateRefundRequest = Command<'UpdateRefundRequest', RequestData>;

const decide: Decide<UpdateRefundRequest> = (cmd, state) => {
  const open = openRefundRequest(state.context);
  // authorize() already requires an open request; this keeps the decider total on its own.
  if (!open) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { command: cmd.type });
  const d = cmd.data;
  const err = checkRequest(state.context, d);
  if (err) return err;
  return [{ type: 'RefundRequestUpdated', data: refundRequestData(open.id, d) }];
};

export const updateRefundRequest = defineCommand<UpdateRefundRequest>({
  type: 'UpdateRefundRequest',
  emits: ['RefundRequestUpdated'],
  grants: [{ roles: ['buyer', 'staff'], when: (c) => openRefundRequest(c) !== undefined }],
  decide,
});
