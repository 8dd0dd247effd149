import { randomUUID } from 'node:crypto';
import { BUYER } from '@machines/testing/batch-fixtures';
import { BACKFILL_SEARCH_TEXT } from '../../migrations/1763903100000-staff-search-parties';
import { steps } from '@machines/testing/batch-scenario';
import {
  appendBatchEvents,
  BatchHistory,
  eventsUpTo,
  GIVEN_ACTOR,
  givenAccount,
  http,
  step,
  TO_AUTHORISED,
  useAppWorld,
  type Account,
} from '../support/kit';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

/** The same field for items 1, 2, … of a two-item order, one value each. */
const perItem = <F extends string>(field: F, values: string[]) =>
  values.map((value, i) => ({ id: `item-${i + 1}`, [field]: value }) as { id: string } & Record<F, string>);

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * Staff (and auditors) find a batch by its purchase-site order id, its tracking number, its buyer's
 * name and either party's e-mail, beside the batch number, the items and the requester's name
 * (list-accounts.e2e.ts). Requesters and buyers search their own batches' text only.
 */
describe("staff's search by order id, tracking number, buyer name and e-mail", () => {
  const world = useAppWorld({ pool: [] });
  let staff: string;
  let auditor: string;
  /** The latest position written: the lists wait for it (read-your-writes). */
  let last = '';
  let requester: Account;
  let buyer: Account;
  let otherBuyer: Account;
  let shipped: BatchHistory;
  let buyersBatch: string;
  let othersBatch: string;

  const page = async (path: string, token: string): Promise<Page> => {
    const answer = await http<Page>(world.app, 'GET', path, token, undefined, { 'x-event-position': last });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const found = async (list: 'requests' | 'orders', term: string, token = staff) =>
    (await page(`/api/batch/${list}?search=${encodeURIComponent(term)}&page_size=100`, token)).results.map((r) => r.id);

  /** An assigned batch of `requesterId` for `buyerId` (written as given events). */
  const given = async (requesterId: string, buyerId: string): Promise<string> => {
    const batchId = randomUUID();
    const at = new Date().toISOString();
    const events = eventsUpTo('assigned', {
      requesterId,
      buyerId,
      batchNumber: `BNSRCH${batchId.slice(0, 8).toUpperCase()}`,
      at,
    });
    last = (await appendBatchEvents(world.store, batchId, events, { at, actor: GIVEN_ACTOR })).position;
    return batchId;
  };

  beforeAll(async () => {
    staff = world.app.tokenFor({ id: `staff-${randomUUID()}`, accountType: 's' });
    auditor = world.app.tokenFor({ id: `auditor-${randomUUID()}`, accountType: 'x' });
    requester = await givenAccount(world.app, { accountType: 'r', firstName: 'Rita', lastName: 'Requesterova' });
    buyer = await givenAccount(world.app, { accountType: 'b', firstName: 'Bartholomew', lastName: 'Quigleyson' });
    otherBuyer = await givenAccount(world.app, { accountType: 'b', firstName: 'Olive', lastName: 'Otherbuy' });
    buyersBatch = await given(requester.id, buyer.id);
    othersBatch = await given(requester.id, otherBuyer.id);
    // Paid, bought on the shop's site and shipped, with the decider (ids the buyer typed).
    shipped = new BatchHistory(world.app);
    await shipped.append(
      new Date(),
      steps.create,
      ...TO_AUTHORISED,
      step('PurchaseItems', { items: perItem('purchaseSiteOrderId', ['AMZ-114-7781QX', 'AMZ-114-7782QX']) }, BUYER),
      steps.completePurchase,
      steps.capture(),
      step('SendTracking', { items: perItem('trackingNumber', ['1Z999AA10123456784', '1Z999AA10123456785']) }, BUYER),
    );
    last = shipped.position;
  });

  it('finds a batch by a purchase-site order id, in any case and by part of it', async () => {
    expect(await found('orders', 'AMZ-114-7782QX')).toEqual([shipped.batchId]);
    expect(await found('orders', 'amz-114-778')).toEqual([shipped.batchId]);
  });

  it('finds a batch by a tracking number, for auditors too', async () => {
    for (const token of [staff, auditor])
      expect(await found('orders', '1Z999AA10123456784', token)).toEqual([shipped.batchId]);
  });

  it("finds a batch by its buyer's name, and not the other buyers' batches", async () => {
    expect(await found('requests', 'quigleyson')).toEqual([buyersBatch]);
    expect(await found('requests', 'Bartholomew Quigleyson')).toEqual([buyersBatch]);
  });

  it("finds batches by the buyer's e-mail and by the requester's e-mail", async () => {
    expect(await found('requests', buyer.email)).toEqual([buyersBatch]);
    expect((await found('requests', requester.email.toUpperCase())).sort()).toEqual([buyersBatch, othersBatch].sort());
  });

  it('finds the batches of every person a common name matches, however many people share it', async () => {
    // 300 requesters named Chan first, then the one whose batch is looked for: a cap on the people
    // matched (the first 200 found) would leave that batch out.
    await world.app.dataSource.query(
      `WITH people AS (
         INSERT INTO users (email, user_code, status, first_name, last_name)
         SELECT 'chan' || n || '-' || $1 || '@example.com', 'UCHAN' || n || $1, 0, 'Person' || n, 'Chanwong'
           FROM generate_series(1, 300) n RETURNING id)
       INSERT INTO accounts (user_id, account_type) SELECT id, 'r' FROM people`,
      [randomUUID().slice(0, 8)],
    );
    const lastChan = await givenAccount(world.app, { accountType: 'r', firstName: 'Zoe', lastName: 'Chanwong' });
    const batch = await given(lastChan.id, buyer.id);
    expect(await found('requests', 'chanwong')).toEqual([batch]);
    expect(await found('requests', 'zoe chanwong')).toEqual([batch]);
  });

  it('gives requesters and buyers no search by party: names and e-mails find nothing of theirs', async () => {
    for (const term of [buyer.email, 'quigleyson', requester.email])
      expect(await found('requests', term, requester.token)).toEqual([]);
    expect(await found('requests', requester.email, buyer.token)).toEqual([]);
  });

  it('a row written before the order ids and tracking numbers were searchable gets them from the migration, as the projection writes them', async () => {
    await page('/api/batch/orders?page_size=1', staff);
    const text = async () => {
      const rows = await world.app.dataSource.query<{ search_text: string }[]>(
        `SELECT search_text FROM rm_batch_list WHERE batch_id = $1`,
        [shipped.batchId],
      );
      return rows[0].search_text;
    };
    const written = await text();
    expect(written).toMatch(/ amz-114-7781qx 1z999aa10123456784 amz-114-7782qx 1z999aa10123456785$/);
    // The text as the projection wrote it before: without the ids.
    await world.app.dataSource.query(`UPDATE rm_batch_list SET search_text = $2 WHERE batch_id = $1`, [
      shipped.batchId,
      written.replace(/ amz-114-7781qx.*$/, ''),
    ]);
    await world.app.dataSource.query(BACKFILL_SEARCH_TEXT);
    expect(await text()).toBe(written);
  });
});
