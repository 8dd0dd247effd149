import type { Decide } from './decide.types';
import { checkPaidAmount } from './record-payment.shared';

/** Authorised and captured in one go by the provider: status paid (32). */
export const decideRecordPaymentSettlement: Decide<'RecordPaymentSettlement'> = (cmd, state) => {
  const err = checkPaidAmount(cmd.data.amount, cmd.data.pspReference, state);
  if (err) return err;
  return [
    {
      type: 'PaymentSettled',
      data: { amount: cmd.data.amount.amount, pspReference: cmd.data.pspReference, at: cmd.metadata.at },
    },
  ];
};
