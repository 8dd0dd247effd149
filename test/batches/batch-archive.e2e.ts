import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { Clock } from '../../src/platform/clock/clock';
import { givenBatch, http, startTestApp, type TestApp } from '../support/kit';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const DAY = 24 * 3600 * 1000;

describe('archive rule and projection admin', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let requester: string;
  const now = new Date('2026-11-20T12:00:00.000Z');

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
    requester = app.tokenFor({ id: 'req-arch', accountType: 'r' });
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    await store.close();
    await app.close();
  });

  const ids = async (path: string, position: string) =>
    (
      await http<{ results: { id: string }[] }>(
        app,
        'GET',
        `${path}?page_size=100&after_position=${encodeURIComponent(position)}`,
        requester,
      )
    ).body.results.map((r) => r.id);

  it('keeps completed batches in the orders list for 7 days after the last update, then archives them', async () => {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
    const old = await givenBatch(store, 'all_payment_canceled', { requesterId: 'req-arch', at: at(8) });
    const recent = await givenBatch(store, 'all_payment_canceled', { requesterId: 'req-arch', at: at(6) });
    const open = await givenBatch(store, 'accepted', { requesterId: 'req-arch', at: at(30) });

    expect(await ids('/api/batch/archived', recent.position)).toEqual([old.batchId]);
    expect(await ids('/api/batch/orders', recent.position)).toEqual([recent.batchId]);
    expect(await ids('/api/batch/requests', open.position)).toEqual([open.batchId]);

    // Two days later the recent one passes 7 days too; archive is newest first.
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(now.getTime() + 2 * DAY));
    expect(await ids('/api/batch/archived', open.position)).toEqual([recent.batchId, old.batchId]);
    expect(await ids('/api/batch/orders', open.position)).toEqual([]);
    // A request is never archived by age, only by status.
    expect(await ids('/api/batch/requests', open.position)).toEqual([open.batchId]);
  });

  it('reports checkpoints and lag per projection to staff and auditors, and as Prometheus metrics', async () => {
    const auditor = app.tokenFor({ id: 'aud-1', accountType: 'x' });
    const report = await http<{
      results: { name: string; state: string; checkpoint: unknown; lag: { events: number; ms: number } }[];
    }>(app, 'GET', '/api/admin/projections', auditor);
    expect(report.status).toBe(200);
    // Other modules register their own projections and reactions; the batch read models must be among them.
    expect(report.body.results.map((p) => p.name)).toEqual(expect.arrayContaining(['batch-detail', 'batch-list']));
    for (const p of report.body.results) {
      expect(p.state).toBe('active');
      expect(p.lag.events).toBeGreaterThanOrEqual(0);
    }
    expect((await http(app, 'GET', '/api/admin/projections', requester)).status).toBe(403);
    const metrics = await fetch(`${app.baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/projection_lag_events\{projection="batch-list"\} \d+/);
    expect(text).toMatch(/projection_lag_ms\{projection="batch-detail"\} \d+/);
  });
});
