import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/platform/database/data-source';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { OutboxEmailSender } from '../../src/platform/outbox/outbox.senders';
import {
  NOTIFICATION_EMAIL_JOB,
  NotificationEmailReaction,
  type NotificationEmailPayload,
} from '../../src/people/notifications/notification-email.reaction';
import { NotificationSms } from '../../src/people/notifications/notification-sms';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { eventually, firstAttemptOf, givenAccount, http, requestBody, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * A notification e-mail job claims its message in a transaction and, with the outbox, stores the
 * message: both on the one pooled connection the job holds. Taking a second connection for the
 * outbox made jobs that each held one wait for another; with as many such jobs as connections they
 * waited on each other for ever (a restored app catching up on a day of notifications stopped).
 */
describe('notification e-mails on one pooled connection per job', () => {
  const world = useAppWorld();
  let onePool: DataSource | undefined;
  afterAll(() => onePool?.destroy());

  it('sends through the outbox with a pool of one connection, the message committed with its claim', async () => {
    // The app's own job lanes stop: the job is left for the reaction built below.
    await world.app.app.get(JobWorker).stop();
    const requester = await givenAccount(world.app, { accountType: 'r', language: 'en-us' });
    const created = await http(world.app, 'POST', '/api/batch/requests/create', requester.token, requestBody());
    expect(created.status).toBe(201);
    const row = await eventually(async () => {
      const [job] = await world.app.dataSource.query<
        Array<{ id: string; key: string; payload: NotificationEmailPayload }>
      >(`SELECT id::text, dedupe_key AS key, payload FROM jobs WHERE kind = $1 AND payload ->> 'batchId' = $2`, [
        NOTIFICATION_EMAIL_JOB,
        String(created.body.id),
      ]);
      return job;
    });

    onePool = createDataSource(world.app.databaseUrl, { poolSize: 1 });
    await onePool.initialize();
    const app = world.app.app;
    const reaction = new NotificationEmailReaction(
      new OutboxEmailSender(onePool),
      app.get(NotificationTemplates),
      app.get<EventStore>(EVENT_STORE),
      onePool,
      app.get(NotificationSms),
    );
    const job = firstAttemptOf({ ...row, kind: NOTIFICATION_EMAIL_JOB });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      reaction.send(job).then(() => 'sent'),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('waiting for a second connection'), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('sent');
    const mails = await world.app.dataSource.query<Array<{ purpose: string }>>(
      `SELECT purpose FROM outbox_email WHERE to_address = $1`,
      [requester.email],
    );
    expect(mails).toEqual([{ purpose: 'notification:request_submitted' }]);
  });
});
