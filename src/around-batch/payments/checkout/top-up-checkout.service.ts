import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  domainError,
  pendingRevision,
  statusOf,
  topUpDueHkd,
  topUpInFlight,
  type QuoteRevisionRecord,
} from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { batchExists, batchNotFound, BatchWriter, type LoadedBatch, toApiError } from '../../../batch';
import { Clock } from '../../../platform/clock/clock';
import { PAYMENTS_SYSTEM_ACTOR } from '../batch/batch-capture.service';
import { TopUpCaptureService } from '../batch/top-up-capture.service';
import { TopUpOutcomeRecorder } from '../batch/top-up-outcome.recorder';
import { PAYMENT_MESSAGES, paymentAttemptNotFound, paymentInProgress, paymentRefused } from '../payments.errors';
import { PAYMENTS_OPTIONS, type PaymentsOptions } from '../payments.options';
import { CardProvider } from '../provider/card-provider.port';
import { LocalCardProvider } from '../provider/local-card-provider.port';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './batch-checkout.settings';
import type { PayBody } from './batch-checkout.input';
import { BatchCheckoutService, type CheckoutAnswer } from './batch-checkout.service';
import { cardEntryOf } from './card-entry';
import type { CheckoutResult } from './checkout-result';
import { CheckoutService } from './checkout.service';
import { merchantReferenceOf } from './merchant-reference';
import { PaymentAttemptsRepository, type PaymentAttempt } from './payment-attempts.repository';

/**
 * Paying the increase of a higher quote revision (a top-up; docs/arrival.md) with the checkout's
 * machinery: the same card entry, idempotent pay attempts (`payment_attempts`, merchant reference
 * `{batch number}:{attempt id}`), 3-D Secure and webhooks. The amount is what the revision charges
 * above the card payments (topUpDueHkd); StartTopUpPayment names the attempt, the provider's
 * authorisation accepts the revision (TopUpOutcomeRecorder) and the top-up is captured at once.
 * Owner requester only; the checkout's stale-attempt rule holds for an abandoned challenge.
 */
