import { randomBytes } from 'node:crypto';
import type { PaymentResult, ProviderAmount } from '../../around-batch/payments';
import { SIM_ERRORS } from './simulator-error';
import type { CardBehaviour } from './test-cards';

export type SimPaymentState = 'challenge' | 'authorised' | 'refused' | 'error' | 'captured' | 'cancelled';

/** One payment as the simulated provider holds it. Amounts are minor units in `currency`. */
export interface SimPayment {
  pspReference: string;
  merchantReference: string;
  merchantAccount: string;
  currency: string;
  /** What the shopper was asked to pay, held or not. */
  requested: number;
  authorised: number;
  captured: number;
  refunded: number;
  released: number;
  state: SimPaymentState;
  brand: string;
  /** The card's last four digits, as the provider reports them (`additionalData.cardSummary`). */
  cardSummary: string;
  returnUrl: string;
  refusalReason?: string;
  refusalReasonCode?: string;
  challengeToken?: string;
  challengeOutcome?: 'complete' | 'fail';
}

export interface ModificationRecord {
  pspReference: string;
  paymentPspReference: string;
  kind: 'CAPTURE' | 'CANCELLATION' | 'REFUND';
  amount: ProviderAmount | { currency: string; value: number };
}

/** A 16-character reference like the provider's, unique enough for a simulator. */
export function newPspReference(): string {
  return randomBytes(8).readBigUInt64BE().toString().padStart(16, '0').slice(-16);
}

/**
 * The provider's money rules, kept so tests mean something (DESIGN §8): an authorisation is a
 * hold; one capture (partial allowed) closes it and releases the rest; refunds only after
 * capture and cumulatively never above it; cancel only while nothing is captured.
 */
export class SimulatorLedger {
  readonly payments = new Map<string, SimPayment>();

  authorise(input: {
    reference: string;
    merchantAccount: string;
    amount: { currency: string; value: number };
    brand: string;
    cardSummary: string;
    returnUrl: string;
    verdict: CardBehaviour;
  }): SimPayment {
    const payment: SimPayment = {
      pspReference: newPspReference(),
      merchantReference: input.reference,
      merchantAccount: input.merchantAccount,
      currency: input.amount.currency,
      requested: input.amount.value,
      authorised: 0,
      captured: 0,
      refunded: 0,
      released: 0,
      state: 'refused',
      brand: input.brand,
      cardSummary: input.cardSummary,
      returnUrl: input.returnUrl,
    };
    const verdict = input.verdict;
    if (verdict.kind === 'authorise') {
      payment.state = 'authorised';
      payment.authorised = input.amount.value;
    } else if (verdict.kind === 'challenge') {
      payment.state = 'challenge';
      payment.authorised = input.amount.value; // held once the challenge succeeds
      payment.challengeToken = randomBytes(18).toString('base64url');
    } else {
      payment.state = verdict.kind === 'error' ? 'error' : 'refused';
      payment.refusalReason = verdict.reason;
      payment.refusalReasonCode = verdict.code;
    }
    this.payments.set(payment.pspReference, payment);
    return payment;
  }

  /** Records the shopper's button on the challenge page; only the first answer counts. */
  answerChallenge(token: string, outcome: 'complete' | 'fail'): SimPayment {
    const payment = this.byChallengeToken(token);
    payment.challengeOutcome ??= outcome;
    return payment;
  }

  /** The payments/details call after the redirect: settles the challenge once, then repeats it. */
  completeChallenge(token: string): SimPayment {
    const payment = this.byChallengeToken(token);
    if (payment.state !== 'challenge') return payment;
    if (!payment.challengeOutcome) throw SIM_ERRORS.challengeOpen();
    if (payment.challengeOutcome === 'complete') {
      payment.state = 'authorised';
    } else {
      payment.state = 'refused';
      payment.authorised = 0;
      payment.refusalReason = '3D Not Authenticated';
      payment.refusalReasonCode = '11';
    }
    return payment;
  }

