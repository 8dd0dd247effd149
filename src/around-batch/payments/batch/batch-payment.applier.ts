import { Injectable, Logger } from '@nestjs/common';
import { PaymentAttemptsRepository } from '../checkout/payment-attempts.repository';
import { CardProvider } from '../provider/card-provider.port';
import type { NotificationIntent } from '../webhooks/notification-intent';
import { PaymentNotificationApplier } from '../webhooks/payment-notification.applier';
import type { StoredPaymentNotification } from '../webhooks/payment-notification';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { PaymentOutcomeRecorder, type PaymentOutcome } from './payment-outcome.recorder';
import { TopUpOutcomeRecorder } from './top-up-outcome.recorder';

/**
 * Turns provider notifications into batch commands. Idempotent through the recorder: the
 * AUTHORISATION webhook and the synchronous answer both arrive, redeliveries too, in any order.
 * An authorisation for an attempt the batch no longer waits for (expired, abandoned challenge
 * completed late) is released at the provider, so the shopper is never left with a stray hold.
 */
@Injectable()
export class BatchPaymentApplier extends PaymentNotificationApplier {
  private readonly logger = new Logger('BatchPaymentApplier');

  constructor(
    private readonly attempts: PaymentAttemptsRepository,
    private readonly recorder: PaymentOutcomeRecorder,
    private readonly topUps: TopUpOutcomeRecorder,
    private readonly provider: CardProvider,
    private readonly alerts: PaymentAlertsRepository,
  ) {
    super();
  }

  async apply(notification: StoredPaymentNotification, intent: NotificationIntent): Promise<void> {
    if (intent.kind !== 'command') {
      if (intent.kind === 'alert') {
        // Once per notification: a redelivery or a re-application raises nothing new.
        await this.alerts.raise({
          dedupeKey: `notification:${notification.id}`,
          batchId: null,
          batchNumber: intent.batchNumber,
          code: intent.code,
          message: intent.reason || intent.code,
        });
      }
      return;
    }
    const attempt = intent.attemptId ? await this.attempts.findById(intent.attemptId) : undefined;
    if (!attempt?.batchId) {
      // Not one of our batch checkouts (or from before attempts carried ids): nothing to change.
      this.logger.warn(
        `notification ${notification.id} (${notification.merchantReference}) names no known pay attempt`,
      );
      return;
    }
    const data = intent.command.data;
    const outcome: PaymentOutcome =
      'pspReference' in data
        ? {
            kind: 'authorised',
            pspReference: data.pspReference,
            amount: data.amount.amount,
            cardSummary: data.cardSummary,
          }
        : { kind: 'failed', code: data.code, message: data.message };
    const correlationId = `payment-notification:${notification.id}`;
    const result = (await this.topUps.isTopUp(attempt.batchId, attempt.id))
      ? await this.topUps.record(attempt.batchId, attempt.id, outcome, correlationId)
      : await this.recorder.record(attempt.batchId, attempt.id, outcome, correlationId);
    if (result.kind === 'stale' && outcome.kind === 'authorised') {
      this.logger.warn(`authorisation ${outcome.pspReference} of stale attempt ${attempt.id}: releasing it`);
      await this.provider.cancel(outcome.pspReference, `release-${outcome.pspReference}`);
    }
  }
}
