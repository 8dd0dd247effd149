import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { appendBatchEvents, eventsUpTo, GIVEN_ACTOR, http, useAppWorld } from '../support/kit';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** GET /api/batch/{requests,orders,archived}: keyset pages (`cursor`/`next_cursor`) and bounded counts. */
describe('batch list paging at size', () => {
  const world = useAppWorld({ pool: [] });
  let db: Client;
  /** The latest position written by a test: every list waits for it (read-your-writes). */
  let last = '';

  beforeAll(async () => {
    db = new Client({ connectionString: world.app.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  /** A requested batch of `requesterId`, last changed at `at`. */
  async function given(requesterId: string, at: Date): Promise<string> {
    const batchId = randomUUID();
    const events = eventsUpTo('requested', {
      requesterId,
      buyerId: 'buyer-paging',
      batchNumber: `BNPAGE${batchId.slice(0, 8).toUpperCase()}`,
      at: at.toISOString(),
    });
    last = (await appendBatchEvents(world.store, batchId, events, { at: at.toISOString(), actor: GIVEN_ACTOR }))
      .position;
    return batchId;
  }

  const list = (path: string, token: string) =>
    http<Page>(world.app, 'GET', path, token, undefined, { 'x-event-position': last });

  async function page(path: string, token: string): Promise<Page> {
    const answer = await list(path, token);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  describe('keyset pages (cursor)', () => {
    const requesterId = 'req-keyset';
    const token = () => world.app.tokenFor({ id: requesterId, accountType: 'r' });
    const base = Date.parse('2026-11-20T08:00:00Z');
    let initial: string[] = [];

    beforeAll(async () => {
      // 23 batches; three share one update time, so only batch_id orders them.
      for (let i = 0; i < 20; i += 1) await given(requesterId, new Date(base + i * 60_000));
      for (let i = 0; i < 3; i += 1) await given(requesterId, new Date(base + 5 * 60_000));
      initial = (await page('/api/batch/requests?page_size=100', token())).results.map((r) => r.id);
      expect(initial).toHaveLength(23);
    });

    it('walks the newest-first list with no duplicate and no gap while new batches arrive at the top', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let arrivals = 0;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const body = await page(`/api/batch/requests?page_size=5${query}`, token());
        seen.push(...body.results.map((r) => r.id));
        cursor = body.next_cursor;
        // A new batch between two pages: newest, so it lands before the cursor.
        await given(requesterId, new Date(Date.now() + arrivals * 1000));
        arrivals += 1;
      } while (cursor);
      expect(seen).toEqual(initial);
      expect(new Set(seen).size).toBe(seen.length);
      expect(arrivals).toBe(5);
    });

    it('page/OFFSET paging under the same arrivals shows a row twice: why the cursor exists', async () => {
      const first = (await page('/api/batch/requests?page_size=5&page=1', token())).results.map((r) => r.id);
      await given(requesterId, new Date(Date.now() + 60_000));
      const second = (await page('/api/batch/requests?page_size=5&page=2', token())).results.map((r) => r.id);
      expect(second[0]).toBe(first[4]);
    });

    it('walks an ascending ordering too; batches created meanwhile come at the end, each once', async () => {
      const before = (await page('/api/batch/requests?page_size=100&ordering=created_at', token())).results.map(
        (r) => r.id,
      );
      const seen: string[] = [];
      const added: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const body = await page(`/api/batch/requests?page_size=7&ordering=created_at${query}`, token());
        seen.push(...body.results.map((r) => r.id));
        cursor = body.next_cursor;
        if (added.length < 2) added.push(await given(requesterId, new Date(Date.now() + 3_600_000 + added.length)));
      } while (cursor);
      expect(seen).toEqual([...before, ...added]);
    });

    it('answers next_cursor null on the last page, and page keeps working beside it', async () => {
      const all = await page('/api/batch/requests?page_size=100', token());
      expect(all.next_cursor).toBeNull();
      expect(all.count).toBe(all.results.length);
      expect(all.count_capped).toBe(false);
      const second = await page('/api/batch/requests?page_size=4&page=2', token());
      expect(second.results.map((r) => r.id)).toEqual(all.results.slice(4, 8).map((r) => r.id));
      expect(second.next_cursor).not.toBeNull();
    });

    it.each([
      ['not base64 JSON', '!!!'],
      ['another shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
      [
        'another ordering',
        Buffer.from(JSON.stringify(['created_at', '2026-11-20T08:00:00Z', 'x'])).toString('base64url'),
      ],
      ['a key that is no time', Buffer.from(JSON.stringify(['-updated_at', 'yesterday', 'x'])).toString('base64url')],
      [
        "a time PostgreSQL can't read",
        Buffer.from(JSON.stringify(['-updated_at', '2026-13-45T99:00:00Z', 'x'])).toString('base64url'),
      ],
    ])('refuses a cursor that is %s with 400 VALIDATION_FAILED naming the field', async (_what, cursor) => {
      const answer = await list(`/api/batch/requests?cursor=${encodeURIComponent(cursor)}`, token());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'cursor' } });
    });
  });

  describe('bounded counts', () => {
    const requesterId = 'req-many';
    const token = () => world.app.tokenFor({ id: requesterId, accountType: 'r' });

    beforeAll(async () => {
      // 10,050 live requests: more than the count reads. Written into the read model as the
      // projection would (a summary row each); the list reads nothing else.
      await db.query(
        `INSERT INTO rm_batch_list (batch_id, stream_id, revision, batch_number, status, status_code, step, type, requester_id,
           buyer_id, site_from, site_to, purchase_type, internal_remark, refund_request, auto_workflow, item_count,
           purchased_items, total, currency, search_text, created_at, updated_at, state)
         SELECT id, 'batch-' || id, 1, 'BNMANY' || lpad(g::text, 6, '0'), 'requested', 1, 1, 'requests', $1,
                NULL, 'us', 'hk', 'manual', NULL, false, false, 1, 0, NULL, NULL,
                'bnmany' || lpad(g::text, 6, '0') || CASE WHEN g % 1000 = 0 THEN ' rare lamp' ELSE ' rain jacket' END,
                now() - g * interval '1 minute', now() - g * interval '1 minute', '{}'::jsonb
           FROM (SELECT g, gen_random_uuid()::text AS id FROM generate_series(1, 10050) g) u`,
        [requesterId],
      );
    });

    it('stops counting at 10,000 and says so; the pages up to there and the cursor beyond still work', async () => {
      const first = await page('/api/batch/requests', token());
      expect(first).toMatchObject({ count: 10000, count_capped: true, page: 1, page_size: 12 });
      expect(first.results).toHaveLength(12);
      const lastCounted = await page('/api/batch/requests?page=834', token());
      expect(lastCounted.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 12 }, (_, i) => `BNMANY${String(9997 + i).padStart(6, '0')}`),
      );
      const beyond = await page(
        `/api/batch/requests?cursor=${encodeURIComponent(lastCounted.next_cursor ?? '')}&page_size=100`,
        token(),
      );
      expect(beyond.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 42 }, (_, i) => `BNMANY${String(10009 + i).padStart(6, '0')}`),
      );
      expect(beyond.next_cursor).toBeNull();
    });

    it('a deep page within the bound (read from the count walk) holds the rows of the list order', async () => {
      const deep = await page('/api/batch/requests?page=400', token());
      expect(deep).toMatchObject({ count: 10000, count_capped: true, page: 400 });
      expect(deep.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 12 }, (_, i) => `BNMANY${String(4789 + i).padStart(6, '0')}`),
      );
      const last = await page('/api/batch/requests?page=833', token());
      expect(last.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 12 }, (_, i) => `BNMANY${String(9985 + i).padStart(6, '0')}`),
      );
      expect(last.next_cursor).not.toBeNull();
    });

    it('counts exactly below the bound: a search that narrows the list', async () => {
      const rare = await page('/api/batch/requests?search=rare%20lamp', token());
      expect(rare).toMatchObject({ count: 10, count_capped: false });
      expect(rare.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 10 }, (_, i) => `BNMANY${String((i + 1) * 1000).padStart(6, '0')}`),
      );
    });

    it('stops at 1,000 when counting reads rows (a search, a filter no list index holds), and pages on past it', async () => {
      for (const filter of ['search=rain%20jacket', 'site_from=us', 'refund=false']) {
        const found = await page(`/api/batch/requests?${filter}`, token());
        expect(found).toMatchObject({ count: 1000, count_capped: true });
        expect(found.next_cursor).not.toBeNull();
      }
      // A filter that matches none is counted exactly, and the pages past the bound are still served.
      expect(await page('/api/batch/requests?site_from=jp', token())).toMatchObject({ count: 0, count_capped: false });
      const past = await page('/api/batch/requests?search=rain%20jacket&page=100&page_size=12', token());
      expect(past.results).toHaveLength(12);
    });

    // A search's matches are read once (at most the bound + 1): the page is sorted from them when
    // they are all, walked in the list's order when there are more. Both give the list's own order.
    it('a search below the bound pages and follows cursors in the list order; past the bound too', async () => {
      const below = await page('/api/batch/requests?search=bnmany000&page=83', token());
      expect(below).toMatchObject({ count: 999, count_capped: false });
      expect(below.results.map((r) => r.batch_number)).toEqual(
        Array.from({ length: 12 }, (_, i) => `BNMANY${String(985 + i).padStart(6, '0')}`),
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const body = await page(`/api/batch/requests?search=rare%20lamp&page_size=3${query}`, token());
        expect(body.count).toBe(10);
        seen.push(...body.results.map((r) => r.batch_number));
        cursor = body.next_cursor;
      } while (cursor);
      expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => `BNMANY${String((i + 1) * 1000).padStart(6, '0')}`));
      // 'rain jacket' is every row but each thousandth: page 100 holds rows 1,189 to 1,200 of them.
      const past = await page('/api/batch/requests?search=rain%20jacket&page=100', token());
      const expected = Array.from({ length: 1300 }, (_, i) => i + 1)
        .filter((g) => g % 1000 !== 0)
        .slice(1188, 1200);
      expect(past.results.map((r) => r.batch_number)).toEqual(
        expected.map((g) => `BNMANY${String(g).padStart(6, '0')}`),
      );
    });

    it('a count past the bound is taken anew once the list read model moves: rows gone meanwhile are not counted', async () => {
      // Counted past the bound (the server may keep that answer while the read model stands still).
      expect(await page('/api/batch/requests', token())).toMatchObject({ count: 10000, count_capped: true });
      // 100 rows leave the read model outside the projection, then one projected batch moves it.
      await db.query(`DELETE FROM rm_batch_list WHERE requester_id = $1 AND batch_number <= 'BNMANY000100'`, [
        requesterId,
      ]);
      await given(requesterId, new Date(Date.now() - 365 * 24 * 3600 * 1000));
      const after = await page('/api/batch/requests', token());
      expect(after).toMatchObject({ count: 9951, count_capped: false });
      expect(after.results[0].batch_number).toBe('BNMANY000101');
      expect(await page('/api/batch/requests?page=2', token())).toMatchObject({ count: 9951, count_capped: false });
    });

    it("another requester's list is not counted in", async () => {
      const other = await page('/api/batch/requests', world.app.tokenFor({ id: 'req-few', accountType: 'r' }));
      expect(other).toMatchObject({ count: 0, count_capped: false, results: [], next_cursor: null });
    });

    it('a count past the bound that is due is answered from before while one recount runs beside it', async () => {
      const path = '/api/batch/requests?search=rain%20jacket';
      expect(await page(path, token())).toMatchObject({ count: 1000, count_capped: true });
      // 500 matches stay; the read model's position does not move (the rows leave outside the projection).
      await db.query(
        `DELETE FROM rm_batch_list WHERE requester_id = $1 AND search_text LIKE '%rain jacket%' AND batch_number > 'BNMANY000600'`,
        [requesterId],
      );
      // Past the second a capped count is trusted, the answer is still the one counted before…
      await new Promise((r) => setTimeout(r, 1_100));
      expect(await page(path, token())).toMatchObject({ count: 1000, count_capped: true });
      // …and the recount that request started is what the next ones see.
      const deadline = Date.now() + 5_000;
      let now = await page(path, token());
      while (now.count_capped && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        now = await page(path, token());
      }
      expect(now).toMatchObject({ count: 500, count_capped: false });
      expect(now.results).toHaveLength(12);
    });
  });
});
