import { Inject, Injectable, Optional } from '@nestjs/common';
import { quoteRevisionOf, statusOf, type BatchFees } from '@machines/batch';
import { DEMO_FX_RATES, toHkd } from '@machines/pricing';
import type { Actor } from '../../../platform/auth/actor';
import {
  batchExists,
  batchNotFound,
  BatchWriter,
  type CommandContext,
  type LoadedBatch,
  requireQuote,
} from '../../../batch';
import { ApiError } from '../../../platform/web/api-error';
import { Clock } from '../../../platform/clock/clock';
import { PromotionsService } from '../../promotions';
import { PaymentOutcomeRecorder } from '../batch/payment-outcome.recorder';
import {
  paymentAttemptNotFound,
  paymentInvalidInput,
  paymentProviderUnavailable,
  paymentRefused,
} from '../payments.errors';
import { CardProviderError, type CardDetailsResponse } from '../provider/card-provider.port';
import { cardRefusal } from './card-rules';
import { PAYMENTS_OPTIONS, type PaymentsOptions } from '../payments.options';
import { CardProvider } from '../provider/card-provider.port';
import { LocalCardProvider } from '../provider/local-card-provider.port';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './batch-checkout.settings';
import { cardEntryOf } from './card-entry';
import { AttemptSettler, type CheckoutAnswer, type SettleSteps } from './checkout-answer';
import type { PayBody } from './batch-checkout.input';
import type { CheckoutResult } from './checkout-result';
import { CheckoutService } from './checkout.service';
import { merchantReferenceOf } from './merchant-reference';
import { PaymentAttemptsRepository, type PaymentAttempt } from './payment-attempts.repository';

/**
 * Paying a batch by card (spec §5, §7): owner requester, payable status, HKD amount from the fees,
 * StartCheckout (→ paying) only by the one request that owns the idempotency key, then the
 * provider, then the outcome on the batch (→ payment_authorized, or back to confirmed).
 *
 * Stale-checkout rule: a batch stays `paying` while its attempt waits for the card challenge. A new
 * pay click (new key) is refused with PAYMENT_IN_PROGRESS until that attempt is older than
 * PAYMENT_CHECKOUT_TIMEOUT_SECONDS; then the old attempt is expired (its late answer is ignored and
 * a late authorisation released) and the new one proceeds.
 */
@Injectable()
export class BatchCheckoutService {
  private readonly settler: AttemptSettler;
  /** The answer says where the outcome put the batch; a pending one leaves it `paying`. */
  private readonly steps: SettleSteps = {
    authorised: (recorded) => Promise.resolve(recorded),
    pendingStatus: () => Promise.resolve('paying'),
  };

  constructor(
    private readonly checkout: CheckoutService,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly writer: BatchWriter,
    recorder: PaymentOutcomeRecorder,
    private readonly promotions: PromotionsService,
    private readonly provider: CardProvider,
    clock: Clock,
    @Optional() @Inject(LocalCardProvider) private readonly localProvider: LocalCardProvider | undefined,
    @Inject(PAYMENTS_OPTIONS) private readonly options: PaymentsOptions,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
  ) {
    this.settler = new AttemptSettler({ recorder, provider, attempts, clock, settings });
  }

  async paymentMethods(actor: Actor, batchId: string) {
    const batch = await this.ownBatch(actor, batchId);
    // Paying again after an abandoned challenge starts from here too, so `paying` is fine.
    if (statusOf(batch.state) !== 'paying') this.assertMayStart(actor, batch);
    return this.methodsFor(this.hkdAmount(batch.state.context.fees));
  }

  /** The payment methods answer for paying `value` HKD minor units (the checkout's, or a top-up's). */
  async methodsFor(value: number) {
    const methods = await this.checkout.paymentMethods({ amount: value, currency: 'HKD' });
    return {
      paymentMethods: methods.paymentMethods,
      amount: { currency: 'HKD' as const, value },
      client_key: methods.clientKey,
      environment: methods.environment,
      ...cardEntryOf(this.settings, this.options, this.localProvider),
    };
  }

  async pay(
    actor: Actor,
    batchId: string,
    idempotencyKey: string,
    body: PayBody,
    correlationId: string,
  ): Promise<CheckoutAnswer> {
    const batch = await this.ownBatch(actor, batchId);
    const { batchNumber, fees } = batch.state.context;
    if (!fees) this.assertMayStart(actor, batch);
    // A stale quote is refused before any attempt or provider call: nothing is authorised.
    requireQuote(batch.state, body.quoteRevision);
    const accepted = quoteRevisionOf(batch.state.context);
    const amount = this.hkdAmount(fees);
    const { attempt, result } = await this.charge({ actor, batchId, batchNumber, idempotencyKey, amount, body }, (a) =>
      this.startCheckout(actor, batchId, a, amount, accepted, correlationId),
    );
    return this.settler.settle(batchId, attempt, result, correlationId, this.steps);
  }

