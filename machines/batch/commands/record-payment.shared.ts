import { domainError, type DomainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import type { BatchStateLike, Money } from '../batch.types';
import { firstError, requireText } from './validate';

/** The provider must report the amount the checkout asked for; anything else is for staff to look at. */
export function checkPaidAmount(amount: Money, pspReference: string, state: BatchStateLike): DomainError | null {
  return firstError(
    () => validateMoney(amount, 'amount', { currency: 'HKD', positive: true }),
    () => requireText(pspReference, 'pspReference', 128),
    () =>
      state.context.checkout && state.context.checkout.amount !== amount.amount
        ? domainError('BATCH_PAYMENT_AMOUNT_MISMATCH', {
            expected: state.context.checkout.amount,
            actual: amount.amount,
          })
        : null,
  );
}
