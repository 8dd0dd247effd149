import type { Clock } from '../../../platform/clock/clock';
import type { PaymentOutcome, RecordResult } from '../batch/payment-outcome.recorder';
import { PAYMENT_MESSAGES, paymentInProgress, paymentRefused } from '../payments.errors';
import type { CardProvider } from '../provider/card-provider.port';
import type { CheckoutSettings } from './batch-checkout.settings';
import type { CheckoutResult } from './checkout-result';
import type { PaymentAttempt, PaymentAttemptsRepository } from './payment-attempts.repository';

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

/** Puts a provider outcome on the batch once: the checkout's recorder or the top-up's. */
export interface AttemptRecorder {
  record(batchId: string, attemptId: string, outcome: PaymentOutcome, correlationId: string): Promise<RecordResult>;
}

/** Where the answer says the batch is. */
export interface BatchWhere {
  readonly status: string;
  readonly position: string;
}

/** What paying the batch and paying a top-up do differently once the provider has answered. */
export interface SettleSteps {
  /** The authorisation is on the batch (`recorded` says where): where the answer says the batch now is. */
  readonly authorised: (recorded: BatchWhere) => Promise<BatchWhere>;
  /** The provider has not decided yet (the webhook will): the status the answer reports meanwhile. */
  readonly pendingStatus: () => Promise<string>;
}

export interface AttemptSettlerDeps {
  readonly recorder: AttemptRecorder;
  readonly provider: CardProvider;
  readonly attempts: PaymentAttemptsRepository;
  readonly clock: Clock;
  readonly settings: CheckoutSettings;
}

/**
 * The provider's answer to a pay attempt, put on the batch and shaped for HTTP, and the stale-attempt
 * rule; the same for the checkout and a top-up, which differ only by recorder and SettleSteps.
 */
export class AttemptSettler {
  constructor(private readonly deps: AttemptSettlerDeps) {}

  /** Puts the provider's answer on the batch (idempotent) and shapes the HTTP answer. */
  async settle(
    batchId: string,
    attempt: PaymentAttempt,
    result: CheckoutResult,
    correlationId: string,
    steps: SettleSteps,
  ): Promise<CheckoutAnswer> {
    const { recorder, provider } = this.deps;
    switch (result.status) {
      case 'authorised': {
        const psp = result.pspReference ?? attempt.pspReference ?? '';
        const recorded = await recorder.record(
          batchId,
          attempt.id,
          { kind: 'authorised', pspReference: psp, amount: attempt.amount.value, cardSummary: result.cardSummary },
          correlationId,
        );
        if (recorded.kind === 'stale' || recorded.kind === 'unknown-batch') {
          // Authorised for an attempt the batch no longer waits for: give the hold back.
          await provider.cancel(psp, `release-${psp}`);
          throw paymentRefused('PAYMENT_FAILED', { result_code: 'Cancelled', reason: 'checkout_expired' });
        }
        const where = await steps.authorised({ status: recorded.status, position: recorded.position });
        return {
          code: 'PAYMENT_SUCCESSFUL',
          message: PAYMENT_MESSAGES.PAYMENT_SUCCESSFUL,
          result_code: 'Authorised',
          status: where.status,
          position: where.position,
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
        return {
          code: 'PAYMENT_PENDING',
          message: result.message,
          result_code: 'Pending',
          status: await steps.pendingStatus(),
        };
      default: {
        const code = result.code === 'PAYMENT_INPUT_ERROR' ? 'PAYMENT_INPUT_ERROR' : 'PAYMENT_FAILED';
        const recorded = await recorder.record(
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

  /**
   * A new attempt while `previousId` still waits. Answered, but the outcome did not reach the batch
   * (crash in between): it is recorded now ('recorded'). Unanswered: it blocks (PAYMENT_IN_PROGRESS)
   * until it is PAYMENT_CHECKOUT_TIMEOUT_SECONDS old; then it is expired (a late answer is ignored, a
   * late authorisation released) and its failure recorded ('expired').
   */
  async expireStale(
    batchId: string,
    previousId: string,
    correlationId: string,
    steps: SettleSteps,
  ): Promise<'recorded' | 'expired'> {
    const { attempts, clock, settings, recorder } = this.deps;
    const previous = await attempts.findById(previousId);
    const result = previous?.result;
    if (previous && result && result.status !== 'redirect' && result.status !== 'pending') {
      await this.settle(batchId, previous, result, correlationId, steps).catch(() => undefined);
      return 'recorded';
    }
    const age = previous ? clock.now().getTime() - previous.createdAt.getTime() : Number.POSITIVE_INFINITY;
    if (age < settings.checkoutTimeoutMs) throw paymentInProgress();
    const expired: CheckoutResult = {
      status: 'error',
      code: 'PAYMENT_FAILED',
      message: PAYMENT_MESSAGES.PAYMENT_FAILED,
      refusalReason: 'expired',
    };
    if (previous) await attempts.expire(previous.id, expired);
    await recorder.record(
      batchId,
      previousId,
      { kind: 'failed', code: 'PAYMENT_EXPIRED', message: PAYMENT_MESSAGES.PAYMENT_EXPIRED },
      correlationId,
    );
    return 'expired';
  }
}
