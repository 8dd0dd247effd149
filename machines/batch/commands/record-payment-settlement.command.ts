import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkPaidAmount } from './record-payment.shared';

export type RecordPaymentSettlement = Command<'RecordPaymentSettlement', { amount: Money; pspReference: string }>;

/** Authorised and captured in one go by the provider: status paid (32). */
const decide: Decide<RecordPaymentSettlement> = (cmd, state) => {
  const err = checkPaidAmount(cmd.data.amount, cmd.data.pspReference, state);
  if (err) return err;
  return [
    {
      type: 'PaymentSettled',
      data: { amount: cmd.data.amount.amount, pspReference: cmd.data.pspReference, at: cmd.metadata.at },
    },
  ];
};

export const recordPaymentSettlement = defineCommand<RecordPaymentSettlement>({
  type: 'RecordPaymentSettlement',
  emits: ['PaymentSettled'],
  grants: [{ roles: ['system'] }],
  decide,
});
