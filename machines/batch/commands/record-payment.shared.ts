import { domainError, type DomainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import type { PaymentRecorded } from '../batch.events';
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

/** What the payment provider reports for an authorisation or a settlement. */
export interface PaymentReport {
  amount: Money;
  pspReference: string;
  /** The card's last four digits (the provider's `additionalData.cardSummary`), when it sent them. */
  cardSummary?: string;
}

/** Four digits, or nothing: a malformed summary is for display only, so it is dropped, never a refusal. */
const LAST_FOUR = /^[0-9]{4}$/;

/** The report, checked, as the data of its event, stamped with the time it was recorded. */
export function paymentEventData(d: PaymentReport, at: string, state: BatchStateLike): PaymentRecorded | DomainError {
  const card = typeof d.cardSummary === 'string' && LAST_FOUR.test(d.cardSummary) ? { cardSummary: d.cardSummary } : {};
  return (
    checkPaidAmount(d.amount, d.pspReference, state) ?? {
      amount: d.amount.amount,
      pspReference: d.pspReference,
      at,
      ...card,
    }
  );
}