@Injectable()
export class TopUpCheckoutService {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly batchCheckout: BatchCheckoutService,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly writer: BatchWriter,
    private readonly recorder: TopUpOutcomeRecorder,
    private readonly captures: TopUpCaptureService,
    private readonly provider: CardProvider,
    private readonly clock: Clock,
    @Optional() @Inject(LocalCardProvider) private readonly localProvider: LocalCardProvider | undefined,
    @Inject(PAYMENTS_OPTIONS) private readonly options: PaymentsOptions,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
  ) {}

  async paymentMethods(actor: Actor, batchId: string, revisionId: string) {
    const { batch, revision } = await this.payable(actor, batchId, revisionId);
    const value = topUpDueHkd(batch.state.context, revision);
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
    revisionId: string,
    idempotencyKey: string,
    body: PayBody,
    correlationId: string,
  ): Promise<CheckoutAnswer> {
    const { batch, revision } = await this.payable(actor, batchId, revisionId);
    const { batchNumber } = batch.state.context;
    const amount = topUpDueHkd(batch.state.context, revision);
    await this.batchCheckout.checkCard(body);
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
      prepare: (attempt) => this.start(actor, batchId, revisionId, attempt, amount, correlationId),
    });
    const attempt = await this.attempts.findByKey(idempotencyKey);
    if (!attempt) throw paymentAttemptNotFound();
    return this.settle(batchId, attempt, result, correlationId);
  }

  /**
   * Back from the card challenge: settles the batch's top-up waiting for the provider, or answers
   * null when none waits (the checkout's own details then apply).
   */
  async details(actor: Actor, batchId: string, redirectResult: string, correlationId: string) {
    const batch = await this.ownBatch(actor, batchId);
    const waiting = topUpInFlight(batch.state.context)?.topUp?.paymentReference;
    if (!waiting) return null;
    const attempt = await this.attempts.findById(waiting);
    if (!attempt || attempt.batchId !== batchId) throw paymentAttemptNotFound();
    const result = await this.checkout.completeChallengeOf(attempt, redirectResult);
    return this.settle(batchId, attempt, result, correlationId);
  }

  /** The owner's batch and its waiting revision with an increase to pay (404 / 403 / 409 as the machine says). */
  private async payable(actor: Actor, batchId: string, revisionId: string) {
    const batch = await this.ownBatch(actor, batchId);
    const revision = pendingRevision(batch.state.context);
    if (!revision || revision.id !== revisionId)
      throw toApiError(domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' }));
    this.writer.authorizeFirst('StartTopUpPayment', batch.state, {
      id: actor.id,
      role: actor.role,
      accountType: actor.accountType,
    });
    return { batch, revision };
  }

  /** Runs once per attempt, by its owner, before the provider is called. */
  private async start(
    actor: Actor,
    batchId: string,
    revisionId: string,
    attempt: PaymentAttempt,
    amount: number,
    correlationId: string,
  ): Promise<void> {
    const batch = await this.ownBatch(actor, batchId);
    const waiting = topUpInFlight(batch.state.context);
    if (waiting?.topUp) {
      // This very attempt, resumed after the provider was unreachable: the revision already waits for it.
      if (waiting.topUp.paymentReference === attempt.id) return;
      await this.expireStale(batch, waiting, correlationId);
    }
    await this.writer.command(batchId, { actor, correlationId }, 'StartTopUpPayment', {
      revisionId,
      amount: { amount, currency: 'HKD' },
      paymentReference: attempt.id,
    });
  }

  /** The checkout's rule: an unanswered attempt blocks another until it is PAYMENT_CHECKOUT_TIMEOUT_SECONDS old. */
  private async expireStale(batch: LoadedBatch, waiting: QuoteRevisionRecord, correlationId: string) {
    const previousId = waiting.topUp?.paymentReference ?? '';
    const previous = await this.attempts.findById(previousId);
    const result = previous?.result;
    if (previous && result && result.status !== 'redirect' && result.status !== 'pending') {
      // Answered, but the outcome did not reach the batch (crash in between): record it, then look again.
      await this.settle(batch.batchId, previous, result, correlationId).catch(() => undefined);
      throw paymentInProgress();
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

  /** Puts the provider's answer on the batch (idempotent), captures an authorised top-up, shapes the answer. */
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
          // Authorised for a top-up the revision no longer waits for: give the hold back.
          await this.provider.cancel(psp, `release-${psp}`);
          throw paymentRefused('PAYMENT_FAILED', { result_code: 'Cancelled', reason: 'checkout_expired' });
        }
        // At once (the items are bought already); the reaction's job retries if the provider is away.
        await this.captures
          .capture(batchId, { actor: PAYMENTS_SYSTEM_ACTOR, correlationId })
          .catch(() => 'nothing-to-capture');
        const after = await this.writer.load(batchId);
        return {
          code: 'PAYMENT_SUCCESSFUL',
          message: PAYMENT_MESSAGES.PAYMENT_SUCCESSFUL,
          result_code: 'Authorised',
          status: recorded.status,
          position: batchExists(after) ? after.position : recorded.position,
        };
      }
      case 'redirect':
        return {
          code: 'PAYMENT_REDIRECT',
          message: result.message,
          result_code: 'RedirectShopper',
          action: { url: result.action?.url ?? '', method: result.action?.method ?? 'GET' },
        };
      case 'pending': {
        // The webhook decides; the order stays where it is meanwhile.
        const batch = await this.writer.load(batchId);
        const status = batchExists(batch) ? String(statusOf(batch.state)) : 'none';
        return { code: 'PAYMENT_PENDING', message: result.message, result_code: 'Pending', status };
      }
      default: {
        const code = result.code === 'PAYMENT_INPUT_ERROR' ? 'PAYMENT_INPUT_ERROR' : 'PAYMENT_FAILED';
        const recorded = await this.recorder.record(
          batchId,
          attempt.id,
          { kind: 'failed', code, message: PAYMENT_MESSAGES[code] },
          correlationId,
        );
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
}
