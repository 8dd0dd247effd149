import type { CardPaymentMethod, PaymentResult } from '../../around-batch/payments';
import { SIM_ERRORS } from './simulator-error';
import type { ModificationRecord, SimPayment, SimulatorLedger } from './simulator-ledger';
import type { SimulatorWebhooks } from './simulator-webhooks';
import { brandOf, decodeCard, fundingSourceOf, screenCard, type CardBrand } from './test-cards';
import { SIM_ERRORS as ERRORS } from './simulator-error';

export interface ApiReply {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;

/** The merchant-facing Checkout API endpoints; transport, auth and idempotency live in the server. */
export class SimulatorApi {
  constructor(
    private readonly ledger: SimulatorLedger,
    private readonly webhooks: SimulatorWebhooks,
    private readonly settings: {
      merchantAccount: string;
      acceptedBrands: readonly CardBrand[];
      currencies: readonly string[];
      now: () => Date;
      challengeUrl: (token: string) => string;
    },
  ) {}

  paymentMethods(body: Json): ApiReply {
    this.checkMerchant(body);
    return {
      status: 200,
      body: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: [...this.settings.acceptedBrands] }] },
    };
  }

  /**
   * The provider's /cardDetails: the brand of a card number and whether this merchant takes it, and
   * its funding source (credit, debit, prepaid), before any payment is made.
   */
  cardDetails(body: Json): ApiReply {
    this.checkMerchant(body);
    const encrypted = body.encryptedCardNumber;
    if (typeof encrypted !== 'string' || !encrypted.startsWith('test_'))
      throw ERRORS.badRequest('encryptedCardNumber is required');
    const number = encrypted.slice('test_'.length).replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(number)) throw ERRORS.badRequest('encryptedCardNumber is not a card number');
    const brand = brandOf(number);
    return {
      status: 200,
      body: {
        brands: [{ type: brand, supported: this.settings.acceptedBrands.includes(brand) }],
        fundingSource: fundingSourceOf(number),
      },
    };
  }

  payments(body: Json): ApiReply {
    this.checkMerchant(body);
    const amount = this.amountOf(body.amount);
    const reference = body.reference;
    if (typeof reference !== 'string' || reference.length === 0) throw SIM_ERRORS.badRequest('reference is required');
    const returnUrl = body.returnUrl;
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
      throw SIM_ERRORS.badRequest('returnUrl must be an absolute http(s) URL');
    const card = decodeCard(body.paymentMethod as CardPaymentMethod | undefined);
    const verdict = screenCard(card, this.settings.acceptedBrands, this.settings.now());
    const payment = this.ledger.authorise({
      reference,
      merchantAccount: this.settings.merchantAccount,
      amount,
      brand: brandOf(card.number),
      cardSummary: card.number.slice(-4),
      returnUrl,
      verdict,
    });
    this.notifyAuthorisation(payment);
    // As the provider does when the merchant enables it: the card's funding source and last four with the result.
    return {
      status: 200,
      body: {
        ...this.result(payment),
        additionalData: {
          fundingSource: fundingSourceOf(card.number),
          paymentMethod: brandOf(card.number),
          cardSummary: payment.cardSummary,
        },
      },
    };
  }

  paymentDetails(body: Json): ApiReply {
    this.checkMerchant(body);
    const details = body.details as Json | undefined;
    const redirectResult = details?.redirectResult;
    if (typeof redirectResult !== 'string') throw SIM_ERRORS.badRequest('details.redirectResult is required');
    const before = this.ledger.byChallengeToken(redirectResult).state;
    const payment = this.ledger.completeChallenge(redirectResult);
    if (before === 'challenge') this.notifyAuthorisation(payment);
    const card = payment.state === 'authorised' ? { additionalData: { cardSummary: payment.cardSummary } } : {};
    return { status: 200, body: { ...this.result(payment), ...card } };
  }

  modify(kind: 'captures' | 'cancels' | 'refunds', pspReference: string, body: Json): ApiReply {
    this.checkMerchant(body);
    let record: ModificationRecord;
    if (kind === 'captures') record = this.ledger.capture(pspReference, this.amountOf(body.amount));
    else if (kind === 'refunds') record = this.ledger.refund(pspReference, this.amountOf(body.amount));
    else record = this.ledger.cancel(pspReference);
    const payment = this.ledger.payments.get(pspReference) as SimPayment;
    this.webhooks.emit({
      pspReference: record.pspReference,
      originalReference: pspReference,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: payment.merchantReference,
      amount: record.amount,
      eventCode: record.kind,
      success: 'true',
      paymentMethod: payment.brand,
    });
    return {
      status: 201,
      body: {
        merchantAccount: payment.merchantAccount,
        paymentPspReference: pspReference,
        pspReference: record.pspReference,
        reference: body.reference ?? payment.merchantReference,
        status: 'received',
        amount: kind === 'cancels' ? undefined : record.amount,
      },
    };
  }

  private result(payment: SimPayment): PaymentResult {
    return this.ledger.resultOf(payment, this.settings.challengeUrl);
  }

  /** The provider notifies the authorisation outcome; a pending challenge has none yet. */
  private notifyAuthorisation(payment: SimPayment): void {
    if (payment.state === 'challenge') return;
    const success = payment.state === 'authorised';
    this.webhooks.emit({
      pspReference: payment.pspReference,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: payment.merchantReference,
      amount: { currency: payment.currency, value: payment.requested },
      eventCode: 'AUTHORISATION',
      success: success ? 'true' : 'false',
      reason: success ? '' : payment.refusalReason,
      paymentMethod: payment.brand,
      ...(success ? { additionalData: { cardSummary: payment.cardSummary } } : {}),
    });
  }

  private checkMerchant(body: Json): void {
    if (body.merchantAccount !== this.settings.merchantAccount) throw SIM_ERRORS.wrongMerchant();
  }

  private amountOf(raw: unknown): { currency: string; value: number } {
    const amount = raw as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.currency !== 'string' || typeof amount.value !== 'number')
      throw SIM_ERRORS.badRequest('amount { currency, value } is required');
    if (!Number.isInteger(amount.value) || amount.value <= 0)
      throw SIM_ERRORS.badRequest('amount.value must be a positive integer in minor units');
    if (!this.settings.currencies.includes(amount.currency))
      throw SIM_ERRORS.badRequest(`Currency ${amount.currency} is not supported by this merchant account`);
    return { currency: amount.currency, value: amount.value };
  }
}
