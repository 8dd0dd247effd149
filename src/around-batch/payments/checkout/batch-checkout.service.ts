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
  PAYMENT_MESSAGES,
  paymentAttemptNotFound,
  paymentInProgress,
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
import type { PayBody } from './batch-checkout.input';
import type { CheckoutResult } from './checkout-result';
import { CheckoutService } from './checkout.service';
import { merchantReferenceOf } from './merchant-reference';
import { PaymentAttemptsRepository, type PaymentAttempt } from './payment-attempts.repository';

/** What the pay endpoints answer with 200 (failures are 422 ApiErrors). */
export type CheckoutAnswer =
  | { code: 'PAYMENT_SUCCESSFUL'; message: string; result_code: 'Authorised'; status: string; position: string }
  | {
      code: 'PAYMENT_REDIRECT';
      message: string;
      result_code: 'RedirectShopper';
      action: { url: string; method: 'GET' | 'POST' };
    }
  | { code: 'PAYMENT_PENDING'; message: string; result_code: 'Pending'; status: string };

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
  constructor(
    private readonly checkout: CheckoutService,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly writer: BatchWriter,
    private readonly recorder: PaymentOutcomeRecorder,
    private readonly promotions: PromotionsService,
    private readonly provider: CardProvider,
    private readonly clock: Clock,
    @Optional() @Inject(LocalCardProvider) private readonly localProvider: LocalCardProvider | undefined,
    @Inject(PAYMENTS_OPTIONS) private readonly options: PaymentsOptions,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
  ) {}

  async paymentMethods(actor: Actor, batchId: string) {
    const batch = await this.ownBatch(actor, batchId);
    // Paying again after an abandoned challenge starts from here too, so `paying` is fine.
    if (statusOf(batch.state) !== 'paying') this.assertMayStart(actor, batch);
    const value = this.hkdAmount(batch.state.context.fees);
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
      prepare: (attempt) => this.startCheckout(actor, batchId, attempt, amount, accepted, correlationId),
    });
    const attempt = await this.attempts.findByKey(idempotencyKey);
    if (!attempt) throw paymentAttemptNotFound();
    return this.settle(batchId, attempt, result, correlationId);
  }

  /**
   * Our card rules (card-rules.ts) on what the provider says of the card, before anything is
   * authorised or recorded: a brand we do not take or a refused funding source (debit) is the
   * spec's card message (422 PAYMENT_INPUT_ERROR); the shopper may pay with another card.
   */
  async checkCard(body: PayBody): Promise<void> {
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
    return this.settle(batchId, attempt, result, correlationId);
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
    const previous = await this.attempts.findById(previousId);
    const result = previous?.result;
    if (
      previous &&
      result &&
      (result.status === 'refused' || result.status === 'error' || result.status === 'authorised')
    ) {
      // Answered, but the outcome did not reach the batch (crash in between): record it now.
      await this.settle(batch.batchId, previous, result, correlationId).catch(() => undefined);
      return;
    }
    const age = previous ? this.clock.now().getTime() - previous.createdAt.getTime() : Number.POSITIVE_INFINITY;
    if (age < this.settings.checkoutTimeoutMs) throw paymentInProgress();
    const expired: CheckoutResult = {
      status: 'error',
      code: 'PAYMENT_FAILED',
      message: PAYMENT_MESSAGES.PAYMENT_FAILED,
      refusalReason: 'expired',
    };
    if (previous) await this.attempts.expire(previous.id, expired);
    await this.recorder.record(
      batch.batchId,
      previousId,
      { kind: 'failed', code: 'PAYMENT_EXPIRED', message: PAYMENT_MESSAGES.PAYMENT_EXPIRED },
      correlationId,
    );
  }

  /** Puts the provider's answer on the batch (idempotent) and shapes the HTTP answer. */
  private async settle(
    batchId: string,
    attempt: PaymentAttempt,
    result: CheckoutResult,
    correlationId: string,
  ): Promise<CheckoutAnswer> {
    switch (result.status) {
      case 'authorised': {
        const psp = result.pspReference ?? attempt.pspReference ?? '';
        const recorded = await this.recorder.record(
          batchId,
          attempt.id,
          { kind: 'authorised', pspReference: psp, amount: attempt.amount.value, cardSummary: result.cardSummary },
          correlationId,
        );
        if (recorded.kind === 'stale' || recorded.kind === 'unknown-batch') {
          // Authorised for a checkout the batch no longer waits for: give the hold back.
          await this.provider.cancel(psp, `release-${psp}`);
          throw paymentRefused('PAYMENT_FAILED', { result_code: 'Cancelled', reason: 'checkout_expired' });
        }
        return {
          code: 'PAYMENT_SUCCESSFUL',
          message: PAYMENT_MESSAGES.PAYMENT_SUCCESSFUL,
          result_code: 'Authorised',
          status: recorded.status,
          position: recorded.position,
        };
      }
      case 'redirect':
        return {
          code: 'PAYMENT_REDIRECT',
          message: result.message,
          result_code: 'RedirectShopper',
          action: { url: result.action?.url ?? '', method: result.action?.method ?? 'GET' },
        };
      case 'pending':
        return { code: 'PAYMENT_PENDING', message: result.message, result_code: 'Pending', status: 'paying' };
      default: {
        const code = result.code === 'PAYMENT_INPUT_ERROR' ? 'PAYMENT_INPUT_ERROR' : 'PAYMENT_FAILED';
        const recorded = await this.recorder.record(
          batchId,
          attempt.id,
          { kind: 'failed', code, message: PAYMENT_MESSAGES[code] },
          correlationId,
        );
        // status and position let the app refetch the (payable again) batch with read-your-writes.
        const where = recorded.kind === 'unknown-batch' ? {} : { status: recorded.status, position: recorded.position };
        throw paymentRefused(code, {
          result_code: result.status === 'refused' ? 'Refused' : 'Error',
          refusal_reason: result.refusalReason ?? null,
          ...where,
        });
      }
    }
  }

  /** The caller's batch, or the same 404 as a missing one (existence must not leak). */
  private async ownBatch(actor: Actor, batchId: string): Promise<LoadedBatch> {
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
