import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SmsDeliveries } from '../../platform/outbox/sms-deliveries';
import type { EmailTarget } from './notification-rules';
import {
  DEFAULT_NOTIFICATION_LOCALE,
  isNotificationLocale,
  NotificationTemplates,
  type TemplateParams,
} from './notification-templates';

/**
 * The SMS of a notification (notification-rules SMS_PURPOSES: the arrival review reminder), sent
 * by the notification e-mail job beside its e-mail, through the SMS port (outbox table or Twilio).
 * `sms_deliveries` (one row per reference: event, recipient, purpose) is both the staff's record and
 * the claim: a message recorded as sent or failed is not sent again when the job runs again; a
 * gateway that may take it later makes the job throw, so the queue retries it with backoff.
 */
@Injectable()
export class NotificationSms {
  private readonly logger = new Logger('NotificationSms');

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: SmsDeliveries,
    private readonly templates: NotificationTemplates,
  ) {}

  async send(eventId: string, target: EmailTarget, params: TemplateParams): Promise<void> {
    const reference = `notification:${eventId}:${target.recipientId}:${target.purpose}`;
    const done = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM sms_deliveries WHERE reference = $1 AND status IN ('sent', 'failed')`,
      [reference],
    );
    if (done.length > 0) return;
    const [recipient] = await this.dataSource.query<{ mobile: string | null; language: string | null }[]>(
      `SELECT u.mobile, lower(u.language_country) AS language FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
      [target.recipientId],
    );
    if (!recipient?.mobile) {
      this.logger.warn(`no mobile number for account ${target.recipientId} (${target.purpose})`);
      return;
    }
    const locale = isNotificationLocale(recipient.language) ? recipient.language : DEFAULT_NOTIFICATION_LOCALE;
    const body = this.templates.sms(target.purpose, locale, params);
    const outcome = await this.deliveries.attempt(reference, {
      to: recipient.mobile,
      body,
      purpose: 'notification',
      language: locale,
    });
    if (outcome === 'retry') throw new Error(`SMS gateway did not take ${reference}; retrying`);
  }
}