  /**
   * Charges the card (checkout or top-up): our card rules, then the provider under the idempotency
   * key, merchant reference `{batch number}:{attempt id}`; `prepare` runs once per attempt before
   * the provider is called. Answers the attempt and the provider's (possibly replayed) answer.
   */
  async charge(
    charge: {
      actor: Actor;
      batchId: string;
      batchNumber: string;
      idempotencyKey: string;
      amount: number;
      body: PayBody;
    },
    prepare: (attempt: PaymentAttempt) => Promise<void>,
  ): Promise<{ attempt: PaymentAttempt; result: CheckoutResult }> {
    const { actor, batchId, batchNumber, idempotencyKey, amount, body } = charge;
    await this.checkCard(body);
    const result = await this.checkout.pay({
      batchNumber,
      batchId,
      idempotencyKey,
      amount: { amount, currency: 'HKD' },
      agreedToTerms: true,
      paymentMethod: body.paymentMethod,
      returnUrl: body.returnUrl,
      browserInfo: body.browserInfo,
      riskData: body.riskData,
      storePaymentMethod: body.storePaymentMethod,
      shopperReference: actor.id,
      reference: (attempt) => merchantReferenceOf(batchNumber, attempt.id),
      prepare,
    });
    const attempt = await this.attempts.findByKey(idempotencyKey);
    if (!attempt) throw paymentAttemptNotFound();
    return { attempt, result };
  }

  /**
   * Our card rules (card-rules.ts) on what the provider says of the card, before anything is
   * authorised or recorded: a brand we do not take or a refused funding source (debit) is the
   * spec's card message (422 PAYMENT_INPUT_ERROR); the shopper may pay with another card.
   */
  private async checkCard(body: PayBody): Promise<void> {
    const encryptedCardNumber = body.paymentMethod.encryptedCardNumber;
    if (!encryptedCardNumber) return;
    let details: CardDetailsResponse;
    try {
      details = await this.provider.cardDetails({ encryptedCardNumber });
    } catch (error) {
      if (error instanceof CardProviderError && error.status < 500) throw paymentInvalidInput('payment_method');
      throw paymentProviderUnavailable();
    }
    const refusal = cardRefusal(details, this.options.acceptedBrands, this.options.refusedFunding);
    if (refusal)
      throw paymentRefused('PAYMENT_INPUT_ERROR', {
        reason: refusal,
        brand: details.brands?.[0]?.type ?? null,
        funding_source: details.fundingSource ?? null,
      });
  }

  /** The shopper is back from the card challenge with `redirectResult`. */
  async details(actor: Actor, batchId: string, redirectResult: string, correlationId: string): Promise<CheckoutAnswer> {
    const batch = await this.ownBatch(actor, batchId);
    const current = batch.state.context.checkout?.paymentReference;
    const attempt =
      (current && (await this.attempts.findById(current))) || (await this.attempts.latestForBatch(batchId));
    if (!attempt || attempt.batchId !== batchId) throw paymentAttemptNotFound();
    const result = await this.checkout.completeChallengeOf(attempt, redirectResult);
    return this.settler.settle(batchId, attempt, result, correlationId, this.steps);
  }

  /** Runs once per attempt, by its owner, before the provider is called. */
  private async startCheckout(
    actor: Actor,
    batchId: string,
    attempt: PaymentAttempt,
    amount: number,
    acceptedQuote: number,
    correlationId: string,
  ): Promise<void> {
    const batch = await this.ownBatch(actor, batchId);
    const ctx = batch.state.context;
    if (statusOf(batch.state) === 'paying') {
      // This very attempt, resumed after the provider was unreachable: the batch already waits for it.
      if (ctx.checkout?.paymentReference === attempt.id) return;
      await this.expireStale(batch, correlationId);
    }
    if (ctx.coupon) await this.promotions.checkAtCheckout(ctx.coupon, actor.id, batchId);
    const context: CommandContext = { actor, correlationId };
    // Decided on the state being written: the authorisation is the accepted quote's total, or nothing.
    await this.writer.execute(batchId, context, (metadata, state) => {
      const command = {
        type: 'StartCheckout' as const,
        data: {
          paymentMethod: 'scheme',
          amount: { amount, currency: 'HKD' as const },
          paymentReference: attempt.id,
          agreedToTerms: true,
        },
        metadata,
      };
      requireQuote(state, acceptedQuote, command);
      return command;
    });
  }

  private async expireStale(batch: LoadedBatch, correlationId: string): Promise<void> {
    const previousId = batch.state.context.checkout?.paymentReference ?? '';
    await this.settler.expireStale(batch.batchId, previousId, correlationId, this.steps);
  }

  /** The caller's batch, or the same 404 as a missing one (existence must not leak). */
  async ownBatch(actor: Actor, batchId: string): Promise<LoadedBatch> {
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch) || batch.state.context.requesterId !== actor.id) throw batchNotFound();
    return batch;
  }

  private assertMayStart(actor: Actor, batch: LoadedBatch): void {
    this.writer.authorizeFirst('StartCheckout', batch.state, {
      id: actor.id,
      role: actor.role,
      accountType: actor.accountType,
    });
  }

  /** The batch total in HKD cents (spec: payment in HKD), rounded up like every charge. */
  private hkdAmount(fees: BatchFees | null): number {
    if (!fees)
      throw new ApiError(
        409,
        'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
        'This action is not allowed in the current status.',
        {},
      );
    return toHkd({ amount: fees.total, currency: fees.currency }, DEMO_FX_RATES, 'up').amount;
  }
}
