import { Client } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import { listStatements, type BatchListKind, type Statement } from '../../src/batch/read/batch-list/batch-list.sql';
import { http, useAppWorld } from '../support/kit';
import { seedListRows } from './list-rows.seed';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** The completed orders moved into the last week below: in the orders list's second part. */
const RECENTLY_COMPLETED = `status = 'completed' AND batch_id < 'c'`;

interface Row {
  batch_id: string;
  search_text: string;
  requester_id: string;
  buyer_id: string | null;
}

/**
 * A search reads each alternative's matches (the text, the requesters, the buyers) in one walk over
 * all of the list's parts, sorts its page from them up to the count's bound, and walks the parts in
 * the list's order past it (search-page.sql.ts). Whatever the way, the answer is the substring
 * search's: the rows of the list whose text (batch number, items, order ids, tracking numbers), or
 * whose requester's or buyer's name or e-mail, holds the term, in the list's order, counted exactly
 * up to 1,000. Checked here against that rule computed apart (the list's rows filtered in
 * JavaScript), for every kind of key, on lists of one part (requests, the archive) and of two (the
 * orders: live and recently completed).
 */
describe('staff search answers what the substring search finds', () => {
  const world = useAppWorld({ pool: [] });
  let db: Client;
  const staff: Actor = { id: 'staff-results', role: 'staff', accountType: 's' };
  let token: string;
  /** Lower-cased full name and e-mail of each account id. */
  const people = new Map<string, string[]>();
  const now = new Date();

  beforeAll(async () => {
    db = new Client({ connectionString: world.app.databaseUrl });
    await db.connect();
    token = world.app.tokenFor({ id: staff.id, accountType: 's' });
    const accounts = async (type: 'r' | 'b', count: number) => {
      await db.query(
        `WITH u AS (INSERT INTO users (email, user_code, first_name, last_name)
                    SELECT 'found-' || $1 || g || '@example.com', 'FOUND' || $1 || g, 'Walker' || g, 'Searchington'
                      FROM generate_series(0, $2 - 1) g RETURNING id)
         INSERT INTO accounts (user_id, account_type) SELECT u.id, $1 FROM u`,
        [type, count],
      );
      const { rows } = await db.query<{ id: string; first_name: string; last_name: string; email: string }>(
        `SELECT a.id::text, u.first_name, u.last_name, u.email FROM accounts a JOIN users u ON u.id = a.user_id
          WHERE u.user_code LIKE 'FOUND' || $1 || '%' AND a.account_type = $1 ORDER BY substring(u.user_code FROM 7)::int`,
        [type],
      );
      for (const r of rows) people.set(r.id, [`${r.first_name} ${r.last_name}`.toLowerCase(), r.email.toLowerCase()]);
      return rows.map((r) => r.id);
    };
    const requesters = await accounts('r', 30);
    const buyers = await accounts('b', 4);
    await seedListRows(db, { batches: 3000, now, accounts: { requesters, buyers }, seed: 7 });
    // Most completed orders changed within the week: the orders list's second part (recently
    // completed) holds more rows than its first (live), so a broad text passes the bound over both.
    await db.query(
      `UPDATE rm_batch_list SET updated_at = $1::timestamptz - (random() * 6) * interval '1 day'
        WHERE ${RECENTLY_COMPLETED}`,
      [now],
    );
    // Items whose name holds the prefix of other batches' numbers (a recent order's), in orders whose
    // numbers do not start with it.
    const { rows: numbered } = await db.query<{ batch_number: string }>(
      `SELECT batch_number FROM rm_batch_list WHERE ${RECENTLY_COMPLETED} ORDER BY created_at DESC LIMIT 1`,
    );
    prefix = numbered[0].batch_number.slice(0, 9).toLowerCase();
    const { rows: named } = await db.query<{ batch_id: string }>(
      `UPDATE rm_batch_list SET search_text = search_text || ' ' || $1 || ' lamp'
        WHERE batch_id IN (SELECT batch_id FROM rm_batch_list WHERE ${RECENTLY_COMPLETED} AND batch_number NOT ILIKE $1 || '%'
                            ORDER BY updated_at DESC LIMIT 3)
        RETURNING batch_id`,
      [prefix],
    );
    prefixItems = named.map((r) => r.batch_id);
    await db.query('ANALYZE rm_batch_list');
  });

  afterAll(async () => {
    await db.end();
  });

  let prefix = '';
  /** The batches whose item names hold `prefix`. */
  let prefixItems: string[] = [];

  /** The list's rows in its order (its statement with no search, every row), filtered by the substring rule. */
  async function expected(kind: BatchListKind, term: string, ordering?: string): Promise<string[]> {
    const all = listStatements(kind, staff, { page_size: 5_000, ...(ordering ? { ordering } : {}) }, new Date())
      .rows as Statement;
    const { rows: ids } = await db.query<{ batch_id: string }>(all.text, all.values);
    const { rows } = await db.query<Row>(
      `SELECT batch_id, search_text, requester_id, buyer_id FROM rm_batch_list WHERE batch_id = ANY ($1::text[])`,
      [ids.map((r) => r.batch_id)],
    );
    const byId = new Map(rows.map((r) => [r.batch_id, r]));
    const t = term.toLowerCase();
    const party = (id: string | null) => (id ? (people.get(id) ?? []).some((text) => text.includes(t)) : false);
    return ids
      .map((r) => byId.get(r.batch_id) as Row)
      .filter((r) => r.search_text.includes(t) || party(r.requester_id) || party(r.buyer_id))
      .map((r) => r.batch_id);
  }

  const page = async (kind: BatchListKind, query: string): Promise<Page> => {
    const answer = await http<Page>(world.app, 'GET', `/api/batch/${kind}?${query}`, token);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** Every page of the search, by cursor, and its count. */
  async function walk(kind: BatchListKind, term: string, pageSize: number, ordering?: string) {
    const base = `search=${encodeURIComponent(term)}&page_size=${pageSize}${ordering ? `&ordering=${ordering}` : ''}`;
    const first = await page(kind, base);
    const seen = first.results.map((r) => r.id);
    let cursor = first.next_cursor;
    for (let n = 0; cursor && n < 3; n += 1) {
      const next = await page(kind, `${base}&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.results.map((r) => r.id));
      cursor = next.next_cursor;
    }
    return { first, seen };
  }

  const terms = () =>
    [
      ['a whole batch number', async () => (await one('batch_number')).toUpperCase()],
      ["a batch number's prefix that an item's name holds too", () => Promise.resolve(prefix)],
      ['an item name', () => Promise.resolve('rain jacket')],
      ["a requester's name", () => Promise.resolve('Walker3 Searchington')],
      ["a buyer's e-mail", () => Promise.resolve('FOUND-B1@example.com')],
      ['a text no row holds', () => Promise.resolve('nothing-like-this')],
    ] as const;

  async function one(column: 'batch_number'): Promise<string> {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT ${column} FROM rm_batch_list WHERE type = 'orders' AND status = 'completed' ORDER BY batch_id LIMIT 1`,
    );
    return rows[0][column];
  }

  it.each(['orders', 'requests', 'archived'] as const)(
    'the %s list: the same rows, count, order and pages for every kind of key',
    async (kind) => {
      let found = 0;
      for (const [, termOf] of terms()) {
        const term = await termOf();
        const want = await expected(kind, term);
        const { first, seen } = await walk(kind, term, 7);
        expect(first.count).toBe(Math.min(want.length, 1000));
        expect(first.count_capped).toBe(want.length > 1000);
        expect(seen).toEqual(want.slice(0, seen.length));
        expect(seen.length).toBe(Math.min(want.length, 28));
        const third = await page(kind, `search=${encodeURIComponent(term)}&page_size=5&page=3&ordering=created_at`);
        expect(third.results.map((r) => r.id)).toEqual((await expected(kind, term, 'created_at')).slice(10, 15));
        found += want.length;
      }
      expect(found).toBeGreaterThan(0);
    },
  );

  it("the prefix finds both the batches it begins and the item that holds it, in the list's order", async () => {
    const want = await expected('orders', prefix);
    const { rows: numbers } = await db.query<{ batch_id: string }>(
      `SELECT batch_id FROM rm_batch_list WHERE batch_number ILIKE $1 || '%' AND batch_id = ANY ($2::text[])`,
      [prefix, want],
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(want).toEqual(expect.arrayContaining(prefixItems));
    expect(want.length).toBeLessThanOrEqual(100);
    const all = await page('orders', `search=${prefix.toUpperCase()}&page_size=100`);
    expect(all).toMatchObject({ count: want.length, count_capped: false });
    expect(all.results.map((r) => r.id)).toEqual(want);
  });

  it('a text past the bound over both parts of the orders list: capped, and its pages walk the list in order', async () => {
    const term = 'https://shop.example.com/p/';
    const want = await expected('orders', term);
    expect(want.length).toBeGreaterThan(1000);
    const { first, seen } = await walk('orders', term, 12);
    expect(first).toMatchObject({ count: 1000, count_capped: true });
    expect(seen).toEqual(want.slice(0, 48));
    const deep = await page('orders', `search=${encodeURIComponent(term)}&page=90&page_size=12`);
    expect(deep.results.map((r) => r.id)).toEqual(want.slice(1068, 1080));
  });
});
