// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Clock } from '../../src/platform/clock/clock';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import type { JobRow } from '../../src/platform/jobs/job.types';
import { ProjectionWaiter } from '../../src/platform/projections/read-your-writes/projection-waiter';
import type { Reaction } from '../../src/platform/projections/reactions/reaction';
import { ReactionProjection } from '../../src/platform/projections/reactions/reaction-projection';
import { Reactions } from '../../src/platform/projections/reactions/reactions';
import type { LoggedEvent } from '../../src/platform/projections/runner/projection';
import { eventually, http, requestBody, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const loggedEvent = (type: string, n: number): LoggedEvent => ({
  position: { transactionId: '1', globalPosition: String(n) } as unknown as LoggedEvent['position'],
  streamId: `test-${n}`,
  streamRevision: 0,
  eventId: randomUUID(),
  type,
  schemaVersion: 1,
  data: { n },
  metadata: {},
  createdAt: new Date(),
});

describe('Reactions turn log slices into durable jobs, off the read models’ path', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const jobsOf = (kind: string): Promise<JobRow[]> =>
    app.dataSource.query(`SELECT * FROM jobs WHERE kind = $1 ORDER BY id`, [kind]);

  it('schedules one job per selected event with one INSERT, even when the same slice is delivered twice', async () => {
    const kind = `test.slice-${randomUUID()}`;
    const reaction: Reaction = {
      name: `slice-${randomUUID()}`,
      kinds: [kind],
      select: (e) => (e.type === 'Wanted' ? { kind, payload: { eventId: e.eventId } } : null),
    };
    const adapter = new ReactionProjection(reaction, app.app.get(Clock), () => 3);
    const slice = [loggedEvent('Wanted', 1), loggedEvent('Other', 2), loggedEvent('Wanted', 3)];
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    const queries: string[] = [];
    const counting = new Proxy(client, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
        return (text: string, params?: unknown[]) => {
          queries.push(text);
          return target.query(text, params);
        };
      },
    });
    const deliver = async (end: 'COMMIT' | 'ROLLBACK') => {
      await client.query('BEGIN');
      await adapter.handle(slice, { client: counting, table: (t) => t });
      await client.query(end);
    };
    try {
      // A slice whose transaction does not commit leaves no job.
      await deliver('ROLLBACK');
      expect(await jobsOf(kind)).toHaveLength(0);
      await deliver('COMMIT');
      await deliver('COMMIT');
    } finally {
      await client.end();
    }
    expect(queries).toHaveLength(3);
    const rows = await jobsOf(kind);
    expect(rows.map((r) => r.dedupe_key)).toEqual([
      `${reaction.name}:${slice[0].eventId}`,
      `${reaction.name}:${slice[2].eventId}`,
    ]);
    expect(rows[0]).toMatchObject({ payload: { eventId: slice[0].eventId }, max_attempts: 3, attempts: 0 });
    expect(rows[0].run_at.getTime()).toBe(0);
  });

  it('refuses a kind the reaction does not declare (the slice fails, nothing is scheduled)', async () => {
    const reaction: Reaction = {
      name: `undeclared-${randomUUID()}`,
      kinds: ['test.declared'],
      select: () => ({ kind: 'test.other', payload: {} }),
    };
    const adapter = new ReactionProjection(reaction, app.app.get(Clock), () => 3);
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await expect(adapter.handle([loggedEvent('Any', 1)], { client, table: (t) => t })).rejects.toThrow(
        /does not declare/,
      );
    } finally {
      await client.end();
    }
  });

  it('retries a failing reaction job while the read models keep advancing, then runs it once it succeeds', async () => {
    const name = `failing-${randomUUID().slice(0, 8)}`;
    const kind = `test.${name}`;
    let failing = true;
    const ran: string[] = [];
    app.app.get(Reactions).register({
      name,
      kinds: [kind],
      select: (e) => (e.type === 'RequestSubmitted' ? { kind, payload: { eventId: e.eventId } } : null),
    });
    app.app.get(JobWorker).register<{ eventId: string }>(
      kind,
      async (job) => {
        if (failing) throw new Error('the provider is down');
        ran.push(job.payload.eventId);
        return Promise.resolve();
      },
      { lane: 'reactions' },
    );
    const requester = app.tokenFor({ id: `req-${name}`, accountType: 'r' });

    const first = await http<{ id: string; position: string }>(
      app,
      'POST',
      '/api/batch/requests/create',
      requester,
      requestBody(),
    );
    expect(first.status).toBe(201);
    const failed = await eventually(async () => {
      const [row] = await jobsOf(kind);
      return row?.last_error ? row : undefined;
    });
    expect(failed).toMatchObject({ last_error: 'the provider is down', done_at: null, outcome: null });
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    // Retried later with backoff, not at once.
    expect(failed.run_at.getTime()).toBeGreaterThan(Date.now());

    // Meanwhile the read models move on: the batch and a second one are read fresh.
    const second = await http<{ id: string; position: string }>(
      app,
      'POST',
      '/api/batch/requests/create',
      requester,
      requestBody(),
    );
    expect(second.status).toBe(201);
    for (const created of [first, second]) {
      const detail = await http<{ id: string; stale?: boolean }>(
        app,
        'GET',
        `/api/batch/requests/${created.body.id}`,
        requester,
        undefined,
        { 'x-after-position': created.body.position },
      );
      expect(detail.status).toBe(200);
      expect(detail.body.id).toBe(created.body.id);
      expect(detail.body.stale ?? false).toBe(false);
    }
    // The reaction itself is not held back either: it passed both events and scheduled the second job.
    expect(await app.app.get(ProjectionWaiter).waitFor(name, [second.body.position], 10000)).toEqual({ stale: false });
    expect(await jobsOf(kind)).toHaveLength(2);

    // The provider is back: the retry runs each job once.
    failing = false;
    await app.dataSource.query(
      `UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = $1 AND done_at IS NULL`,
      [kind],
    );
    app.app.get(JobWorker).wake();
    const done = await eventually(async () => {
      const rows = await jobsOf(kind);
      return rows.every((r) => r.outcome === 'done') ? rows : undefined;
    });
    expect(done[0].attempts).toBeGreaterThanOrEqual(2);
    expect(new Set(ran).size).toBe(2);
    expect(ran).toHaveLength(2);
  });
});
