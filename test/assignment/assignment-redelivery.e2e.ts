import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import {
  assignedEvents,
  createRequest,
  decisionsOf,
  eventually,
  givenBuyers,
  reactionCaughtUp,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Automatic buyer assignment is applied once when events are delivered again', () => {
  let app: TestApp;
  let store: PostgresEventStore;

  beforeAll(async () => {
    app = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 2 });
  });
  afterAll(async () => {
    await store.close();
    await app.close();
  });

  it('assigns once after the reaction re-reads the whole log', async () => {
    const staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    const requester = app.tokenFor({ id: 'req-1', accountType: 'r' });
    await givenBuyers(app, staff, [
      { id: 'r-one', origin_countries: ['us'], rating: 5 },
      { id: 'r-two', origin_countries: ['us'], rating: 4 },
    ]);
    const ids = [(await createRequest(app, requester)).id, (await createRequest(app, requester)).id];
    for (const id of ids) await decisionsOf(app, staff, id, 1);
    await reactionCaughtUp(app);
    const count = async (sql: string) => Number((await app.dataSource.query<Array<{ n: number }>>(sql))[0].n);
    const windows = `SELECT count(*) AS n FROM jobs WHERE kind = 'assignment.acceptance-window'`;
    // One reaction job per selected event (2 submissions, 2 assignments), each window scheduled by its job.
    const reactionJobs = `SELECT count(*) AS n FROM jobs WHERE kind = 'assignment.reaction'`;
    const before = {
      assigned: await count(`SELECT count(*) AS n FROM es_events WHERE event_type = 'BuyerAssigned'`),
      decisions: await count(`SELECT count(*) AS n FROM assignment_decisions`),
      windows: await count(windows),
      reactionJobs: await count(reactionJobs),
    };
    expect(before).toEqual({ assigned: 2, decisions: 2, windows: 2, reactionJobs: 4 });

    // Redelivery: move the reaction's checkpoint back to the start of the log.
    await app.dataSource.query(
      `UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = 'projection:assignment'`,
    );
    await eventually(async () => {
      const rows: { n: string }[] = await app.dataSource.query(
        `SELECT global_position AS n FROM es_checkpoints WHERE subscription_id = 'projection:assignment'`,
      );
      return Number(rows[0].n) > 0 ? true : undefined;
    });
    await reactionCaughtUp(app);
    // The same slices delivered again: one job per event still, and nothing assigned or decided twice.
    expect({
      assigned: await count(`SELECT count(*) AS n FROM es_events WHERE event_type = 'BuyerAssigned'`),
      decisions: await count(`SELECT count(*) AS n FROM assignment_decisions`),
      windows: await count(windows),
      reactionJobs: await count(reactionJobs),
    }).toEqual(before);
    for (const id of ids) expect(await assignedEvents(store, id)).toHaveLength(1);
  });
});
