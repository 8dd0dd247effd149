import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { RETENTION_JOB, RetentionSchedule } from '../../src/operations/retention/retention.schedule';
import { RetentionSweeper } from '../../src/operations/retention/retention.sweeper';
import { type Instance, pinClock, startInstance, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const DAY = 24 * 3600 * 1000;
// 07:30 UTC: the day's run (RETENTION_HOUR_UTC 19) is due at 19:00.
const T0 = new Date('2026-11-25T07:30:00.000Z');
const RUN = new Date('2026-11-25T19:00:00.000Z');
const RETENTION = {
  JOBS_WORKER_ENABLED: 'false',
  RETENTION_OUTBOX_DAYS: '30',
  RETENTION_CHAT_DAYS: '60',
  RETENTION_NOTIFICATION_DAYS: '90',
  CLIENT_REPORTS_RETENTION_DAYS: '14',
};

/** Retention: the daily job deletes what is older than configured, exactly once a day across instances. */
describe('Retention: the daily job on the durable queue', () => {
  let first: TestApp;
  let second: Instance;

  beforeAll(async () => {
    first = await startTestApp(RETENTION);
    second = await startInstance(first.databaseUrl, RETENTION);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** One row `days` before the run and one a day inside the window, in each kept kind. */
  async function givenRows(): Promise<void> {
    const q = (sql: string, params: unknown[]) => first.dataSource.query(sql, params);
    for (const label of ['old', 'new'] as const) {
      // An old row is a day past its kind's retention; a new one a day old.
      const at = (retentionDays: number) => new Date(RUN.getTime() - (label === 'old' ? retentionDays + 1 : 1) * DAY);
      await q(
        `INSERT INTO outbox_email (to_address, subject, body, purpose, created_at) VALUES ('a@example.com', $1, 'b', 'p', $2)`,
        [label, at(30)],
      );
      await q(
        `INSERT INTO outbox_sms (to_number, body, purpose, language, created_at) VALUES ('+85291230000', $1, 'otp', 'en', $2)`,
        [label, at(30)],
      );
      await q(
        `INSERT INTO sms_deliveries (reference, to_number, purpose, status, attempts, created_at, updated_at)
         VALUES ($1, '+85291230000', 'otp', 'sent', 1, $2, $2)`,
        [label, at(30)],
      );
      await q(
        `INSERT INTO notification_emails (event_id, recipient_id, purpose, to_address, created_at) VALUES (gen_random_uuid(), $1, 'p', 'a@example.com', $2)`,
        [label, at(30)],
      );
      await q(
        `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type, created_at) VALUES (gen_random_uuid(), 'r_CS', 'a', 'A', $1, 'text', $2)`,
        [label, at(60)],
      );
      await q(
        `INSERT INTO rm_notifications (event_id, recipient_id, tag, batch_id, batch_number, batch_type, content, created_at)
         VALUES (gen_random_uuid(), $1, 't', 'b', 'n', 'requests', '{}', $2)`,
        [label, at(90)],
      );
      await q(
        `INSERT INTO client_error_reports (app, kind, message, route, release, user_agent, session_id, size_bytes, created_at)
         VALUES ('customer', 'error', $1, '/', 'r', 'ua', 's', 1, $2)`,
        [label, at(14)],
      );
    }
  }

  const kept = async (): Promise<Record<string, string[]>> => {
    const q = async (sql: string) => (await first.dataSource.query<{ v: string }[]>(sql)).map((r) => r.v).sort();
    return {
      outbox_email: await q(`SELECT subject AS v FROM outbox_email`),
      outbox_sms: await q(`SELECT body AS v FROM outbox_sms`),
      sms_deliveries: await q(`SELECT reference AS v FROM sms_deliveries`),
      notification_emails: await q(`SELECT recipient_id AS v FROM notification_emails`),
      chat_messages: await q(`SELECT message AS v FROM chat_messages`),
      notifications: await q(`SELECT recipient_id AS v FROM rm_notifications`),
      client_reports: await q(`SELECT message AS v FROM client_error_reports`),
    };
  };

  it('every instance schedules the same day once; at the hour one run deletes the old rows and schedules the next day', async () => {
    const setFirst = pinClock(first.app, T0);
    const setSecond = pinClock(second.app, T0);
    await givenRows();
    const key = await first.app.get(RetentionSchedule).ensureScheduled();
    expect(await second.app.get(RetentionSchedule).ensureScheduled()).toBe(key);
    expect(key).toBe('retention.daily:2026-11-25');
    const jobs: { n: number }[] = await first.dataSource.query(`SELECT count(*)::int AS n FROM jobs WHERE kind = $1`, [
      RETENTION_JOB,
    ]);
    expect(jobs[0].n).toBe(1);

    // Not due yet: nothing runs, nothing is deleted.
    expect(await first.app.get(JobWorker).runDue()).toBe(0);
    expect((await kept()).chat_messages).toEqual(['new', 'old']);

    setFirst(new Date(RUN.getTime() + 60_000));
    setSecond(new Date(RUN.getTime() + 60_000));
    // Both workers at once: the day's one row is claimed by one of them.
    const ran = await Promise.all([first.app.get(JobWorker).runDue(), second.app.get(JobWorker).runDue()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await kept()).toEqual({
      outbox_email: ['new'],
      outbox_sms: ['new'],
      sms_deliveries: ['new'],
      notification_emails: ['new'],
      chat_messages: ['new'],
      notifications: ['new'],
      client_reports: ['new'],
    });
    expect(await first.app.get(JobQueue).find(key)).toMatchObject({ outcome: 'done', attempts: 1 });
    const next = await first.app.get(JobQueue).find('retention.daily:2026-11-26');
    expect(next).toMatchObject({ kind: RETENTION_JOB, run_at: new Date('2026-11-26T19:00:00.000Z') });
  });

  it('keeps a kind for ever when its retention is 0', async () => {
    const keeper = await startInstance(first.databaseUrl, { ...RETENTION, RETENTION_CHAT_DAYS: '0' });
    try {
      await first.dataSource.query(
        `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type, created_at) VALUES (gen_random_uuid(), 'r_CS', 'a', 'A', 'ancient', 'text', '2000-01-01')`,
      );
      const removed = await keeper.app.get(RetentionSweeper).sweep(RUN);
      expect(removed).not.toHaveProperty('chat_messages');
      expect((await kept()).chat_messages).toEqual(['ancient', 'new']);
    } finally {
      await keeper.close();
    }
  });
});
