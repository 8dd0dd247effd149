import type { Decide } from './decide.types';
import { checkPaidAmount } from './record-payment.shared';

export const decideRecordPaymentAuthorisation: Decide<'RecordPaymentAuthorisation'> = (cmd, state) => {
  const err = checkPaidAmount(cmd.data.amount, cmd.data.pspReference, state);
  if (err) return err;
  return [
    {
      type: 'PaymentAuthorised',
      data: { amount: cmd.data.amount.amount, pspReference: cmd.data.pspReference, at: cmd.metadata.at },
    },
  ];
};
