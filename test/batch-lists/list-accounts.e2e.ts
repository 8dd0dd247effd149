import { randomUUID } from 'node:crypto';
import {
  appendBatchEvents,
  eventsUpTo,
  GIVEN_ACTOR,
  givenAccount,
  http,
  type Account,
  useAppWorld,
} from '../support/kit';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * The lists by account: staff find a requester's batches by name in the list
 * search, and the console's user page walks an account's batches as requester or buyer in pages.
 */
describe('batch lists by account', () => {
  const world = useAppWorld({ pool: [] });
  let staff: string;
  let auditor: string;
  /** The latest position written: the lists wait for it (read-your-writes). */
  let last = '';

  beforeAll(() => {
    staff = world.app.tokenFor({ id: `staff-${randomUUID()}`, accountType: 's' });
    auditor = world.app.tokenFor({ id: `auditor-${randomUUID()}`, accountType: 'x' });
  });

  /** An assigned batch of `requesterId` for `buyerId`, last changed at `at`. */
  async function given(requesterId: string, buyerId: string, at: Date, numberPrefix = 'BNACC'): Promise<string> {
    const batchId = randomUUID();
    const events = eventsUpTo('assigned', {
      requesterId,
      buyerId,
      batchNumber: `${numberPrefix}${batchId.slice(0, 8).toUpperCase()}`,
      at: at.toISOString(),
    });
    last = (await appendBatchEvents(world.store, batchId, events, { at: at.toISOString(), actor: GIVEN_ACTOR }))
      .position;
    return batchId;
  }

  async function page(path: string, token: string): Promise<Page> {
    const answer = await http<Page>(world.app, 'GET', path, token, undefined, { 'x-event-position': last });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  describe("staff's search by requester name", () => {
    let wing: Account;
    let siu: Account;
    const wingBatches: string[] = [];
    const siuBatches: string[] = [];

    beforeAll(async () => {
      wing = await givenAccount(world.app, { accountType: 'r', firstName: 'Wing Yan', lastName: 'Tsangwell' });
      siu = await givenAccount(world.app, { accountType: 'r', firstName: 'Siu Ming', lastName: 'Chowdhury' });
      const base = Date.parse('2026-11-21T08:00:00Z');
      for (let i = 0; i < 3; i += 1)
        wingBatches.unshift(await given(wing.id, 'buyer-acc', new Date(base + i * 60_000)));
      for (let i = 0; i < 2; i += 1) siuBatches.unshift(await given(siu.id, 'buyer-acc', new Date(base + i * 60_000)));
    });

    it('finds the batches of a requester by part of the last name, in any case, newest first', async () => {
      const found = await page('/api/batch/requests?search=TSANGW', staff);
      expect(found.results.map((r) => r.id)).toEqual(wingBatches);
      expect(found).toMatchObject({ count: 3, count_capped: false, next_cursor: null });
    });

    it('finds them by the full name as the console shows it, for auditors too', async () => {
      for (const token of [staff, auditor]) {
        const found = await page(`/api/batch/requests?search=${encodeURIComponent('siu ming chowdhury')}`, token);
        expect(found.results.map((r) => r.id)).toEqual(siuBatches);
      }
    });

    it("still matches the items' text (name, brand, link) and the batch number beside the names", async () => {
      const byItem = await page('/api/batch/requests?search=trail%20shoes&page_size=100', staff);
      expect(byItem.results.map((r) => r.id)).toEqual(expect.arrayContaining([...wingBatches, ...siuBatches]));
      const number = (await page('/api/batch/requests?search=TSANGW', staff)).results[0].batch_number;
      const byNumber = await page(`/api/batch/requests?search=${number}`, staff);
      expect(byNumber.results.map((r) => r.batch_number)).toEqual([number]);
    });

    it("lists and counts once a batch found both by its text and by its requester's name, across pages", async () => {
      // The search is two walks, by text and by name (src/batch/read/batch-list/batch-list.sql.ts): a
      // batch that both find must come from one of them only.
      const ove = await givenAccount(world.app, { accountType: 'r', firstName: 'Mei', lastName: 'Overlapson' });
      const other = await givenAccount(world.app, { accountType: 'r', firstName: 'Ka Ho', lastName: 'Lam' });
      const base = Date.parse('2026-11-22T08:00:00Z');
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      const expected = [
        await given(ove.id, 'buyer-acc', at(0), 'BNOVERLAPSON'), // text and name
        await given(other.id, 'buyer-acc', at(1), 'BNOVERLAPSON'), // text only
        await given(ove.id, 'buyer-acc', at(2)), // name only
        await given(ove.id, 'buyer-acc', at(3), 'BNOVERLAPSON'), // text and name
      ].reverse();
      const first = await page('/api/batch/requests?search=overlapson&page_size=3', staff);
      expect(first).toMatchObject({ count: 4, count_capped: false });
      const rest = await page(
        `/api/batch/requests?search=overlapson&page_size=3&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
        staff,
      );
      expect([...first.results, ...rest.results].map((r) => r.id)).toEqual(expected);
      expect(rest.next_cursor).toBeNull();
      const second = await page('/api/batch/requests?search=overlapson&page_size=3&page=2', staff);
      expect(second.results.map((r) => r.id)).toEqual(expected.slice(3));
    });

    it("gives a requester no name search: another requester's name finds nothing, nor their own", async () => {
      for (const term of ['tsangwell', 'chowdhury'])
        expect(await page(`/api/batch/requests?search=${term}`, siu.token)).toMatchObject({ count: 0, results: [] });
      // Their own batches are there for a text of their items.
      expect((await page('/api/batch/requests?search=trail', siu.token)).results.map((r) => r.id)).toEqual(siuBatches);
    });
  });

  describe("the console's user page (GET /api/admin/users/{id}/batches)", () => {
    let requester: Account;
    let buyer: Account;
    const requested: string[] = [];
    const bought: string[] = [];

    beforeAll(async () => {
      requester = await givenAccount(world.app, { accountType: 'r', firstName: 'Page', lastName: 'Requester' });
      buyer = await givenAccount(world.app, { accountType: 'b', firstName: 'Page', lastName: 'Buyer' });
      const base = Date.parse('2026-11-22T08:00:00Z');
      // Nine of the requester's (two at one time: batch_id orders them), seven assigned to the buyer.
      for (let i = 0; i < 9; i += 1)
        requested.push(await given(requester.id, 'buyer-other', new Date(base + Math.min(i, 7) * 60_000)));
      for (let i = 0; i < 7; i += 1) bought.push(await given(`req-${i}`, buyer.id, new Date(base + i * 30_000)));
      // The user page does not wait for positions: the staff list does, and then both have them.
      await page('/api/batch/requests', staff);
    });

    async function walk(accountId: string, size: number): Promise<{ pages: Page[]; ids: string[] }> {
      const pages: Page[] = [];
      for (let n = 1; ; n += 1) {
        const answer = await http<Page>(
          world.app,
          'GET',
          `/api/admin/users/${accountId}/batches?page=${n}&page_size=${size}`,
          staff,
        );
        expect(answer.status).toBe(200);
        pages.push(answer.body);
        if (answer.body.results.length < size) break;
      }
      return { pages, ids: pages.flatMap((p) => p.results.map((r) => r.id)) };
    }

    it("pages through the requester's batches newest first, each once, with the exact count", async () => {
      const { pages, ids } = await walk(requester.id, 4);
      expect(pages).toHaveLength(3);
      expect(new Set(ids).size).toBe(9);
      expect(new Set(ids)).toEqual(new Set(requested));
      const times = pages.flatMap((p) => p.results.map((r) => Date.parse(r.updated_at)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const p of pages) expect(p).toMatchObject({ count: 9, count_capped: false, next_cursor: null });
      // The console's columns: the requester's name, and none for a buyer id with no account.
      expect(pages[0].results[0]).toMatchObject({ requester_name: 'Page Requester', buyer_name: null });
      // The same order whether read in pages of 4 or at once.
      expect((await walk(requester.id, 100)).ids).toEqual(ids);
    });

    it("pages through the buyer's assigned batches the same way", async () => {
      const { pages, ids } = await walk(buyer.id, 3);
      expect(ids).toEqual([...bought].reverse());
      expect(pages[0]).toMatchObject({ count: 7, count_capped: false });
      expect(pages[0].results.every((r) => r.buyer_id === buyer.id)).toBe(true);
    });

    it('refuses a page past the bound with 400 naming the field (an offset that size never reaches SQL)', async () => {
      const answer = await http(world.app, 'GET', `/api/admin/users/${requester.id}/batches?page=100001`, staff);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'page' } });
    });

    it("counts the account's batches on the users list as on its page", async () => {
      const answer = await http<{ results: { id: string; batch_count: number }[] }>(
        world.app,
        'GET',
        `/api/admin/users?search=${encodeURIComponent('Page')}&page_size=100`,
        staff,
      );
      const counts = Object.fromEntries(answer.body.results.map((r) => [r.id, r.batch_count]));
      expect(counts).toMatchObject({ [requester.id]: 9, [buyer.id]: 7 });
    });
  });
});
