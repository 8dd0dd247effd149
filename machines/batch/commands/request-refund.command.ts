import { validationError } from '../batch.errors';
import { refundableItems } from '../batch.items';
import { openRefundRequest } from '../batch.refunds';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRequest, refundRequestData, type RequestData } from './refund-request.shared';
import { firstError, isText } from './validate';

/** From a stored estimate; `requestId` is made by the caller, `amount` is the estimate's HKD total. */
export type RequestRefund = Command<'RequestRefund', { requestId: string } & RequestData>;

const decide: Decide<RequestRefund> = (cmd, state) => {
  const d = cmd.data;
  const err = firstError(
    () => (isText(d.requestId) && d.requestId.length <= 100 ? null : validationError('requestId')),
    () => checkRequest(state.context, d),
  );
  if (err) return err;
  return [{ type: 'RefundRequested', data: refundRequestData(d.requestId, d) }];
};

export const requestRefund = defineCommand<RequestRefund>({
  type: 'RequestRefund',
  emits: ['RefundRequested'],
  grants: [
    {
      // Spec §4: the assigned buyer or staff; one open request at a time.
      roles: ['buyer', 'staff'],
      when: (c) => c.payments.captured > c.payments.refunded && refundableItems(c).length > 0 && !openRefundRequest(c),
    },
  ],
  decide,
});
