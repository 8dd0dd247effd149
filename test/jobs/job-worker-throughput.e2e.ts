import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import type { Job } from '../../src/platform/jobs/job.types';
import { eventually, type Instance, startInstance, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// How the worker keeps up: claims in batches, several jobs at once (bounded), woken by NOTIFY. The
// assertions are about counts and order of events, never about time.
describe('Job worker: claim batches, bounded concurrency, wake on commit', () => {
  let first: TestApp;
  const others: Instance[] = [];

  beforeAll(async () => {
    first = await startTestApp({ JOBS_WORKER_ENABLED: 'false', JOBS_CONCURRENCY: '4', JOBS_CLAIM_BATCH: '25' });
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await first.close();
  });

  it('claims up to JOBS_CLAIM_BATCH rows at a time and runs up to JOBS_CONCURRENCY jobs at once, never more', async () => {
    const worker = first.app.get(JobWorker);
    const queue = first.app.get(JobQueue);
    let inFlight = 0;
    let most = 0;
    let leasedAtFirstRun = -1;
    // The first four jobs wait for each other: the pass cannot finish unless four really run together.
    let release: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (release = resolve));
    // Nothing finishes before the first job has counted the lease (a finished job would not be counted).
    let counted: () => void = () => undefined;
    const leaseCounted = new Promise<void>((resolve) => (counted = resolve));
    let started = 0;
    worker.register('test.many', async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      started += 1;
      if (started === 1) {
        const rows: { n: number }[] = await first.dataSource.query(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'test.many' AND locked_by = $1 AND done_at IS NULL`,
          [worker.workerId],
        );
        leasedAtFirstRun = rows[0].n;
        counted();
      }
      if (started === 4) void leaseCounted.then(release);
      if (started <= 4) await together;
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
    });
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 60; i++) await queue.schedule('test.many', `many-${i}`, past, {});

    expect(await worker.runDue()).toBe(60);
    expect(leasedAtFirstRun).toBe(25);
    expect(most).toBe(4);
    const rows: { n: number }[] = await first.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'test.many' AND outcome = 'done' AND attempts = 1`,
    );
    expect(rows[0].n).toBe(60);
  });

  it('records jobs that finish together as done in one statement, not one per job', async () => {
    const worker = first.app.get(JobWorker);
    const queue = first.app.get(JobQueue);
    // The four slots' jobs end together: the first "done" goes out alone, the other three wait for it
    // and go in one UPDATE (rows written by one statement share its transaction id, xmin).
    let started = 0;
    let release: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (release = resolve));
    worker.register('test.together', async () => {
      if (++started === 4) release();
      await together;
    });
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 4; i++) await queue.schedule('test.together', `together-${i}`, past, {});

    expect(await worker.runDue()).toBe(4);
    const rows: { outcome: string; tx: string }[] = await first.dataSource.query(
      `SELECT outcome, xmin::text AS tx FROM jobs WHERE kind = 'test.together'`,
    );
    expect(rows.map((r) => r.outcome)).toEqual(['done', 'done', 'done', 'done']);
    expect(new Set(rows.map((r) => r.tx)).size).toBeLessThanOrEqual(2);
  });

  it('records a batch handler’s jobs as done in one statement, and a job it failed as its own retry', async () => {
    const worker = first.app.get(JobWorker);
    const queue = first.app.get(JobQueue);
    let batches = 0;
    worker.register('test.batched', () => Promise.resolve(), {
      batch: (jobs: readonly Job[]) => {
        batches += 1;
        const refused = jobs.find((job) => job.key === 'batched-3');
        return Promise.resolve(new Map(refused ? [[refused.id, new Error('refused')]] : []));
      },
    });
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 6; i++) await queue.schedule('test.batched', `batched-${i}`, past, {});

    expect(await worker.runDue()).toBe(6);
    expect(batches).toBe(1);
    const rows: { key: string; outcome: string | null; tx: string }[] = await first.dataSource.query(
      `SELECT dedupe_key AS key, outcome, xmin::text AS tx FROM jobs WHERE kind = 'test.batched' ORDER BY dedupe_key`,
    );
    const done = rows.filter((r) => r.outcome === 'done');
    expect(done.map((r) => r.key)).toEqual(['batched-0', 'batched-1', 'batched-2', 'batched-4', 'batched-5']);
    // Rows written by one statement share its transaction id (xmin).
    expect(new Set(done.map((r) => r.tx)).size).toBe(1);
    expect(rows.find((r) => r.key === 'batched-3')?.outcome).toBeNull();
  });

  it('a batch kind with its own batch size takes at most that many jobs a batch, each batch done on its own', async () => {
    const worker = first.app.get(JobWorker);
    const queue = first.app.get(JobQueue);
    const sizes: number[] = [];
    worker.register('test.small-batches', () => Promise.resolve(), {
      batch: (jobs: readonly Job[]) => {
        sizes.push(jobs.length);
        return Promise.resolve(new Map());
      },
      batchSize: 2,
      concurrency: 1,
    });
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 5; i++) await queue.schedule('test.small-batches', `small-${i}`, past, {});

    expect(await worker.runDue()).toBe(5);
    // Two, two, and the last one alone (a single job goes through the kind's JobHandler).
    expect(sizes).toEqual([2, 2]);
    const rows: { outcome: string | null; tx: string }[] = await first.dataSource.query(
      `SELECT outcome, xmin::text AS tx FROM jobs WHERE kind = 'test.small-batches'`,
    );
    expect(rows.map((r) => r.outcome)).toEqual(Array(5).fill('done'));
    expect(new Set(rows.map((r) => r.tx)).size).toBe(3);
  });

  it('a slow job holds only its own slot: jobs due meanwhile run before it ends', async () => {
    const worker = first.app.get(JobWorker);
    const queue = first.app.get(JobQueue);
    let finishSlow: () => void = () => undefined;
    const slowMayEnd = new Promise<void>((resolve) => (finishSlow = resolve));
    const order: string[] = [];
    worker.register('test.slow', async () => {
      order.push('slow started');
      await slowMayEnd;
      order.push('slow ended');
    });
    worker.register('test.quick', async (job: Job) => {
      order.push(job.key);
      // The slow one may end once every quick job has run.
      if (order.filter((o) => o.startsWith('quick-')).length === 3) finishSlow();
      return Promise.resolve();
    });
    const past = new Date(Date.now() - 1000);
    await queue.schedule('test.slow', 'slow-1', past, {});
    const pass = worker.runDue();
    await eventually(() => order.includes('slow started'));
    // Scheduled while the pass runs: a due job wakes the worker, a free slot takes it.
    for (let i = 0; i < 3; i++) await queue.schedule('test.quick', `quick-${i}`, past, {});
    expect(await pass).toBe(4);
    expect(order.indexOf('slow ended')).toBe(order.length - 1);
  });

  it('a kind registered with a concurrency of one holds one slot: the other kinds run while its jobs wait in turn', async () => {
    const [worker, queue] = [first.app.get(JobWorker), first.app.get(JobQueue)];
    const order: string[] = [];
    let turnsAtOnce = 0;
    let mostTurns = 0;
    let firstMayEnd: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (firstMayEnd = resolve));
    worker.register(
      'test.in-turn',
      async (job: Job) => {
        turnsAtOnce += 1;
        mostTurns = Math.max(mostTurns, turnsAtOnce);
        order.push(job.key);
        if (job.key === 'turn-0') await firstHeld;
        turnsAtOnce -= 1;
      },
      { concurrency: 1 },
    );
    worker.register('test.beside', async (job: Job) => {
      order.push(job.key);
      // Every job of the other kind ran while the first in-turn job still held its slot.
      if (order.filter((o) => o.startsWith('beside-')).length === 6) firstMayEnd();
      return Promise.resolve();
    });
    // Claim order puts the in-turn kind first: without the limit its rows would take all four slots.
    const earlier = new Date(Date.now() - 2000);
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 5; i++) await queue.schedule('test.in-turn', `turn-${i}`, earlier, {});
    for (let i = 0; i < 6; i++) await queue.schedule('test.beside', `beside-${i}`, past, {});

    expect(await worker.runDue()).toBe(11);
    expect(mostTurns).toBe(1);
    expect(order.indexOf('turn-1')).toBeGreaterThan(order.indexOf('beside-5'));
    const rows: { n: number }[] = await first.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE kind IN ('test.in-turn', 'test.beside') AND outcome = 'done' AND attempts = 1`,
    );
    expect(rows[0].n).toBe(11);
  });

  it('a job scheduled for now on another instance wakes this one at once (NOTIFY on commit), not at its poll', async () => {
    // Polls every ten minutes: only the NOTIFY can start the job within the test.
    const listener = await startInstance(first.databaseUrl, { JOBS_POLL_MS: '600000' });
    others.push(listener);
    const ran = new Promise<Job>((resolve) =>
      listener.app.get(JobWorker).register('test.notified', (job) => Promise.resolve(resolve(job))),
    );
    // The other instance runs no jobs; it schedules inside a transaction of its own.
    await first.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO jobs (kind, dedupe_key, run_at, payload) VALUES ('test.notified', 'notified-1', now() - interval '1 second', '{}')`,
      );
      await manager.query(`SELECT pg_notify('jobs_due', '')`);
    });
    const viaQueue = first.app.get(JobQueue).schedule('test.notified', 'notified-2', new Date(Date.now() - 1000), {});
    expect(await viaQueue).toBe(true);
    expect((await ran).key).toMatch(/^notified-/);
    await eventually(async () => {
      const rows: { n: number }[] = await first.dataSource.query(
        `SELECT count(*)::int AS n FROM jobs WHERE kind = 'test.notified' AND outcome = 'done'`,
      );
      return rows[0].n === 2;
    });
  });
});
