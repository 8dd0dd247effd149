import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  batchIdOfStream,
  batchStreamId,
  isBatchEvent,
  replayFacts,
  type BatchContext,
  type BatchEvent,
} from '@machines/batch';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../platform/event-store/event-store.port';
import type { Job } from '../../platform/jobs/job.types';
import type { Reaction, ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { EmailSender, type EmailMessage, type SqlTransaction } from '../../platform/outbox/email.port';
import { emailTargets, eventParams, mayEmail, SMS_PURPOSES, type EmailTarget } from './notification-rules';
import { NotificationSms } from './notification-sms';
import {
  DEFAULT_NOTIFICATION_LOCALE,
  isNotificationLocale,
  NotificationTemplates,
  type NotificationLocale,
  type TemplateParams,
} from './notification-templates';
import { paymentReceipt } from './payment-receipt';
import { receiptChargeOf } from './receipt-charge';

/** What a message is about: the batch as the event left it, the event, and the template's parameters. */
interface MailFacts {
  context: BatchContext;
  event: BatchEvent;
  params: TemplateParams;
}

type EmailContent = Pick<EmailMessage, 'subject' | 'body' | 'html'>;

interface Recipient {
  email: string | null;
  language: string | null;
}

/** One message a job asks for. */
interface PlannedMessage {
  job: Job<NotificationEmailPayload>;
  target: EmailTarget;
  mail: MailFacts;
}

/** Folded states of the former catch-up e-mail projection; no longer written (the job reads the stream). */
export const EMAIL_STATE_TABLE = 'rm_notification_email_state';
export const EMAIL_LOG_TABLE = 'notification_emails';
/** A first run over an old log must not e-mail people about last year's requests. */
export const EMAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const NOTIFICATION_EMAIL_JOB = 'notification-email.send';
/** The e-mails that are receipts: the checkout's payment and a higher revision's top-up. */
const RECEIPT_PURPOSES = new Set(['payment_confirmed', 'top_up_confirmed']);

export interface NotificationEmailPayload extends Record<string, unknown> {
  batchId: string;
  eventId: string;
  type: string;
  revision: number;
  actorId: string | null;
  /** When the event was stored (ISO), for the age cut-off. */
  createdAt: string;
}

/**
 * Reaction `notification-email` (checkpoint `projection:notification-email`): an event that may
 * e-mail someone becomes one `notification-email.send` job (key `notification-email:<event id>`,
 * lane `reactions`), so a slow or failing SMTP server holds only that job. The job folds the stream
 * up to the event (the parties as they were then, whenever it runs) and sends each recipient's
 * message through the e-mail port (outbox table by default, SMTP when configured). Each message is
 * claimed in notification_emails ((event id, recipient, purpose), in the transaction around the
 * send): a replayed event or a repeated job sends nothing twice; a failed send rolls its claim back
 * and the job is retried. A crash between send and commit may send one message twice (at least once).
 */
@Injectable()
export class NotificationEmailReaction implements Reaction {
  readonly name = 'notification-email';
  readonly kinds = [NOTIFICATION_EMAIL_JOB];
  private readonly logger = new Logger('NotificationEmail');

  constructor(
    private readonly sender: EmailSender,
    private readonly templates: NotificationTemplates,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly sms: NotificationSms,
  ) {}

  /** Overridable clock for the age cut-off. */
  now: () => number = () => Date.now();

  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event) || !mayEmail(event.type)) return null;
    if (this.now() - event.createdAt.getTime() > EMAIL_MAX_AGE_MS) return null;
    const payload: NotificationEmailPayload = {
      batchId: batchIdOfStream(event.streamId),
      eventId: event.eventId,
      type: event.type,
      revision: event.streamRevision,
      actorId: event.metadata.actor?.id ?? null,
      createdAt: event.createdAt.toISOString(),
    };
    return { kind: NOTIFICATION_EMAIL_JOB, payload };
  }

  async send(job: Job<NotificationEmailPayload>): Promise<void> {
    const p = job.payload;
    // A job retried for a day (SMTP down) gives up like a first run over an old log would.
    if (this.tooOld(p)) return;
    const mail = mailFacts(p, await this.store.readStream(batchStreamId(p.batchId), { maxCount: p.revision + 1 }));
    if (!mail) return;
    for (const target of emailTargets(p.type, mail.context, p.actorId ?? undefined)) {
      await this.sendOne(p, target, mail);
      // After the e-mail's claim committed: an SMS the gateway defers retries the job without a second e-mail.
      if (SMS_PURPOSES.has(target.purpose)) await this.sms.send(p.eventId, target, mail.params);
    }
  }

  /**
   * Many jobs at once (JobBatchHandler): one read of their batches' streams, one recipients' read, one claims'
   * insert, one insert of the messages and one commit for all of them. Only with a sender that writes in the transaction
   * (the outbox): a failed batch rolls every message back and each job runs again on its own. With
   * SMTP, one job after the other, as `send`. An SMS that fails fails its own job.
   */
  async sendMany(jobs: readonly Job<NotificationEmailPayload>[]): Promise<ReadonlyMap<string, unknown>> {
    const failures = new Map<string, unknown>();
    if (!this.sender.inCallersTransaction) {
      for (const job of jobs) await this.send(job).catch((error: unknown) => failures.set(job.id, error));
      return failures;
    }
    const planned = await this.plan(jobs.filter((job) => !this.tooOld(job.payload)));
    if (planned.length === 0) return failures;
    await this.sendAll(planned);
    for (const { job, target, mail } of planned) {
      if (!SMS_PURPOSES.has(target.purpose) || failures.has(job.id)) continue;
      await this.sms
        .send(job.payload.eventId, target, mail.params)
        .catch((error: unknown) => failures.set(job.id, error));
    }
    return failures;
  }

  private tooOld(p: NotificationEmailPayload): boolean {
    return this.now() - new Date(p.createdAt).getTime() > EMAIL_MAX_AGE_MS;
  }

  /** Each job's messages: a batch's stream is read once, up to the latest of its jobs' events, all in one read. */
  private async plan(jobs: readonly Job<NotificationEmailPayload>[]): Promise<PlannedMessage[]> {
    const byBatch = new Map<string, Job<NotificationEmailPayload>[]>();
    for (const job of jobs) byBatch.set(job.payload.batchId, [...(byBatch.get(job.payload.batchId) ?? []), job]);
    const reads = [...byBatch].map(([batchId, ofBatch]) => ({
      streamId: batchStreamId(batchId),
      maxCount: Math.max(...ofBatch.map((job) => job.payload.revision)) + 1,
    }));
    // All the batches' streams in one read where the store can (readStreams), else one read each.
    const streams = this.store.readStreams ? await this.store.readStreams(reads) : [];
    if (!this.store.readStreams)
      for (const r of reads) streams.push(await this.store.readStream(r.streamId, { maxCount: r.maxCount }));
    const planned: PlannedMessage[] = [];
    for (const [i, ofBatch] of [...byBatch.values()].entries()) {
      const recorded = streams[i];
      for (const job of ofBatch) {
        const mail = mailFacts(job.payload, recorded);
        if (!mail) continue;
        for (const target of emailTargets(job.payload.type, mail.context, job.payload.actorId ?? undefined))
          planned.push({ job, target, mail });
      }
    }
    return planned;
  }

  /** The planned messages' claims and sends in one transaction; throws (all rolled back) when one fails. */
  private sendAll(planned: readonly PlannedMessage[]): Promise<void> {
    return this.dataSource.transaction(async (tx) => {
      const recipients = new Map(
        (
          await tx.query<({ id: string } & Recipient)[]>(
            `SELECT a.id::text AS id, u.email, lower(u.language_country) AS language
               FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = ANY($1::text[])`,
            [[...new Set(planned.map(({ target }) => target.recipientId))]],
          )
        ).map((row) => [row.id, row]),
      );
      const claimed = new Set(
        (
          await tx.query<{ claim: string }[]>(
            `INSERT INTO ${EMAIL_LOG_TABLE} (event_id, recipient_id, purpose, to_address)
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
             ON CONFLICT DO NOTHING RETURNING event_id::text || ' ' || recipient_id || ' ' || purpose AS claim`,
            [
              planned.map(({ job }) => job.payload.eventId),
              planned.map(({ target }) => target.recipientId),
              planned.map(({ target }) => target.purpose),
              planned.map(({ target }) => recipients.get(target.recipientId)?.email ?? null),
            ],
          )
        ).map((row) => row.claim),
      );
      const messages: EmailMessage[] = [];
      for (const { job, target, mail } of planned) {
        // Taken out once composed: a message planned twice is sent once, as its one claim says.
        if (!claimed.delete(`${job.payload.eventId.toLowerCase()} ${target.recipientId} ${target.purpose}`)) continue;
        const message = this.compose(target, mail, recipients.get(target.recipientId));
        if (message) messages.push(message);
      }
      // All in this transaction (the outbox's one statement): they commit with their claims.
      await this.sender.sendMany(messages, tx);
    });
  }

  /** The message in the reader's language; the payment e-mails (checkout and top-up) are receipts of what was paid. */
  private render(purpose: string, locale: NotificationLocale, mail: MailFacts): EmailContent {
    const intro = this.templates.email(purpose, locale, mail.params);
    const charge = RECEIPT_PURPOSES.has(purpose) ? receiptChargeOf(mail.context, mail.event) : null;
    if (charge) return paymentReceipt(intro, this.templates.receipt(locale), locale, mail.context, charge);
    return intro;
  }

  private sendOne(p: NotificationEmailPayload, target: EmailTarget, mail: MailFacts): Promise<void> {
    return this.dataSource.transaction(async (tx) => {
      const [recipient] = await tx.query<Recipient[]>(
        `SELECT u.email, lower(u.language_country) AS language FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
        [target.recipientId],
      );
      const claim = await tx.query<unknown[]>(
        `INSERT INTO ${EMAIL_LOG_TABLE} (event_id, recipient_id, purpose, to_address) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [p.eventId, target.recipientId, target.purpose, recipient?.email ?? null],
      );
      if (claim.length > 0) await this.deliver(tx, target, mail, recipient);
    });
  }

  /** A claimed message: rendered in the reader's language and sent (the outbox writes in `tx`'s transaction). */
  private async deliver(
    tx: SqlTransaction,
    target: EmailTarget,
    mail: MailFacts,
    recipient: Recipient | undefined,
  ): Promise<void> {
    const message = this.compose(target, mail, recipient);
    // A failed send throws: the claim rolls back and the job is retried. The outbox writes in this
    // transaction: the message commits with its claim, on the one connection this job holds.
    if (message) await this.sender.send(message, tx);
  }

  /** The message in the recipient's language, or null (logged) when they have no address. */
  private compose(target: EmailTarget, mail: MailFacts, recipient: Recipient | undefined): EmailMessage | null {
    const address = recipient?.email ?? null;
    if (!address) {
      this.logger.warn(`no e-mail address for account ${target.recipientId} (${target.purpose})`);
      return null;
    }
    const language = recipient?.language;
    const locale = isNotificationLocale(language) ? language : DEFAULT_NOTIFICATION_LOCALE;
    return { to: address, ...this.render(target.purpose, locale, mail), purpose: `notification:${target.purpose}` };
  }
}

/** The batch as the job's event left it, or null when the stream no longer ends in that event there. */
function mailFacts(p: NotificationEmailPayload, stream: readonly RecordedEvent[]): MailFacts | null {
  const recorded = stream.filter((e) => e.streamRevision <= p.revision);
  if (recorded[recorded.length - 1]?.eventId !== p.eventId) return null;
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
  const after = replayFacts(events);
  const event = events[events.length - 1];
  const params = { batchNumber: after.context.batchNumber, ...eventParams(event, after.context) };
  return { context: after.context, event, params };
}
