import 'reflect-metadata';
import { Client } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import type { BatchListQueryDto } from '../../src/batch/http/dto/batch-list-query.dto';
import {
  DEEP_OFFSET,
  FULL_NAME,
  listStatements,
  type BatchListKind,
  type Statement,
} from '../../src/batch/read/batch-list/batch-list.sql';
import { EMAIL } from '../../src/batch/read/batch-list/batch-list-search';
import { accountBatchesStatements } from '../../src/batch';
import { encodeCursor } from '../../src/batch/read/batch-list/batch-list-cursor';
import { LIST_TABS } from '@machines/batch';
import { createTestDatabase } from '../support/test-database';
import { seedListRows, type SeededList } from './list-rows.seed';

const NOW = new Date('2026-11-24T12:00:00Z');

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * The planner's choice for each dashboard query, on a realistic table (5,000 rows of two years of
 * batches, list-rows.seed.ts) after ANALYZE, with every plan type allowed: the statistics, not a
 * disabled seq scan, must lead it to the read model's indexes (migration 1763899300000). What a
 * plan costs at 100,000 rows is measured by test/batch-lists/explain-at-size.ts, not asserted here.
 */
describe('batch list query plans', () => {
  let client: Client;
  let seeded: SeededList;

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    // As in production: the test cluster commits asynchronously (global-setup.ts), and a VACUUM right after
    // an unflushed commit may not mark its pages all-visible, which makes index-only scans look dearer.
    await client.query('SET synchronous_commit = on');
    seeded = await seedListRows(client, { batches: 5000, now: NOW });
    await client.query('VACUUM ANALYZE rm_batch_list');
  });

  afterAll(async () => {
    await client.end();
  });

  async function plan(s: Statement): Promise<PlanNode[]> {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${s.text}`,
      s.values,
    );
    return nodes(rows[0]['QUERY PLAN'][0].Plan);
  }

  /** The plan a prepared statement may keep: made without the parameters' values. */
  async function genericPlan(s: Statement): Promise<PlanNode[]> {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${s.text}`,
    );
    return nodes(rows[0]['QUERY PLAN'][0].Plan);
  }

  const actors = (): Record<string, Actor> => ({
    requester: { id: seeded.heavyRequester.id, role: 'requester' } as Actor,
    buyer: { id: seeded.heavyBuyer.id, role: 'buyer' } as Actor,
    staff: { id: 'staff-plans', role: 'staff' } as Actor,
  });

  /** The read model's list indexes (a count may take any of them: PostgreSQL 18 skip-scans a covering one). */
  async function listIndexes(): Promise<string[]> {
    const { rows } = await client.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'rm_batch_list' AND indexname LIKE 'rm_batch_list\\_%'`,
    );
    return rows.map((r) => r.name);
  }

  /**
   * The account tables are read by primary key (names of a page's parties) and, for staff's search,
   * by name (the requesters whose name matches); only rm_batch_list's scans are checked.
   */
  const ACCOUNT_INDEXES = ['accounts_pkey', 'users_pkey', 'accounts_user_id_account_type_key', 'users_full_name_trgm'];

  async function readsOnly(statement: Statement | null, indexes: string[], planOf = plan): Promise<void> {
    expect(statement).not.toBeNull();
    const found = await planOf(statement as Statement);
    const scans = found.filter(
      (n) => n['Relation Name'] === 'rm_batch_list' || (n['Index Name'] && !ACCOUNT_INDEXES.includes(n['Index Name'])),
    );
    expect(scans.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    const used = scans.map((n) => n['Index Name']).filter(Boolean);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect([...indexes, 'rm_batch_list_pkey']).toContain(name);
  }

  /**
   * No node reads the table whole: the page's rows come from these indexes (the walk in the list's
   * order, then the page's own rows by primary key), the count from list indexes only.
   */
  async function expectIndexes(kind: BatchListKind, who: string, q: Partial<BatchListQueryDto>, rows: string[]) {
    const statements = listStatements(kind, actors()[who], q, NOW);
    await readsOnly(statements.rows, rows);
    await readsOnly(statements.count, await listIndexes());
    // What the API runs: count, page and names in one statement, with the same index walks.
    await readsOnly(statements.page, [...rows, ...(await listIndexes())]);
  }

  it('the seed is skewed like real accounts (the heavy ones hold hundreds of rows)', () => {
    expect(seeded.heavyRequester.rows).toBeGreaterThan(300);
    expect(seeded.heavyBuyer.rows).toBeGreaterThan(1000);
  });

  it.each([
    ['requests', 'requester'],
    ['orders', 'requester'],
  ] as const)('requester dashboard (%s): live part by requester, recent closed by requester and time', (kind, who) =>
    expectIndexes(kind, who, {}, ['rm_batch_list_requester_live', 'rm_batch_list_requester_time']),
  );

  it.each([
    ['requests', 'buyer'],
    ['orders', 'buyer'],
  ] as const)('buyer dashboard (%s): live part by buyer, recent closed by buyer and time', (kind, who) =>
    expectIndexes(kind, who, {}, ['rm_batch_list_buyer_live', 'rm_batch_list_buyer_time']),
  );

  it.each(['requests', 'orders'] as const)('staff list (%s), first and deep page', async (kind) => {
    for (const page of [1, 30])
      await expectIndexes(kind, 'staff', { page }, ['rm_batch_list_live', 'rm_batch_list_closed']);
  });

  // The lists without search, row filter, status filter or cursor run prepared (PreparedStatements):
  // after five runs on a connection PostgreSQL may keep a plan made without the values.
  it.each([
    ['requests', 'requester', {}, ['rm_batch_list_requester_live', 'rm_batch_list_requester_time']],
    ['orders', 'requester', {}, ['rm_batch_list_requester_live', 'rm_batch_list_requester_time']],
    ['requests', 'buyer', {}, ['rm_batch_list_buyer_live', 'rm_batch_list_buyer_time']],
    ['orders', 'buyer', {}, ['rm_batch_list_buyer_live', 'rm_batch_list_buyer_time']],
    ['requests', 'staff', {}, ['rm_batch_list_live', 'rm_batch_list_closed']],
    ['orders', 'staff', { page: 30 }, ['rm_batch_list_live', 'rm_batch_list_closed']],
    ['archived', 'staff', { page: 200 }, ['rm_batch_list_closed']],
    ['orders', 'staff', { ordering: '-created_at' }, ['rm_batch_list_live_created', 'rm_batch_list_closed']],
    ['archived', 'requester', {}, ['rm_batch_list_requester_time']],
  ] as const)('%s of %s %j is prepared, and its generic plan walks the same indexes', async (kind, who, q, rows) => {
    const statements = listStatements(kind, actors()[who], q, NOW);
    expect(statements.prepare).toBe(true);
    await readsOnly(statements.page, [...rows, ...(await listIndexes())], genericPlan);
  });

  it.each([
    ['requests', 'staff', { search: 'BN20260301' }],
    ['requests', 'requester', { search: 'rain' }],
    ['orders', 'staff', { site_from: 'jp' }],
    ['orders', 'staff', { internalRemark: 'noon' }],
    ['orders', 'buyer', { group: 'shipped' }],
    ['requests', 'staff', { status: 'new' }],
    ['orders', 'staff', { tabfilterOption: LIST_TABS[0].key }],
    ['orders', 'staff', { cursor: encodeCursor({ ordering: '-updated_at', key: NOW.toISOString(), batchId: 'b' }) }],
  ] as const)('%s of %s %j is planned with its values every time (not prepared)', (kind, who, q) => {
    expect(listStatements(kind, actors()[who], q as BatchListQueryDto, NOW).prepare).toBe(false);
  });

  it('staff archive, first and deep page: the closed rows by time', async () => {
    for (const page of [1, 200]) await expectIndexes('archived', 'staff', { page }, ['rm_batch_list_closed']);
  });

  it('staff list sorted by creation or status: the live part has those orders too', async () => {
    await expectIndexes('orders', 'staff', { ordering: '-created_at' }, [
      'rm_batch_list_live_created',
      'rm_batch_list_closed',
    ]);
    await expectIndexes('orders', 'staff', { ordering: 'status' }, [
      'rm_batch_list_live_status',
      'rm_batch_list_closed',
    ]);
  });

  // Staff's search is three disjoint walks: the text (trigram index, or the closed rows in order),
  // the requesters and the buyers found by name or e-mail (their rows by account).
  it('text search in the archive: the trigram index', () =>
    expectIndexes('archived', 'staff', { search: 'BN20260301' }, [
      'rm_batch_list_search',
      'rm_batch_list_closed',
      'rm_batch_list_requester_time',
      'rm_batch_list_buyer_time',
    ]));

  it("staff's internal-remark filter: the trigram index over the remarks", () =>
    expectIndexes('archived', 'staff', { internalRemark: 'before noon' }, [
      'rm_batch_list_remark',
      'rm_batch_list_closed',
    ]));

  it("a requester's archive: the account's rows by time", () =>
    expectIndexes('archived', 'requester', {}, ['rm_batch_list_requester_time']));

  it("staff's search also by requester name: the names' trigram index, then the account's rows", async () => {
    // 2,000 people, one in twelve a Tsang (as the bench's names): the index, not a scan, picks them.
    await client.query(
      `INSERT INTO users (email, user_code, first_name, last_name)
       SELECT 'plan' || g || '@example.com', 'UPLAN' || g, 'Wing Yan', (ARRAY['Chan','Wong','Lee','Cheung','Lau','Ng','Ho','Leung','Lam','Tsang','Yip','Kwok'])[1 + g % 12] || g
         FROM generate_series(1, 2000) g`,
    );
    await client.query(
      `INSERT INTO accounts (user_id, account_type) SELECT id, 'r' FROM users WHERE user_code LIKE 'UPLAN%'`,
    );
    await client.query('ANALYZE users');
    await client.query('ANALYZE accounts');
    const statements = listStatements('archived', actors().staff, { search: 'tsang1' }, NOW);
    const found = await plan(statements.page as Statement);
    expect(found.filter((n) => n['Relation Name'] === 'rm_batch_list' && n['Node Type'] === 'Seq Scan')).toEqual([]);
    // The text and the accounts' rows as one bitmap (the count), each from its own index.
    expect(found.map((n) => n['Index Name'])).toEqual(
      expect.arrayContaining(['rm_batch_list_search', 'rm_batch_list_requester_time']),
    );
    // At 2,000 people a scan of users may be cheaper; the names' index must still be one the
    // statement's expression can use (the same expression as migration 1763900200000's).
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_indexscan = off');
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) SELECT u.id FROM users u WHERE ${FULL_NAME} LIKE $1`,
        ['%tsang1%'],
      );
      expect(nodes(rows[0]['QUERY PLAN'][0].Plan).map((n) => n['Index Name'])).toContain('users_full_name_trgm');
      // And the e-mails' (migration 1763903100000), for the search by a party's e-mail.
      const byEmail = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) SELECT u.id FROM users u WHERE ${EMAIL} LIKE $1`,
        ['%plan12@%'],
      );
      expect(nodes(byEmail.rows[0]['QUERY PLAN'][0].Plan).map((n) => n['Index Name'])).toContain('users_email_trgm');
    } finally {
      await client.query('RESET enable_seqscan');
      await client.query('RESET enable_indexscan');
    }
  });

  /** The scans of rm_batch_list that read table rows: every one but the page's own rows by primary key. */
  async function rowReads(s: Statement | null): Promise<string[]> {
    expect(s).not.toBeNull();
    return (await plan(s as Statement))
      .filter((n) => n['Relation Name'] === 'rm_batch_list' && n['Index Name'] !== 'rm_batch_list_pkey')
      .filter((n) => n['Node Type'] !== 'Index Only Scan')
      .map((n) => `${n['Node Type']}(${n['Index Name'] ?? ''})`);
  }

  it.each([
    ['orders', 'staff', { site_from: 'jp' }],
    ['orders', 'staff', { site_to: 'hk', purchaseType: 'auto' }],
    ['requests', 'staff', { autoWorkFlow: 'true' }],
    ['orders', 'staff', { refund: 'true' }],
    ['orders', 'staff', { group: 'shipped' }],
    ['orders', 'staff', { group: 'shipped', ordering: '-created_at' }],
    ['orders', 'buyer', { group: 'shipped' }],
    ['orders', 'requester', { group: 'processing', site_from: 'us' }],
    ['archived', 'staff', { site_from: 'jp' }],
  ] as const)(
    '%s of %s filtered by %j: decided on the list indexes alone (migration 1763902000000)',
    async (kind, who, q) => {
      const statements = listStatements(kind, actors()[who], q, NOW);
      expect(await rowReads(statements.count)).toEqual([]);
      expect(await rowReads(statements.rows)).toEqual([]);
    },
  );

  /** Staff's archive searched for one declined batch's number: a text only one row holds. */
  const rareSearch = async () => {
    const { rows } = await client.query<{ batch_number: string }>(
      `SELECT batch_number FROM rm_batch_list WHERE status = 'declined' ORDER BY batch_id LIMIT 1`,
    );
    const batchNumber = rows[0].batch_number;
    return {
      batchNumber,
      statements: listStatements('archived', actors().staff, { search: batchNumber }, NOW),
    };
  };

  it("staff's search for a rare text (a batch number): the trigram index finds it, no list is walked row by row", async () => {
    const { statements } = await rareSearch();
    for (const s of [statements.count, statements.rows]) {
      const reads = await rowReads(s);
      // The name alternative reads the few accounts' rows (none here), the text one the trigram index's.
      expect(reads.filter((r) => r.startsWith('Index Scan') || r.startsWith('Seq Scan'))).toEqual([]);
    }
  });

  it("staff's search for a rare text: the page statement looks the text up in the trigram index once, for count and page", async () => {
    const { batchNumber, statements } = await rareSearch();
    const page = statements.page as Statement;
    const { rows: explained } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${page.text}`,
      page.values,
    );
    const ran = nodes(explained[0]['QUERY PLAN'][0].Plan).filter(
      (n) => n['Index Name'] === 'rm_batch_list_search' && (n as { 'Actual Loops'?: number })['Actual Loops'],
    );
    expect(ran).toHaveLength(1);
    const { rows: answer } = await client.query<{ list_count: number; batch_number: string }>(page.text, page.values);
    expect(answer.map((r) => [r.list_count, r.batch_number])).toEqual([[1, batchNumber]]);
  });

  it('a whole batch number: the trigram index intersects its sequence first, then the whole number; the same row', async () => {
    const { batchNumber, statements } = await rareSearch();
    const page = statements.page as Statement;
    type Scan = PlanNode & { 'Actual Loops'?: number; 'Index Cond'?: string; 'Shared Hit Blocks'?: number };
    const lookups = async (text: string, values: unknown[]) => {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
        values,
      );
      return (nodes(rows[0]['QUERY PLAN'][0].Plan) as Scan[]).filter(
        (n) => n['Index Name'] === 'rm_batch_list_search' && n['Actual Loops'],
      );
    };
    const [lookup] = await lookups(page.text, page.values);
    const whole = `'%${batchNumber.toLowerCase()}%'`;
    const sequence = `'%${batchNumber.slice(-6).toLowerCase()}%'`;
    expect(lookup['Index Cond']).toContain(`(search_text ~~ ${sequence}::text) AND (search_text ~~ ${whole}::text)`);
    const [alone] = await lookups('SELECT batch_id FROM rm_batch_list WHERE search_text LIKE $1', [
      `%${batchNumber.toLowerCase()}%`,
    ]);
    expect(lookup['Shared Hit Blocks']).toBeLessThanOrEqual(alone['Shared Hit Blocks'] ?? 0);
    const { rows: answer } = await client.query<{ list_count: number; batch_number: string }>(page.text, page.values);
    expect(answer.map((r) => [r.list_count, r.batch_number])).toEqual([[1, batchNumber]]);
  });

  it('a deep page within the count bound walks the list once, for count and page, and answers as two walks did', async () => {
    const q = { page: Math.ceil(DEEP_OFFSET / 12) + 1 } as BatchListQueryDto;
    const statements = listStatements('archived', actors().staff, q, NOW);
    const page = statements.page as Statement;
    const { rows: explained } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${page.text}`,
      page.values,
    );
    const walked = nodes(explained[0]['QUERY PLAN'][0].Plan).filter(
      (n) =>
        n['Relation Name'] === 'rm_batch_list' &&
        n['Index Name'] !== 'rm_batch_list_pkey' &&
        (n as { 'Actual Loops'?: number })['Actual Loops'],
    );
    // One walk (in either direction: with fewer rows than the bound the planner may read them all and sort).
    expect(walked.map((n) => `${n['Node Type'].replace(' Backward', '')}(${n['Index Name']})`)).toEqual([
      'Index Only Scan(rm_batch_list_closed)',
    ]);
    const { rows: answer } = await client.query<{ list_count: number; batch_id: string }>(page.text, page.values);
    const { rows: counted } = await client.query<{ n: number }>(
      (statements.count as Statement).text,
      (statements.count as Statement).values,
    );
    const { rows: alone } = await client.query<{ batch_id: string }>(
      (statements.rows as Statement).text,
      (statements.rows as Statement).values,
    );
    expect(answer[0].list_count).toBe(counted[0].n);
    expect(answer.map((r) => r.batch_id)).toEqual(alone.map((r) => r.batch_id));
    expect(answer.length).toBeGreaterThan(1);
  });

  it("the console's user page: two walks of the account's rows in time order, no sort of all its rows", async () => {
    const found = await plan(accountBatchesStatements(seeded.heavyBuyer.id, 3, 12).page);
    const scans = found.filter((n) => n['Relation Name'] === 'rm_batch_list');
    expect(scans.map((n) => n['Index Name']).sort()).toEqual(
      expect.arrayContaining(['rm_batch_list_buyer_time', 'rm_batch_list_requester_time']),
    );
    expect(scans.filter((n) => n['Node Type'] === 'Seq Scan' || n['Node Type'] === 'Bitmap Heap Scan')).toEqual([]);
    // Sorted are only the page's few rows (the final ORDER BY), never an account's rows as read.
    const sortedScans = found
      .filter((n) => n['Node Type'] === 'Sort')
      .flatMap((n) => n.Plans ?? [])
      .filter((child) => child['Relation Name'] === 'rm_batch_list');
    expect(sortedScans).toEqual([]);
  });

  it('a filter no part can hold runs no statement at all', () => {
    const none = listStatements('orders', actors().staff, { group: 'archived' }, NOW);
    expect(none.count).toBeNull();
    expect(none.rows).toBeNull();
    expect(none.page).toBeNull();
  });
});
