import { isDomainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';
import { paymentEventData, type PaymentReport } from './record-payment.shared';

export type RecordPaymentAuthorisation = Command<'RecordPaymentAuthorisation', PaymentReport>;

const decide: Decide<RecordPaymentAuthorisation> = (cmd, state) => {
  const data = paymentEventData(cmd.data, cmd.metadata.at, state);
  return isDomainError(data) ? data : [{ type: 'PaymentAuthorised', data }];
};

export const recordPaymentAuthorisation = defineCommand<RecordPaymentAuthorisation>({
  type: 'RecordPaymentAuthorisation',
  emits: ['PaymentAuthorised'],
  grants: [{ roles: ['system'] }],
  decide,
});
