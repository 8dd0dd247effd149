import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenAccount, http, startTestApp, type TestApp } from '../support/kit';

export const DAY = 24 * 3600 * 1000;

interface Row {
  id: string;
  batch_number: string;
  status: string;
  group: string | null;
  requester_name: string | null;
  buyer_name: string | null;
  chat_room: string | null;
  item_count: number;
  purchased_items: number;
  total: number | null;
  status_label_key: string;
}
interface Page {
  results: Row[];
  count: number;
}

/** One app per requester suite file, a named requester and buyer, a stranger, staff, and the list reads. */
export class RequesterActionsWorld {
  app!: TestApp;
  store!: PostgresEventStore;
  requesterId!: string;
  buyerId!: string;
  requester!: string;
  otherRequester!: string;
  buyer!: string;
  staff!: string;

  async start(): Promise<void> {
    const app = (this.app = await startTestApp());
    this.store = new PostgresEventStore(app.databaseUrl, { poolSize: 4 });
    this.requesterId = (await givenAccount(app, { firstName: 'Mei Ling', lastName: 'Lee', accountType: 'r' })).id;
    this.buyerId = (await givenAccount(app, { firstName: 'Ka Ho', lastName: 'Ng', accountType: 'b' })).id;
    this.requester = app.tokenFor({ id: this.requesterId, accountType: 'r' });
    this.otherRequester = app.tokenFor({ id: 'req-stranger', accountType: 'r' });
    this.buyer = app.tokenFor({ id: this.buyerId, accountType: 'b' });
    this.staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    // An empty pool: the automatic assignment never races the batches these tests set up.
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', this.staff, { buyer_ids: [] })).status).toBe(200);
  }

  async stop(): Promise<void> {
    await this.store.close();
    await this.app.close();
  }

  countEvents = async () =>
    Number((await this.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es_events`))[0].n);
  list = (path: string, token: string, position: string) =>
    http<Page>(this.app, 'GET', path, token, undefined, { 'x-event-position': position });
}

export function useRequesterActionsWorld(): RequesterActionsWorld {
  const world = new RequesterActionsWorld();
  beforeAll(() => world.start());
  afterAll(() => world.stop());
  return world;
}
