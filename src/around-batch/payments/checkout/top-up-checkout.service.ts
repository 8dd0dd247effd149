import { Inject, Injectable } from '@nestjs/common';
import {
  domainError,
  pendingRevision,
  statusOf,
  topUpDueHkd,
  topUpInFlight,
  type QuoteRevisionRecord,
} from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { batchExists, BatchWriter, type LoadedBatch, toApiError } from '../../../batch';
import { Clock } from '../../../platform/clock/clock';
import { PAYMENTS_SYSTEM_ACTOR } from '../batch/batch-capture.service';
import { TopUpCaptureService } from '../batch/top-up-capture.service';
import { TopUpOutcomeRecorder } from '../batch/top-up-outcome.recorder';
import { paymentAttemptNotFound, paymentInProgress } from '../payments.errors';
import { CardProvider } from '../provider/card-provider.port';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './batch-checkout.settings';
import type { PayBody } from './batch-checkout.input';
import { BatchCheckoutService } from './batch-checkout.service';
import { AttemptSettler, type CheckoutAnswer, type SettleSteps } from './checkout-answer';
import { CheckoutService } from './checkout.service';
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
  private readonly settler: AttemptSettler;

  constructor(
    private readonly checkout: CheckoutService,
    private readonly batchCheckout: BatchCheckoutService,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly writer: BatchWriter,
    recorder: TopUpOutcomeRecorder,
    private readonly captures: TopUpCaptureService,
    provider: CardProvider,
    clock: Clock,
    @Inject(CHECKOUT_SETTINGS) settings: CheckoutSettings,
  ) {
    this.settler = new AttemptSettler({ recorder, provider, attempts, clock, settings });
  }

  async paymentMethods(actor: Actor, batchId: string, revisionId: string) {
    const { batch, revision } = await this.payable(actor, batchId, revisionId);
    return this.batchCheckout.methodsFor(topUpDueHkd(batch.state.context, revision));
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
    const { attempt, result } = await this.batchCheckout.charge(
      { actor, batchId, batchNumber, idempotencyKey, amount, body },
      (a) => this.start(actor, batchId, revisionId, a, amount, correlationId),
    );
    return this.settler.settle(batchId, attempt, result, correlationId, this.steps(batchId, correlationId));
  }

  /**
   * Back from the card challenge: settles the batch's top-up waiting for the provider, or answers
   * null when none waits (the checkout's own details then apply).
   */
  async details(actor: Actor, batchId: string, redirectResult: string, correlationId: string) {
    const batch = await this.batchCheckout.ownBatch(actor, batchId);
    const waiting = topUpInFlight(batch.state.context)?.topUp?.paymentReference;
    if (!waiting) return null;
    const attempt = await this.attempts.findById(waiting);
    if (!attempt || attempt.batchId !== batchId) throw paymentAttemptNotFound();
    const result = await this.checkout.completeChallengeOf(attempt, redirectResult);
    return this.settler.settle(batchId, attempt, result, correlationId, this.steps(batchId, correlationId));
  }

  /** The owner's batch and its waiting revision with an increase to pay (404 / 403 / 409 as the machine says). */
  private async payable(actor: Actor, batchId: string, revisionId: string) {
    const batch = await this.batchCheckout.ownBatch(actor, batchId);
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
    const batch = await this.batchCheckout.ownBatch(actor, batchId);
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

  /**
   * The checkout's stale-attempt rule (AttemptSettler.expireStale). An answered attempt whose outcome is
   * recorded only now may have accepted the revision: this click is refused, the app looks again.
   */
  private async expireStale(batch: LoadedBatch, waiting: QuoteRevisionRecord, correlationId: string) {
    const previousId = waiting.topUp?.paymentReference ?? '';
    const done = await this.settler.expireStale(
      batch.batchId,
      previousId,
      correlationId,
      this.steps(batch.batchId, correlationId),
    );
    if (done === 'recorded') throw paymentInProgress();
  }

  /** An authorised top-up is captured at once; the answer says where the batch is after. */
  private steps(batchId: string, correlationId: string): SettleSteps {
    return {
      authorised: async (recorded) => {
        // At once (the items are bought already); the reaction's job retries if the provider is away.
        await this.captures
          .capture(batchId, { actor: PAYMENTS_SYSTEM_ACTOR, correlationId })
          .catch(() => 'nothing-to-capture');
        const after = await this.writer.load(batchId);
        return { status: recorded.status, position: batchExists(after) ? after.position : recorded.position };
      },
      // The webhook decides; the order stays where it is meanwhile.
      pendingStatus: async () => {
        const batch = await this.writer.load(batchId);
        return batchExists(batch) ? String(statusOf(batch.state)) : 'none';
      },
    };
  }
}
