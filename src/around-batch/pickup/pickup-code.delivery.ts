import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailSender } from '../../platform/outbox/email.port';
import { SmsDeliveries } from '../../platform/outbox/sms-deliveries';
import { DEFAULT_NOTIFICATION_LOCALE, isNotificationLocale, NotificationTemplates } from '../../people/notifications';
import type { PickupCodes } from './pickup-code';
import type { PickupCodeRow } from './pickup-codes.repository';

interface Recipient {
  email: string | null;
  mobile: string | null;
  language: string | null;
}

/**
 * Sends the requester their pickup code by e-mail and SMS (texts `email.pickup_code` and
 * `sms.pickup_code` of notifications.json, in their language). The code is handed to both ports as
 * the message's secret: the local outboxes keep a copy with it redacted, so it is at rest nowhere.
 */
@Injectable()
export class PickupCodeDelivery {
  private readonly logger = new Logger('PickupCodeDelivery');

  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailSender,
    private readonly sms: SmsDeliveries,
    private readonly templates: NotificationTemplates,
  ) {}

  /** Throws when a port failed, so the job that called it is retried. */
  async send(row: PickupCodeRow, codes: PickupCodes): Promise<void> {
    const [to] = await this.dataSource.query<Recipient[]>(
      `SELECT u.email, u.mobile, lower(u.language_country) AS language FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
      [row.requester_id],
    );
    const locale = isNotificationLocale(to?.language) ? to.language : DEFAULT_NOTIFICATION_LOCALE;
    const code = codes.code(row.batch_id, row.generation);
    const params = { batchNumber: row.batch_number, code, pickupPoint: row.pickup_point_id };
    if (to?.email) {
      const mail = this.templates.email('pickup_code', locale, params);
      await this.email.send({ to: to.email, ...mail, purpose: 'pickup_code', secret: code });
    } else this.logger.warn(`no e-mail address for account ${row.requester_id} (pickup code)`);
    if (to?.mobile) {
      const reference = `pickup-code:${row.batch_id}:${row.generation}`;
      const body = this.templates.sms('pickup_code', locale, params);
      const outcome = await this.sms.attempt(reference, {
        to: to.mobile,
        body,
        secret: code,
        purpose: 'notification',
        language: locale,
      });
      if (outcome === 'retry') throw new Error(`SMS gateway did not take ${reference}; retrying`);
    } else this.logger.warn(`no mobile number for account ${row.requester_id} (pickup code)`);
  }
}
