import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenAccount, givenBatch, http, type HttpAnswer, startTestApp, type TestApp } from '../support/kit';

export const NOT_AUTHORIZED = 'You are not authorized to do this action!';

export interface Detail {
  status: string;
  items: {
    id: string;
    price: number;
    quantity: number;
    declined: boolean;
    seller_shipping: number;
    image_url: string | null;
  }[];
  fees: Record<string, number | string | boolean>;
  amount_due: { currency: string; value: number };
  fees_updated_by_buyer: boolean;
  allowed_commands: string[];
  warehouse: string;
  buyer_remark?: string | null;
  requester: Record<string, unknown>;
  buyer: Record<string, unknown>;
  batch: { fees: Record<string, unknown>; buyerRemark?: string | null };
  chat_room: string | null;
}

/**
 * What the buyer-action suites share: one app per suite file, a requester and a buyer with names,
 * tokens for every role, and the database's US→HK shipping rate. Filled before the first test.
 */
export class BuyerActionsWorld {
  app!: TestApp;
  store!: PostgresEventStore;
  requesterId!: string;
  buyerId!: string;
  requester!: string;
  otherRequester!: string;
  buyer!: string;
  otherBuyer!: string;
  staff!: string;
  auditor!: string;
  private rate!: { flat: number; perLb: number };

  async start(): Promise<void> {
    const app = (this.app = await startTestApp());
    this.store = new PostgresEventStore(app.databaseUrl, { poolSize: 4 });
    this.requesterId = (
      await givenAccount(app, { firstName: 'Tai Man', lastName: 'Chan', accountType: 'r', mobile: '+85291234567' })
    ).id;
    this.buyerId = (await givenAccount(app, { firstName: 'Siu Ming', lastName: 'Wong', accountType: 'b' })).id;
    this.requester = app.tokenFor({ id: this.requesterId, accountType: 'r' });
    this.otherRequester = app.tokenFor({ id: 'req-other', accountType: 'r' });
    this.buyer = app.tokenFor({ id: this.buyerId, accountType: 'b' });
    this.otherBuyer = app.tokenFor({ id: 'buyer-other', accountType: 'b' });
    this.staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    this.auditor = app.tokenFor({ id: 'auditor-1', accountType: 'x' });
    // An empty pool: the automatic assignment never races the batches these tests set up.
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', this.staff, { buyer_ids: [] })).status).toBe(200);
    const [row]: Array<{ flat: number | string; per_lb: number | string }> = await app.dataSource.query(
      `SELECT fee_flat_cents AS flat, fee_per_weight_cents AS per_lb FROM fee_rates WHERE fee_country_from = 1 AND fee_country_to = 2 ORDER BY id LIMIT 1`,
    );
    this.rate = { flat: Number(row.flat), perLb: Number(row.per_lb) };
  }

  async stop(): Promise<void> {
    await this.store.close();
    await this.app.close();
  }

  eventTypes = async (batchId: string) => (await this.store.readStream(`batch-${batchId}`)).map((e) => e.type);
  accepted = (itemIds?: string[]) =>
    givenBatch(this.store, 'accepted', { requesterId: this.requesterId, buyerId: this.buyerId, itemIds });
  detail = (id: string, token: string, after: HttpAnswer) =>
    http<Detail>(this.app, 'GET', `/api/batch/requests/${id}`, token, undefined, {
      'x-event-position': String(after.body.position),
    });
  /** US shipping estimate for `lb` pounds with the database's US→HK rate (at least US$10). */
  shipping = (lb: number) => Math.max(1000, this.rate.flat + lb * this.rate.perLb);
}

/** One world for the calling suite file: started before its first test, stopped after its last. */
export function useBuyerActionsWorld(): BuyerActionsWorld {
  const world = new BuyerActionsWorld();
  beforeAll(() => world.start());
  afterAll(() => world.stop());
  return world;
}
