import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkPaidAmount } from './record-payment.shared';

export type RecordPaymentAuthorisation = Command<'RecordPaymentAuthorisation', { amount: Money; pspReference: string }>;

const decide: Decide<RecordPaymentAuthorisation> = (cmd, state) => {
  const err = checkPaidAmount(cmd.data.amount, cmd.data.pspReference, state);
  if (err) return err;
  return [
    {
      type: 'PaymentAuthorised',
      data: { amount: cmd.data.amount.amount, pspReference: cmd.data.pspReference, at: cmd.metadata.at },
    },
  ];
};

export const recordPaymentAuthorisation = defineCommand<RecordPaymentAuthorisation>({
  type: 'RecordPaymentAuthorisation',
  emits: ['PaymentAuthorised'],
  grants: [{ roles: ['system'] }],
  decide,
});
