import type { PaymentEnvironment } from '../../../platform/config/payments.config';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Money } from '@machines/batch';
import {
  paymentAttemptNotFound,
  paymentIdempotencyMismatch,
  paymentInProgress,
  paymentInvalidAmount,
  paymentProviderUnavailable,
  paymentRedirectMismatch,
  paymentTermsNotAgreed,
} from '../payments.errors';
import { PAYMENTS_OPTIONS, type PaymentsOptions } from '../payments.options';
import {
  CardProvider,
  CardProviderError,
  CardProviderUnavailableError,
  type PaymentMethodsResponse,
  type PaymentResult,
  type ShopperPayment,
} from '../provider/card-provider.port';
import { checkoutResultOf, checkoutResultOfProviderError, type CheckoutResult } from './checkout-result';
import { PaymentAttemptsRepository, type PaymentAttempt } from './payment-attempts.repository';

/** The spec's §7 `POST /api/batch/checkout/payments/{id}` body, plus what the batch supplies. */
export interface PayRequest extends ShopperPayment {
  readonly batchNumber: string;
  /** Made by the customer app once per pay click and resent on every retry of that click. */
  readonly idempotencyKey: string;
  /** The batch's total in HKD minor units, computed by the caller from the fees. */
  readonly amount: Money;
  readonly agreedToTerms: boolean;
  /** The batch's id, kept on the attempt so its notifications find the batch. */
  readonly batchId?: string;
  /**
   * Runs once, by the caller that owns the attempt, before the provider is called (the batch's
   * StartCheckout). Throwing forgets the attempt, so the key is free and nothing was charged.
   */
  readonly prepare?: (attempt: PaymentAttempt) => Promise<void>;
  /** Our reference at the provider; default the batch number. */
  readonly reference?: (attempt: PaymentAttempt) => string;
}

export interface CheckoutPaymentMethods extends PaymentMethodsResponse {
  /** For the browser's secure card component (spec §7: client key and environment). */
  readonly clientKey: string;
  readonly environment: PaymentEnvironment;
}

const LEASE_MS = 60_000;
const WAIT_MS = 15_000;
const POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pays a batch by card exactly once per idempotency key: the first request calls the provider,
 * concurrent and later retries wait for and return that first result. Batch state (StartCheckout,
 * RecordPayment*) is the caller's; this service only talks to the provider and remembers answers.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('CheckoutService');

  constructor(
    private readonly provider: CardProvider,
    private readonly attempts: PaymentAttemptsRepository,
    @Inject(PAYMENTS_OPTIONS) private readonly options: PaymentsOptions,
  ) {}

  async paymentMethods(amount: Money, countryCode = 'HK', shopperLocale = 'en-HK'): Promise<CheckoutPaymentMethods> {
    const methods = await this.call(() =>
      this.provider.paymentMethods({ amount: this.hkd(amount), countryCode, shopperLocale }),
    );
    return { ...methods, clientKey: this.options.clientKey, environment: this.options.environment };
  }

  async pay(request: PayRequest): Promise<CheckoutResult> {
    if (request.agreedToTerms !== true) throw paymentTermsNotAgreed();
    const amount = this.hkd(request.amount);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([request.batchNumber, amount.currency, amount.value]))
      .digest('hex');
    const claimInput = {
      idempotencyKey: request.idempotencyKey,
      batchNumber: request.batchNumber,
      batchId: request.batchId,
      amount,
      fingerprint,
      leaseMs: LEASE_MS,
    };
    let claim = await this.attempts.claim(claimInput);
    // Retries wait for the first caller's answer; if its lease lapses (it died) one of them takes over.
    for (
      const deadline = Date.now() + WAIT_MS;
      claim.kind === 'existing';
      claim = await this.attempts.claim(claimInput)
    ) {
      if (claim.attempt.fingerprint !== fingerprint) throw paymentIdempotencyMismatch();
      if (claim.attempt.result) return claim.attempt.result;
      if (Date.now() >= deadline) throw paymentInProgress();
      await sleep(POLL_MS);
    }
    if (request.prepare) {
      try {
        await request.prepare(claim.attempt);
      } catch (error) {
        await this.attempts.remove(claim.attempt.id);
        throw error;
      }
    }
    let answer: PaymentResult;
    try {
      answer = await this.provider.createPayment({
        reference: request.reference ? request.reference(claim.attempt) : request.batchNumber,
        amount,
        paymentMethod: request.paymentMethod,
        returnUrl: request.returnUrl,
        browserInfo: request.browserInfo,
        riskData: request.riskData,
        storePaymentMethod: request.storePaymentMethod,
        shopperReference: request.shopperReference,
        // The same key at the provider: if we crash after it charged, the retry gets that charge back.
        idempotencyKey: request.idempotencyKey,
      });
    } catch (error) {
      return this.settleFailure(claim.attempt, error);
    }
    const result = checkoutResultOf(answer);
    await this.attempts.complete(claim.attempt.id, result);
    return result;
  }

  /** After the card challenge: the browser came back to return_url with `redirectResult`. */
  async completeChallenge(idempotencyKey: string, redirectResult: string): Promise<CheckoutResult> {
    const attempt = await this.attempts.findByKey(idempotencyKey);
    if (!attempt) throw paymentAttemptNotFound();
    return this.completeChallengeOf(attempt, redirectResult);
  }

  /** As completeChallenge, for an attempt the caller found (the batch's current one). */
  async completeChallengeOf(attempt: PaymentAttempt, redirectResult: string): Promise<CheckoutResult> {
    if (attempt.status !== 'redirect') {
      if (!attempt.result) throw paymentInProgress();
      return attempt.result;
    }
    const answer = await this.call(() => this.provider.paymentDetails({ details: { redirectResult } }));
    // A redirectResult of some other payment must not settle this attempt.
    if (attempt.pspReference && answer.pspReference && answer.pspReference !== attempt.pspReference)
      throw paymentRedirectMismatch();
    const result = checkoutResultOf(answer);
    await this.attempts.complete(attempt.id, result);
    return result;
  }

  private async settleFailure(attempt: PaymentAttempt, error: unknown): Promise<CheckoutResult> {
    if (error instanceof CardProviderError) {
      if (error.status !== 422)
        this.logger.error(
          `card provider refused our request (${error.status} ${error.errorCode}): check the payment configuration`,
        );
      const result = checkoutResultOfProviderError(error);
      await this.attempts.complete(attempt.id, result);
      return result;
    }
    // Unknown whether the provider acted: keep the attempt open so a retry asks again, same key.
    await this.attempts.release(attempt.id);
    if (error instanceof CardProviderUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }

  private hkd(amount: Money): { currency: 'HKD'; value: number } {
    if (amount.currency !== 'HKD' || !Number.isSafeInteger(amount.amount) || amount.amount <= 0)
      throw paymentInvalidAmount();
    return { currency: 'HKD', value: amount.amount };
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw paymentProviderUnavailable();
      throw error;
    }
  }
}
