import { Injectable, Logger } from '@nestjs/common';
import { statusOf } from '@machines/batch';
import { batchExists, BatchWriter, type CommandContext, type CommandResult, type LoadedBatch } from '../../../batch';
import { PromotionsService } from '../../promotions';
import { here, recordInRounds } from './record-rounds';

/** Who records provider outcomes on batches (spec §6 system actor). */
export const PAYMENT_SYSTEM_ACTOR = { id: 'card-provider', role: 'system' } as const;

export type PaymentOutcome =
  | {
      readonly kind: 'authorised';
      readonly pspReference: string;
      readonly amount: number;
      /** The card's last four digits, when the provider sent them. */
      readonly cardSummary?: string;
    }
  | { readonly kind: 'failed'; readonly code: string; readonly message: string };

export type RecordResult =
  /** Recorded now. */
  | { readonly kind: 'applied'; readonly status: string; readonly position: string }
  /** Recorded before (the synchronous answer and the webhook both arrive): nothing to do. */
  | { readonly kind: 'already'; readonly status: string; readonly position: string }
  /** The attempt is not the batch's checkout any more (expired, or another one is paying). */
  | { readonly kind: 'stale'; readonly status: string; readonly position: string }
  | { readonly kind: 'unknown-batch' };

/**
 * Applies a provider outcome to the batch exactly once, whichever of the synchronous answer and
 * the AUTHORISATION webhook comes first, however often, and in whatever order. The machine refuses
 * a second RecordPayment* (the batch has left `paying`), so "already recorded" is decided here by
 * looking at the stream, and a refusal caused by a concurrent writer is re-checked, not reported.
 */
@Injectable()
export class PaymentOutcomeRecorder {
  private readonly logger = new Logger('PaymentOutcomeRecorder');

  constructor(
    private readonly writer: BatchWriter,
    private readonly promotions: PromotionsService,
  ) {}

  record(batchId: string, attemptId: string, outcome: PaymentOutcome, correlationId: string): Promise<RecordResult> {
    return recordInRounds(
      this.writer,
      batchId,
      async (batch) => {
        if (this.alreadyRecorded(batch, attemptId, outcome)) {
          if (outcome.kind === 'authorised') await this.redeemCoupon(batch);
          return { kind: 'already', ...here(batch) };
        }
        const checkout = batch.state.context.checkout;
        if (statusOf(batch.state) !== 'paying' || checkout?.paymentReference !== attemptId)
          return { kind: 'stale', ...here(batch) };
        return { write: () => this.write(batchId, attemptId, outcome, correlationId) };
      },
      (error) => this.logger.debug(`outcome of attempt ${attemptId} raced another writer (${error.code}); re-reading`),
    );
  }

  private async write(
    batchId: string,
    attemptId: string,
    outcome: PaymentOutcome,
    correlationId: string,
  ): Promise<CommandResult> {
    const result = await this.apply(batchId, outcome, {
      actor: PAYMENT_SYSTEM_ACTOR,
      correlationId,
      causationId: attemptId,
    });
    if (outcome.kind === 'authorised') {
      const after = await this.writer.load(batchId);
      if (batchExists(after)) await this.redeemCoupon(after);
    }
    return result;
  }

  private apply(batchId: string, outcome: PaymentOutcome, context: CommandContext): Promise<CommandResult> {
    if (outcome.kind === 'authorised') {
      return this.writer.command(batchId, context, 'RecordPaymentAuthorisation', {
        amount: { amount: outcome.amount, currency: 'HKD' },
        pspReference: outcome.pspReference,
        ...(outcome.cardSummary ? { cardSummary: outcome.cardSummary } : {}),
      });
    }
    return this.writer.command(batchId, context, 'RecordPaymentFailure', {
      code: outcome.code,
      message: outcome.message,
    });
  }

  /** An authorisation is recorded once per pspReference; a failure once per checkout attempt. */
  private alreadyRecorded(batch: LoadedBatch, attemptId: string, outcome: PaymentOutcome): boolean {
    if (outcome.kind === 'authorised') {
      return batch.events.some(
        (e) =>
          (e.type === 'PaymentAuthorised' || e.type === 'PaymentSettled') &&
          e.data.pspReference === outcome.pspReference,
      );
    }
    const started = batch.events.findLastIndex(
      (e) => e.type === 'CheckoutStarted' && e.data.paymentReference === attemptId,
    );
    return (
      started >= 0 &&
      batch.events.slice(started + 1).some((e) => e.type === 'PaymentFailed' || e.type === 'PaymentAuthorised')
    );
  }

  /** Spec: a promo code counts as used once the payment is authorised. */
  private async redeemCoupon(batch: LoadedBatch): Promise<void> {
    const { coupon, requesterId, batchNumber } = batch.state.context;
    if (coupon)
      await this.promotions.recordRedemption({ batchId: batch.batchId, batchNumber, accountId: requesterId, coupon });
  }
}
