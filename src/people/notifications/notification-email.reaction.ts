import { Injectable, Logger } from '@nestjs/common';
import type { BatchState } from '@machines/batch';
import { storeState } from '../../batch/read/batch-state/batch-state';
import { foldBatch } from '../../batch/read/batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import { writeRows } from '../../platform/projections/runner/upsert';
import { EmailSender } from '../../platform/outbox/email.port';
import { emailTargets, type EmailTarget } from './notification-rules';
import { DEFAULT_NOTIFICATION_LOCALE, isNotificationLocale, NotificationTemplates } from './notification-templates';

export const EMAIL_STATE_TABLE = 'rm_notification_email_state';
export const EMAIL_LOG_TABLE = 'notification_emails';
/** A first run over an old log must not e-mail people about last year's requests. */
export const EMAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Pending {
  event: LoggedEvent;
  target: EmailTarget;
  batchNumber: string;
}

/**
 * E-mails the recipient of selected batch events through the e-mail port (outbox table by
 * default, SMTP when configured). Keyed by (event id, recipient, purpose) in notification_emails,
 * claimed in the runner's transaction: a replayed event sends nothing. The send itself cannot join
 * the transaction, so a crash between send and commit may send one message twice (at least once).
 */
@Injectable()
export class NotificationEmailReaction implements Projection {
  readonly name = 'notification-email';
  readonly tables = [EMAIL_STATE_TABLE];
  private readonly logger = new Logger('NotificationEmail');

  constructor(
    private readonly sender: EmailSender,
    private readonly templates: NotificationTemplates,
  ) {}

  /** Overridable clock for the age cut-off. */
  now: () => number = () => Date.now();

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const pending: Pending[] = [];
    const onEvent = (event: LoggedEvent, _before: BatchState, after: BatchState): void => {
      if (this.now() - event.createdAt.getTime() > EMAIL_MAX_AGE_MS) return;
      for (const target of emailTargets(event.type, after.context, event.metadata.actor?.id))
        pending.push({ event, target, batchNumber: after.context.batchNumber });
    };
    const streams = await foldBatch(ctx.client, ctx.table(EMAIL_STATE_TABLE), events, {
      tableHasCreatedAt: false,
      onEvent,
    });
    for (const item of pending) await this.send(item, ctx);
    await writeRows(
      ctx.client,
      ctx.table(EMAIL_STATE_TABLE),
      streams.map((s) => ({ stream_id: s.streamId, revision: s.revision, state: { ...storeState(s.state) } })),
      'stream_id',
    );
  }

  private async send({ event, target, batchNumber }: Pending, ctx: ProjectionContext): Promise<void> {
    const recipient = await ctx.client.query<{ email: string | null; language: string | null }>(
      `SELECT u.email, lower(u.language_country) AS language FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
      [target.recipientId],
    );
    const address = recipient.rows[0]?.email ?? null;
    const claim = await ctx.client.query(
      `INSERT INTO ${EMAIL_LOG_TABLE} (event_id, recipient_id, purpose, to_address) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.eventId, target.recipientId, target.purpose, address],
    );
    if (!claim.rowCount) return;
    if (!address) {
      this.logger.warn(`no e-mail address for account ${target.recipientId} (${target.purpose})`);
      return;
    }
    const language = recipient.rows[0]?.language;
    const locale = isNotificationLocale(language) ? language : DEFAULT_NOTIFICATION_LOCALE;
    const { subject, body } = this.templates.email(target.purpose, locale, { batchNumber });
    // A failed send throws: the runner rolls the claim back and retries the batch.
    await this.sender.send({ to: address, subject, body, purpose: `notification:${target.purpose}` });
  }
}