  byChallengeToken(token: string): SimPayment {
    for (const payment of this.payments.values()) if (payment.challengeToken === token) return payment;
    throw SIM_ERRORS.unknownRedirect();
  }

  capture(pspReference: string, amount: { currency: string; value: number }): ModificationRecord {
    const payment = this.open(pspReference);
    this.checkAmount(payment, amount);
    if (amount.value > payment.authorised) throw SIM_ERRORS.captureExceedsAuthorisation(payment.authorised);
    payment.captured = amount.value;
    payment.released = payment.authorised - amount.value;
    payment.state = 'captured';
    return { pspReference: newPspReference(), paymentPspReference: pspReference, kind: 'CAPTURE', amount };
  }

  cancel(pspReference: string): ModificationRecord {
    const payment = this.find(pspReference);
    if (payment.state === 'captured') throw SIM_ERRORS.cancelAfterCapture();
    if (payment.state !== 'authorised') throw SIM_ERRORS.notAuthorised(payment.state);
    payment.released = payment.authorised;
    payment.state = 'cancelled';
    return {
      pspReference: newPspReference(),
      paymentPspReference: pspReference,
      kind: 'CANCELLATION',
      amount: { currency: payment.currency, value: payment.authorised },
    };
  }

  refund(pspReference: string, amount: { currency: string; value: number }): ModificationRecord {
    const payment = this.find(pspReference);
    if (payment.state !== 'captured') throw SIM_ERRORS.refundBeforeCapture();
    this.checkAmount(payment, amount);
    const refundable = payment.captured - payment.refunded;
    if (amount.value > refundable) throw SIM_ERRORS.refundExceedsCapture(refundable);
    payment.refunded += amount.value;
    return { pspReference: newPspReference(), paymentPspReference: pspReference, kind: 'REFUND', amount };
  }

  resultOf(payment: SimPayment, actionUrl: (token: string) => string): PaymentResult {
    const base = { pspReference: payment.pspReference, merchantReference: payment.merchantReference };
    switch (payment.state) {
      case 'challenge':
        return {
          ...base,
          resultCode: 'RedirectShopper',
          action: {
            type: 'redirect',
            method: 'GET',
            url: actionUrl(payment.challengeToken ?? ''),
            paymentMethodType: 'scheme',
          },
        };
      case 'refused':
        return {
          ...base,
          resultCode: 'Refused',
          refusalReason: payment.refusalReason,
          refusalReasonCode: payment.refusalReasonCode,
        };
      case 'error':
        return {
          ...base,
          resultCode: 'Error',
          refusalReason: payment.refusalReason,
          refusalReasonCode: payment.refusalReasonCode,
        };
      default:
        return {
          ...base,
          resultCode: 'Authorised',
          amount: { currency: payment.currency as 'HKD', value: payment.authorised },
        };
    }
  }

  snapshot(): SimPayment[] {
    return [...this.payments.values()].map((payment) => ({ ...payment }));
  }

  restore(payments: SimPayment[]): void {
    this.payments.clear();
    for (const payment of payments) this.payments.set(payment.pspReference, { ...payment });
  }

  private find(pspReference: string): SimPayment {
    const payment = this.payments.get(pspReference);
    if (!payment) throw SIM_ERRORS.unknownPayment();
    return payment;
  }

  private open(pspReference: string): SimPayment {
    const payment = this.find(pspReference);
    if (payment.state === 'captured') throw SIM_ERRORS.alreadyCaptured();
    if (payment.state !== 'authorised') throw SIM_ERRORS.notAuthorised(payment.state);
    return payment;
  }

  private checkAmount(payment: SimPayment, amount: { currency: string; value: number }): void {
    if (!Number.isInteger(amount.value) || amount.value <= 0)
      throw SIM_ERRORS.badRequest('amount.value must be a positive integer in minor units');
    if (amount.currency !== payment.currency) throw SIM_ERRORS.currencyMismatch();
  }
}
