import { isDomainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';
import { paymentEventData, type PaymentReport } from './record-payment.shared';

export type RecordPaymentSettlement = Command<'RecordPaymentSettlement', PaymentReport>;

/** Authorised and captured in one go by the provider: status paid (32). */
const decide: Decide<RecordPaymentSettlement> = (cmd, state) => {
  const data = paymentEventData(cmd.data, cmd.metadata.at, state);
  return isDomainError(data) ? data : [{ type: 'PaymentSettled', data }];
};

export const recordPaymentSettlement = defineCommand<RecordPaymentSettlement>({
  type: 'RecordPaymentSettlement',
  emits: ['PaymentSettled'],
  grants: [{ roles: ['system'] }],
  decide,
});
