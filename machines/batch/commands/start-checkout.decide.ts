import { validationError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import type { Decide } from './decide.types';
import { firstError, requireText } from './validate';

/** Spec §5: terms and refund policy must be agreed before payment; payment is in HKD. */
export const decideStartCheckout: Decide<'StartCheckout'> = (cmd) => {
  const d = cmd.data;
  const err = firstError(
    () => (d.agreedToTerms === true ? null : validationError('agreedToTerms', 'Required')),
    () => requireText(d.paymentMethod, 'paymentMethod', 64),
    () => requireText(d.paymentReference, 'paymentReference', 128),
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
  );
  if (err) return err;
  return [
    {
      type: 'CheckoutStarted',
      data: { amount: d.amount.amount, paymentMethod: d.paymentMethod, paymentReference: d.paymentReference },
    },
  ];
};
