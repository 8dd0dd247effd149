import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker, PURGE_BATCH } from '../../src/platform/jobs/job-worker';
import type { Job } from '../../src/platform/jobs/job.types';
import { EmailSender } from '../../src/platform/outbox/email.port';
import { type Instance, JOBS_BY_HAND, pinClock, startInstance, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// The last test turns the background loop on; the others drive the workers by hand.
const T0 = new Date('2026-11-23T08:00:00.000Z');

/** Pins an instance's clock; returns a setter to move it. */
describe('Durable job queue (PostgreSQL, SKIP LOCKED, Clock-driven)', () => {
  let first: TestApp;
  const others: Instance[] = [];

  beforeAll(async () => {
    first = await startTestApp(JOBS_BY_HAND);
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await first.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('schedules idempotently by key, runs only when due, and cancels', async () => {
    const queue = first.app.get(JobQueue);
    const worker = first.app.get(JobWorker);
    const setNow = pinClock(first.app, T0);
    const seen: Job[] = [];
    worker.register('test.due', (job) => {
      seen.push(job);
      return Promise.resolve();
    });
    expect(await queue.schedule('test.due', 'due-1', new Date(T0.getTime() + 60_000), { n: 1 })).toBe(true);
    expect(await queue.schedule('test.due', 'due-1', new Date(T0.getTime() + 1_000), { n: 2 })).toBe(false);
    expect(await queue.schedule('test.due', 'due-2', new Date(T0.getTime() + 60_000), {})).toBe(true);
    expect(await queue.cancel('due-2')).toBe(true);
    expect(await queue.cancel('due-2')).toBe(false);

    expect(await worker.runDue()).toBe(0);
    setNow(new Date(T0.getTime() + 59_999));
    expect(await worker.runDue()).toBe(0);
    setNow(new Date(T0.getTime() + 60_000));
    expect(await worker.runDue()).toBe(1);
    expect(seen.map((j) => [j.key, j.payload, j.attempt])).toEqual([['due-1', { n: 1 }, 1]]);
    expect(await queue.find('due-1')).toMatchObject({ outcome: 'done', attempts: 1 });
    expect(await queue.find('due-2')).toMatchObject({ outcome: 'canceled' });
    // Done is done: scheduling the key again does nothing.
    expect(await queue.schedule('test.due', 'due-1', T0, {})).toBe(false);
    expect(await worker.runDue()).toBe(0);
  });

  it('retries a failing job with backoff and records the error, then gives up after max attempts', async () => {
    const queue = first.app.get(JobQueue);
    const worker = first.app.get(JobWorker);
    const setNow = pinClock(first.app, T0);
    let calls = 0;
    worker.register('test.flaky', () => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('provider down')) : Promise.resolve();
    });
    await queue.schedule('test.flaky', 'flaky-1', T0, {});
    expect(await worker.runDue()).toBe(1);
    const failed = await queue.find('flaky-1');
    expect(failed).toMatchObject({
      outcome: null,
      done_at: null,
      attempts: 1,
      last_error: 'provider down',
      locked_until: null,
    });
    expect(failed?.run_at.getTime()).toBe(T0.getTime() + 5000);
    expect(await worker.runDue()).toBe(0);
    setNow(new Date(T0.getTime() + 5000));
    expect(await worker.runDue()).toBe(1);
    expect(await queue.find('flaky-1')).toMatchObject({ outcome: 'done', attempts: 2, last_error: null });

    worker.register('test.broken', () => Promise.reject(new Error('always')));
    await queue.schedule('test.broken', 'broken-1', T0, {}, { maxAttempts: 2 });
    expect(await worker.runDue()).toBe(1);
    setNow(new Date(T0.getTime() + 60_000));
    expect(await worker.runDue()).toBe(1);
    expect(await queue.find('broken-1')).toMatchObject({ outcome: 'failed', attempts: 2, last_error: 'always' });
  });

  it('purges done jobs past the retention, oldest first in bounded statements, and keeps failed, canceled and recent ones', async () => {
    const queue = first.app.get(JobQueue);
    const worker = first.app.get(JobWorker);
    const setNow = pinClock(first.app, T0);
    worker.register('test.purge', () => Promise.resolve());
    worker.register('test.purge-fail', () => Promise.reject(new Error('always')));
    const old = Array.from({ length: PURGE_BATCH + 5 }, (_, n) => `purge-old-${n}`);
    await first.dataSource.query(
      `INSERT INTO jobs (kind, dedupe_key, run_at, done_at, outcome) SELECT 'test.purge', k, $2, $2, 'done' FROM unnest($1::text[]) k`,
      [old, T0],
    );
    await queue.schedule('test.purge-fail', 'purge-failed', T0, {}, { maxAttempts: 1 });
    await queue.schedule('test.purge', 'purge-canceled', new Date(T0.getTime() + 3600_000), {});
    await queue.cancel('purge-canceled');
    expect(await worker.runDue()).toBe(1);
    expect(await queue.find('purge-failed')).toMatchObject({ outcome: 'failed' });
    const retentionMs = 168 * 3600 * 1000;
    // Just inside the retention: nothing goes.
    setNow(new Date(T0.getTime() + retentionMs));
    expect(await worker.purgeDone()).toBe(0);
    // Done an hour after the others: still within its retention when the old ones go.
    await queue.schedule('test.purge', 'purge-recent', new Date(T0.getTime() + retentionMs), {});
    setNow(new Date(T0.getTime() + retentionMs + 1));
    expect(await worker.runDue()).toBe(1);
    const cutoffAt = new Date(T0.getTime() + retentionMs + 60_000);
    setNow(cutoffAt);
    // Earlier tests of this file left done rows of their own (done within the first minute): they go too.
    const [{ due }]: Array<{ due: number }> = await first.dataSource.query(
      `SELECT count(*)::int AS due FROM jobs WHERE outcome = 'done' AND done_at < $1`,
      [new Date(cutoffAt.getTime() - retentionMs)],
    );
    expect(due).toBeGreaterThanOrEqual(old.length);
    expect(await worker.purgeDone()).toBe(due);
    const left: Array<{ dedupe_key: string; outcome: string }> = await first.dataSource.query(
      `SELECT dedupe_key, outcome FROM jobs WHERE dedupe_key LIKE 'purge-%' ORDER BY dedupe_key`,
    );
    expect(left).toEqual([
      { dedupe_key: 'purge-canceled', outcome: 'canceled' },
      { dedupe_key: 'purge-failed', outcome: 'failed' },
      { dedupe_key: 'purge-recent', outcome: 'done' },
    ]);
    expect(await worker.purgeDone()).toBe(0);
  });

  it('runs each job once when two server instances work the same table at the same time', async () => {
    const second = await startInstance(first.databaseUrl, JOBS_BY_HAND);
    others.push(second);
    pinClock(first.app, T0);
    pinClock(second.app, T0);
    const runs: string[] = [];
    const handler = (who: string) => async (job: Job) => {
      // Yield so the two workers really interleave while jobs are claimed.
      await new Promise((resolve) => setImmediate(resolve));
      runs.push(`${who}:${job.key}`);
    };
    first.app.get(JobWorker).register('test.shared', handler('a'));
    second.app.get(JobWorker).register('test.shared', handler('b'));
    const queue = first.app.get(JobQueue);
    for (let i = 0; i < 40; i++) await queue.schedule('test.shared', `shared-${i}`, T0, {});

    const [a, b] = await Promise.all([first.app.get(JobWorker).runDue(), second.app.get(JobWorker).runDue()]);
    expect(a + b).toBe(40);
    const keys = runs.map((r) => r.split(':')[1]).sort();
    expect(keys).toEqual(Array.from({ length: 40 }, (_, i) => `shared-${i}`).sort());
    const rows: Array<{ n: number }> = await first.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'test.shared' AND outcome = 'done' AND attempts = 1`,
    );
    expect(rows[0].n).toBe(40);
  });

  it('sends each outbox e-mail of N jobs exactly once when two instances work the queue at the same time', async () => {
    const second = await startInstance(first.databaseUrl, JOBS_BY_HAND);
    others.push(second);
    pinClock(first.app, T0);
    pinClock(second.app, T0);
    const send = (app: TestApp['app']) => async (job: Job) => {
      await new Promise((resolve) => setImmediate(resolve));
      await app
        .get(EmailSender)
        .send({ to: 'someone@example.com', subject: job.key, body: 'exactly once', purpose: 'test:outbox-once' });
    };
    first.app.get(JobWorker).register('test.outbox', send(first.app));
    second.app.get(JobWorker).register('test.outbox', send(second.app));
    for (let i = 0; i < 60; i++) await first.app.get(JobQueue).schedule('test.outbox', `outbox-${i}`, T0, {});

    const [a, b] = await Promise.all([first.app.get(JobWorker).runDue(), second.app.get(JobWorker).runDue()]);
    expect(a + b).toBe(60);
    const mails: Array<{ subject: string; n: number }> = await first.dataSource.query(
      `SELECT subject, count(*)::int AS n FROM outbox_email WHERE purpose = 'test:outbox-once' GROUP BY subject`,
    );
    expect(mails).toHaveLength(60);
    expect(mails.every((m) => m.n === 1)).toBe(true);
  });

  it('a heartbeat keeps a job that outlives its lease with its worker; a worker that stops beating is taken over', async () => {
    const second = await startInstance(first.databaseUrl, JOBS_BY_HAND);
    others.push(second);
    const lease = first.config.jobsLeaseMs;
    const at = (ms: number) => new Date(T0.getTime() + ms);
    const setFirst = pinClock(first.app, T0);
    const setSecond = pinClock(second.app, T0);
    const setBoth = (when: Date) => (setFirst(when), setSecond(when));
    const runs: string[] = [];
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    first.app.get(JobWorker).register('test.lease', async () => {
      runs.push('first');
      entered();
      await held;
    });
    second.app.get(JobWorker).register('test.lease', async () => {
      runs.push('second');
      return Promise.resolve();
    });
    await first.app.get(JobQueue).schedule('test.lease', 'lease-1', T0, {});
    const firstRun = first.app.get(JobWorker).runDue();
    await started;

    // Alive: its heartbeat (driven here instead of by its timer) moves the lease past the original one.
    setBoth(at(lease * 0.8));
    await first.app.get(JobWorker).leases.beat();
    setBoth(at(lease * 1.2));
    expect(await second.app.get(JobWorker).runDue()).toBe(0);

    // Hung (no more beats): one lease after its last beat the other instance claims and runs the job.
    setBoth(at(lease * 1.9));
    expect(await second.app.get(JobWorker).runDue()).toBe(1);
    expect(runs).toEqual(['first', 'second']);

    // The hung run finishing late cannot overwrite the new owner's outcome.
    finish();
    await firstRun;
    const [row]: Array<{ outcome: string; attempts: number; locked_by: string }> = await first.dataSource.query(
      `SELECT outcome, attempts, locked_by FROM jobs WHERE dedupe_key = 'lease-1'`,
    );
    expect(row).toEqual({ outcome: 'done', attempts: 2, locked_by: second.app.get(JobWorker).workerId });
  });

  it('a claimed row that waited in the buffer past its lease is not started: the instance that took it over runs it', async () => {
    // One slot, two rows per claim: the second row waits while the first one runs.
    const slow = await startInstance(first.databaseUrl, {
      ...JOBS_BY_HAND,
      JOBS_CONCURRENCY: '1',
      JOBS_CLAIM_BATCH: '2',
    });
    const other = await startInstance(first.databaseUrl, JOBS_BY_HAND);
    others.push(slow, other);
    const lease = first.config.jobsLeaseMs;
    const setSlow = pinClock(slow.app, T0);
    const setOther = pinClock(other.app, T0);
    const runs: string[] = [];
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    slow.app.get(JobWorker).register('test.buffered', async (job) => {
      runs.push(`slow:${job.key}`);
      entered();
      await held;
    });
    other.app.get(JobWorker).register('test.buffered', async (job) => {
      runs.push(`other:${job.key}`);
      return Promise.resolve();
    });
    await slow.app.get(JobQueue).schedule('test.buffered', 'buffered-1', T0, {});
    await slow.app.get(JobQueue).schedule('test.buffered', 'buffered-2', new Date(T0.getTime() + 1), {});
    setSlow(new Date(T0.getTime() + 1));
    const slowRun = slow.app.get(JobWorker).runDue();
    await started;

    // The slow instance hangs (no beat) past the lease; the other one takes both rows over.
    const later = new Date(T0.getTime() + lease * 1.5);
    setOther(later);
    expect(await other.app.get(JobWorker).runDue()).toBe(2);
    setSlow(later);
    finish();
    await slowRun;
    // buffered-1 was already running on the hung instance (at least once); buffered-2 never started there.
    expect(runs.filter((r) => r.endsWith('buffered-2'))).toEqual(['other:buffered-2']);
    const rows: Array<{ dedupe_key: string; outcome: string; locked_by: string }> = await first.dataSource.query(
      `SELECT dedupe_key, outcome, locked_by FROM jobs WHERE kind = 'test.buffered' ORDER BY dedupe_key`,
    );
    const otherId = other.app.get(JobWorker).workerId;
    expect(rows).toEqual([
      { dedupe_key: 'buffered-1', outcome: 'done', locked_by: otherId },
      { dedupe_key: 'buffered-2', outcome: 'done', locked_by: otherId },
    ]);
  });

  it('runs a job scheduled before a restart in the new instance, and its poll picks it up unaided', async () => {
    const before = await startInstance(first.databaseUrl, JOBS_BY_HAND);
    await before.app
      .get(JobQueue)
      .schedule('test.restart', 'restart-1', new Date(Date.now() - 1000), { note: 'survives' });
    await before.close();

    // A fresh instance with a short poll: no runDue() call, the worker's own loop must find the row.
    const after = await startInstance(first.databaseUrl, { JOBS_POLL_MS: '50' });
    others.push(after);
    const ran = new Promise<Job>((resolve) =>
      after.app.get(JobWorker).register('test.restart', (job) => Promise.resolve(resolve(job))),
    );
    const job = await ran;
    expect(job).toMatchObject({ key: 'restart-1', payload: { note: 'survives' } });
  });
});
