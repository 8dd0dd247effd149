import { validationError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type StartCheckout = Command<
  'StartCheckout',
  {
    paymentMethod: string;
    /** HKD minor units, converted from the fees by the caller with machines/pricing. */
    amount: Money;
    paymentReference: string;
    agreedToTerms: boolean;
  }
>;

/** Spec §5: terms and refund policy must be agreed before payment; payment is in HKD. */
const decide: Decide<StartCheckout> = (cmd) => {
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

export const startCheckout = defineCommand<StartCheckout>({
  type: 'StartCheckout',
  emits: ['CheckoutStarted'],
  grants: [
    {
      roles: ['requester'],
      when: (c) => c.fees !== null && !c.feesUpdatedByBuyer,
      refusal: 'BATCH_FEES_NOT_CONFIRMED',
    },
  ],
  decide,
});
