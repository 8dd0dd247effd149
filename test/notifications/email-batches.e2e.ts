import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { EmailSender, type EmailMessage } from '../../src/platform/outbox/email.port';
import {
  NOTIFICATION_EMAIL_JOB,
  NotificationEmailReaction,
  type NotificationEmailPayload,
} from '../../src/people/notifications/notification-email.reaction';
import { NotificationSms } from '../../src/people/notifications/notification-sms';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { eventually, firstAttemptOf, givenAccount, http, requestBody, useAppWorld, type Account } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

interface JobState {
  id: string;
  key: string;
  payload: NotificationEmailPayload;
  outcome: string | null;
  last_error: string | null;
}

/**
 * Notification e-mail jobs run in batches (one stream read per batch, one transaction for all their
 * messages): every message still goes out once, a batch run twice sends nothing twice, and a message
 * that cannot be sent holds back only its own job.
 */
describe('notification e-mails in batches', () => {
  const world = useAppWorld();
  let worker: JobWorker;
  const emailReaction = () => world.app.app.get(NotificationEmailReaction);

  beforeAll(async () => {
    worker = world.app.app.get(JobWorker);
    // The app's own lanes stop: the test runs the reactions lane itself, with every job already due.
    await worker.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Requesters who each created a request; resolves once each one's e-mail job is queued. */
  async function givenRequests(count: number): Promise<{ requesters: Account[]; jobs: JobState[] }> {
    const requesters: Account[] = [];
    const batchIds: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const requester = await givenAccount(world.app, { accountType: 'r', language: i % 2 ? 'zh-hk' : 'en-us' });
      const created = await http(world.app, 'POST', '/api/batch/requests/create', requester.token, requestBody());
      expect(created.status).toBe(201);
      requesters.push(requester);
      batchIds.push(String(created.body.id));
    }
    const jobs = await eventually(async () => {
      const rows = await jobsOf(batchIds);
      return rows.length === count ? rows : undefined;
    });
    return { requesters, jobs };
  }

  const jobsOf = (batchIds: string[]) =>
    world.app.dataSource.query<JobState[]>(
      `SELECT id::text, dedupe_key AS key, payload, outcome, last_error FROM jobs
        WHERE kind = $1 AND payload ->> 'type' = 'RequestSubmitted' AND payload ->> 'batchId' = ANY($2) ORDER BY id`,
      [NOTIFICATION_EMAIL_JOB, batchIds],
    );

  const mailsTo = async (requesters: Account[]) =>
    world.app.dataSource.query<Array<{ to_address: string; subject: string }>>(
      `SELECT to_address, subject FROM outbox_email WHERE to_address = ANY($1) ORDER BY to_address`,
      [requesters.map((r) => r.email)],
    );

  const asJob = (row: JobState) => firstAttemptOf({ ...row, kind: NOTIFICATION_EMAIL_JOB });

  it('runs the due e-mail jobs of a pass as one batch and sends each requester one message in their language', async () => {
    const reaction = emailReaction();
    const batches: number[] = [];
    const sendMany = reaction.sendMany.bind(reaction);
    jest.spyOn(reaction, 'sendMany').mockImplementation((jobs) => {
      batches.push(jobs.length);
      return sendMany(jobs);
    });
    const sender = world.app.app.get(EmailSender);
    const handed: number[] = [];
    const sendToOutbox = sender.sendMany.bind(sender);
    jest.spyOn(sender, 'sendMany').mockImplementation((messages: readonly EmailMessage[], within) => {
      handed.push(messages.length);
      return sendToOutbox(messages, within);
    });
    const store = world.app.app.get<EventStore>(EVENT_STORE);
    const readStreams = jest.spyOn(store as Required<EventStore>, 'readStreams');
    const { requesters, jobs } = await givenRequests(4);

    await worker.runDue('reactions');

    expect(Math.max(...batches)).toBeGreaterThanOrEqual(4);
    // The batch's four streams in one read.
    expect(Math.max(...readStreams.mock.calls.map(([reads]) => reads.length))).toBeGreaterThanOrEqual(4);
    // The batch's messages reach the sender together (the outbox's one insert), not one call each.
    expect(Math.max(...handed)).toBeGreaterThanOrEqual(4);
    const mails = await mailsTo(requesters);
    expect(mails.map((m) => m.to_address).sort()).toEqual(requesters.map((r) => r.email).sort());
    const chinese = mails.find((m) => m.to_address === requesters[1].email);
    expect(chinese?.subject).toMatch(/[\u4e00-\u9fff]/);
    const after = await jobsOf(jobs.map((j) => j.payload.batchId));
    expect(after.map((j) => j.outcome)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('stores a batch’s messages in the outbox with one statement, one-time codes redacted', async () => {
    const sender = world.app.app.get(EmailSender);
    const statements: string[] = [];
    const within = {
      query: (sql: string, parameters?: unknown[]) => {
        statements.push(sql);
        return world.app.dataSource.query(sql, parameters);
      },
    };
    const to = (n: number) => `batch-insert-${n}@example.test`;
    await sender.sendMany(
      [
        { to: to(1), subject: 'first', body: 'plain', purpose: 'test' },
        {
          to: to(2),
          subject: 'second',
          body: 'your code is 424242',
          html: '<p>receipt</p>',
          purpose: 'test',
          secret: '424242',
        },
        { to: to(3), subject: 'third', body: 'plain', purpose: 'test' },
      ],
      within,
    );
    expect(statements).toHaveLength(1);
    const rows = await world.app.dataSource.query<Array<{ to_address: string; body: string; html: string | null }>>(
      `SELECT to_address, body, html FROM outbox_email WHERE to_address LIKE 'batch-insert-%' ORDER BY to_address`,
    );
    expect(rows).toEqual([
      { to_address: to(1), body: 'plain', html: null },
      { to_address: to(2), body: 'your code is ••••', html: '<p>receipt</p>' },
      { to_address: to(3), body: 'plain', html: null },
    ]);
  });

  it('given a batch already sent, when it runs again (a redelivery), then nothing is sent twice', async () => {
    const { requesters, jobs } = await givenRequests(3);
    const reaction = emailReaction();
    await expect(reaction.sendMany(jobs.map(asJob))).resolves.toEqual(new Map());
    await expect(reaction.sendMany(jobs.map(asJob))).resolves.toEqual(new Map());
    expect(await mailsTo(requesters)).toHaveLength(3);
  });

  it('given one message the sender refuses, when the batch runs, then the others go out once and only that job waits for its retry', async () => {
    const sender = world.app.app.get(EmailSender);
    const { requesters, jobs } = await givenRequests(3);
    const refused = requesters[1].email;
    const send = sender.send.bind(sender);
    jest.spyOn(sender, 'send').mockImplementation((message: EmailMessage, within) => {
      if (message.to === refused) return Promise.reject(new Error('mailbox unavailable'));
      return send(message, within);
    });
    // The batch's one insert fails as a whole, as the outbox's statement would: each job then runs alone.
    const sendMany = sender.sendMany.bind(sender);
    jest.spyOn(sender, 'sendMany').mockImplementation((messages: readonly EmailMessage[], within) => {
      if (messages.some((m) => m.to === refused)) return Promise.reject(new Error('mailbox unavailable'));
      return sendMany(messages, within);
    });

    await worker.runDue('reactions');

    const mails = await mailsTo(requesters);
    expect(mails.map((m) => m.to_address).sort()).toEqual([requesters[0].email, requesters[2].email].sort());
    const after = await jobsOf(jobs.map((j) => j.payload.batchId));
    const byBatch = new Map(after.map((j) => [j.payload.batchId, j]));
    expect(byBatch.get(jobs[0].payload.batchId)?.outcome).toBe('done');
    expect(byBatch.get(jobs[2].payload.batchId)?.outcome).toBe('done');
    expect(byBatch.get(jobs[1].payload.batchId)).toMatchObject({ outcome: null, last_error: 'mailbox unavailable' });
    // Its claim rolled back with the failed send: the retry sends it.
    jest.restoreAllMocks();
    await expect(emailReaction().sendMany([asJob(byBatch.get(jobs[1].payload.batchId)!)])).resolves.toEqual(new Map());
    expect(await mailsTo(requesters)).toHaveLength(3);
  });

  it('with a sender that cannot take a message back (SMTP), sends one job after the other, each failure its own', async () => {
    const { requesters, jobs } = await givenRequests(3);
    const sent: EmailMessage[] = [];
    class ServerSender extends EmailSender {
      send(message: EmailMessage, within?: unknown): Promise<void> {
        expect(within).toBeDefined();
        if (message.to === requesters[0].email) return Promise.reject(new Error('451 try again later'));
        sent.push(message);
        return Promise.resolve();
      }
    }
    const app = world.app.app;
    const smtp = new NotificationEmailReaction(
      new ServerSender(),
      app.get(NotificationTemplates),
      app.get<EventStore>(EVENT_STORE),
      world.app.dataSource,
      app.get(NotificationSms),
    );
    const failures = await smtp.sendMany(jobs.map(asJob));
    expect([...failures.keys()]).toEqual([jobs[0].id]);
    expect(sent.map((m) => m.to).sort()).toEqual([requesters[1].email, requesters[2].email].sort());
    // The failed job's claim rolled back: it is not recorded as sent.
    const claims = await world.app.dataSource.query<unknown[]>(
      `SELECT 1 FROM notification_emails WHERE event_id = $1`,
      [jobs[0].payload.eventId],
    );
    expect(claims).toHaveLength(0);
  });
});
