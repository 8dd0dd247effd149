import { Injectable, Logger } from '@nestjs/common';
import { arrivalOf, type QuoteRevisionRecord } from '@machines/batch';
import { batchExists, BatchWriter, type CommandContext, type CommandResult, type LoadedBatch } from '../../../batch';
import { PAYMENT_SYSTEM_ACTOR, type PaymentOutcome, type RecordResult } from './payment-outcome.recorder';
import { here, recordInRounds } from './record-rounds';

/** The revision whose top-up this pay attempt is (its `paymentReference`), if any. */
export function topUpRevisionOf(batch: LoadedBatch, attemptId: string): QuoteRevisionRecord | undefined {
  return arrivalOf(batch.state.context).revisions.find((r) => r.topUp?.paymentReference === attemptId);
}

/**
 * Applies the provider's outcome of a top-up (the payment of a higher revision's increase) once,
 * whichever of the synchronous answer and the AUTHORISATION webhook comes first: an authorisation
 * accepts the revision (RecordTopUpPaymentAuthorisation), a refusal leaves it waiting
 * (RecordTopUpPaymentFailure). The capture follows as a job (after-payment.reaction.ts).
 */
@Injectable()
export class TopUpOutcomeRecorder {
  private readonly logger = new Logger('TopUpOutcomeRecorder');

  constructor(private readonly writer: BatchWriter) {}

  /** The attempt pays a higher revision's increase (a top-up), not the checkout. */
  async isTopUp(batchId: string, attemptId: string): Promise<boolean> {
    const batch = await this.writer.load(batchId);
    return batchExists(batch) && topUpRevisionOf(batch, attemptId) !== undefined;
  }

  record(batchId: string, attemptId: string, outcome: PaymentOutcome, correlationId: string): Promise<RecordResult> {
    return recordInRounds(
      this.writer,
      batchId,
      (batch) => {
        const revision = topUpRevisionOf(batch, attemptId);
        if (this.alreadyRecorded(batch, revision, outcome)) return { kind: 'already', ...here(batch) };
        // Not waiting for this attempt any more (expired, or paid by another): a late answer changes nothing.
        if (!revision?.topUp || revision.topUp.status !== 'started') return { kind: 'stale', ...here(batch) };
        const context = { actor: PAYMENT_SYSTEM_ACTOR, correlationId, causationId: attemptId };
        return { write: () => this.apply(batchId, revision.id, outcome, context) };
      },
      (error) =>
        this.logger.debug(`top-up outcome of attempt ${attemptId} raced another writer (${error.code}); re-reading`),
    );
  }

  private apply(
    batchId: string,
    revisionId: string,
    outcome: PaymentOutcome,
    context: CommandContext,
  ): Promise<CommandResult> {
    if (outcome.kind === 'authorised') {
      return this.writer.command(batchId, context, 'RecordTopUpPaymentAuthorisation', {
        revisionId,
        amount: { amount: outcome.amount, currency: 'HKD' },
        pspReference: outcome.pspReference,
        ...(outcome.cardSummary ? { cardSummary: outcome.cardSummary } : {}),
      });
    }
    return this.writer.command(batchId, context, 'RecordTopUpPaymentFailure', {
      revisionId,
      code: outcome.code,
      message: outcome.message,
    });
  }

  /** An authorisation counts once per pspReference; a failure once per attempt. */
  private alreadyRecorded(batch: LoadedBatch, revision: QuoteRevisionRecord | undefined, outcome: PaymentOutcome) {
    if (outcome.kind === 'authorised')
      return batch.events.some(
        (e) => e.type === 'TopUpPaymentAuthorised' && e.data.pspReference === outcome.pspReference,
      );
    return revision?.topUp?.status === 'failed';
  }
}
