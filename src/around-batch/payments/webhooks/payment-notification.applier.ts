import { Injectable, Logger } from '@nestjs/common';
import type { NotificationIntent } from './notification-intent';
import type { StoredPaymentNotification } from './payment-notification';

/**
 * Where a stored notification takes effect (BatchPaymentApplier records it on the batch through
 * the batch writer, once per outcome). It must be idempotent: at-least-once is all a crash allows.
 * Throwing leaves the notification pending; it is retried on the next delivery or sweep.
 */
export abstract class PaymentNotificationApplier {
  abstract apply(notification: StoredPaymentNotification, intent: NotificationIntent): Promise<void>;
}

/** Default until the batch side is wired: records what would happen, changes nothing. */
@Injectable()
export class LoggingNotificationApplier extends PaymentNotificationApplier {
  private readonly logger = new Logger('PaymentNotifications');

  apply(notification: StoredPaymentNotification, intent: NotificationIntent): Promise<void> {
    this.logger.log(
      `${notification.eventCode} success=${notification.success} ${notification.pspReference} batch=${notification.merchantReference} → ${intent.kind}${intent.kind === 'command' ? ` ${intent.command.type}` : ''}`,
    );
    return Promise.resolve();
  }
}
