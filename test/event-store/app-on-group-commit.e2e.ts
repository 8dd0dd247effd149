import { EVENT_STORE } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { eventually, givenBatch, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// EVENT_STORE_GROUP_COMMIT=on reaches the app's store, and the app's read models see every
// batch of appends that committed together.
describe('the app with EVENT_STORE_GROUP_COMMIT=on', () => {
  let app: TestApp;
  let store: PostgresEventStore;

  beforeAll(async () => {
    app = await startTestApp({ EVENT_STORE_GROUP_COMMIT: 'on', JOBS_WORKER_ENABLED: 'false' });
    store = app.app.get<PostgresEventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await app.close();
  });

  test('concurrent batches are appended through group commit and every one reaches the read model', async () => {
    expect(store).toBeInstanceOf(PostgresEventStore);
    expect(store.groupCommitStats).toBeDefined();
    const before = store.groupCommitStats!.appends;
    const batches = await Promise.all(
      Array.from({ length: 12 }, (_, i) => givenBatch(store, 'requested', { requesterId: `requester-gc-${i}` })),
    );
    expect(store.groupCommitStats!.appends - before).toBeGreaterThanOrEqual(12);
    const ids = batches.map((b) => b.batchId);
    await eventually(
      async () => {
        const rows = await app.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM rm_batch_detail WHERE batch_id = ANY($1)`,
          [ids],
        );
        return rows[0].n === 12;
      },
      { what: 'all 12 batches in rm_batch_detail' },
    );
  });
});

describe('the app with EVENT_STORE_GROUP_COMMIT unset', () => {
  test('keeps one transaction per append', async () => {
    const app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    try {
      expect(app.app.get<PostgresEventStore>(EVENT_STORE).groupCommitStats).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
