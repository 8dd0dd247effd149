import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { adminUsersListStatements } from '../../src/operations/audit/admin-users.sql';
import { executedPlan, wholeTableReads, type PlanNode } from '../support/query-plans';
import { createTestDatabase } from '../support/test-database';

/** People signed up: enough pages that sorting or reading all of accounts or users shows. */
const PEOPLE = 20_000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operators' users list (GET /api/admin/users) at launch size: its first page in either order
 * of creation walks the (created_at, id) index instead of sorting every account, and a search by
 * e-mail, name or user code reads the people the trigram indexes find instead of all of users.
 * Explained here are the statements the controller sends (adminUsersListStatements).
 */
describe('The operators’ users list at 20,000 people', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
    await db.query(
      `INSERT INTO users (email, user_code, first_name, last_name, language_country)
       SELECT substr(md5(g || 'e'), 1, 10) || '@example.hk', 'UC' || lpad(g::text, 6, '0'),
              initcap(substr(md5(g || 'f'), 1, 8)), initcap(substr(md5(g || 'l'), 1, 8)), 'en-HK'
         FROM generate_series(1, $1) g`,
      [PEOPLE],
    );
    await db.query(
      `INSERT INTO accounts (user_id, account_type, created_at)
       SELECT id, CASE WHEN random() < 0.1 THEN 'b' ELSE 'r' END, now() - random() * interval '400 days' FROM users`,
    );
    await db.query('ANALYZE users');
    await db.query('ANALYZE accounts');
  });

  afterAll(async () => {
    await db.end();
  });

  const plan = async (statement: { text: string; values: unknown[] }) =>
    (await executedPlan(db, statement.text, statement.values)).nodes;
  const wholeReads = (nodes: PlanNode[]) => wholeTableReads(nodes, ['accounts', 'users']);
  const unboundedIndexReads = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => /^Index (Only )?Scan$/.test(n['Node Type']) && n['Relation Name'] === 'users' && !n['Index Cond'])
      .map((n) => n['Index Name']);
  const sorts = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'].includes('Sort')).length;

  it.each([
    { name: 'newest first (the default)', ordering: undefined, page: 1 },
    { name: 'newest first, page 20', ordering: '-created_at' as const, page: 20 },
    { name: 'oldest first', ordering: 'created_at' as const, page: 1 },
  ])('the page $name walks the creation index: no sort, no whole table', async ({ ordering, page }) => {
    const nodes = await plan(adminUsersListStatements({ ordering, page, page_size: 12 }).page);
    expect(wholeReads(nodes)).toEqual([]);
    expect(sorts(nodes)).toBe(0);
  });

  /** Person n's e-mail, first and last name, as the fill above made them. */
  const person = (n: number) => ({
    email: `${md5(`${n}e`).slice(0, 10)}@example.hk`,
    first: capitalised(md5(`${n}f`).slice(0, 8)),
    last: capitalised(md5(`${n}l`).slice(0, 8)),
  });

  it.each([
    { name: 'a first name', search: () => person(1234).first },
    { name: 'a full name', search: () => `${person(99).first} ${person(99).last}` },
    { name: 'an e-mail', search: () => person(777).email },
    { name: 'a user code in lower case', search: () => 'uc012345' },
  ])('a search by $name can be answered from the trigram indexes, not by reading all of users', async ({ search }) => {
    const statements = adminUsersListStatements({ search: search(), page: 1, page_size: 12 });
    // At 20,000 people reading users whole (or walking its primary key) is still the planner's cheaper
    // choice (it switches near 100,000); with both taken away, what remains must be an index for each
    // searched column. The raw columns the search used to match (u.email ILIKE …) have none: a whole
    // read would stay.
    await db.query('BEGIN');
    try {
      await db.query('SET LOCAL enable_seqscan = off');
      await db.query('SET LOCAL enable_indexscan = off');
      for (const statement of [statements.page, statements.count]) {
        const nodes = await plan(statement);
        expect(wholeReads(nodes)).toEqual([]);
        // Nor an index walked whole in place of the table (what enable_seqscan = off leaves to an unindexed filter).
        expect(unboundedIndexReads(nodes)).toEqual([]);
        // The e-mail, the full name and the user code, each through its trigram index.
        expect(
          nodes
            .filter((n) => n['Node Type'] === 'Bitmap Index Scan' && /_trgm$/.test(n['Index Name'] ?? ''))
            .map((n) => n['Index Name'])
            .sort(),
        ).toEqual(['users_email_trgm', 'users_full_name_trgm', 'users_user_code_trgm']);
      }
    } finally {
      await db.query('ROLLBACK');
    }
  });

  it('without a search, the count reads accounts alone', async () => {
    const nodes = await plan(adminUsersListStatements({ page: 1, page_size: 12 }).count);
    expect(nodes.map((n) => n['Relation Name']).filter(Boolean)).toEqual(['accounts']);
  });

  it('finds people by e-mail, full name or user code, in any case, with % and _ taken literally', async () => {
    const found = async (search: string) => {
      const { rows } = await db.query<{ email: string }>(
        adminUsersListStatements({ search, page: 1, page_size: 100 }).page.text,
        adminUsersListStatements({ search, page: 1, page_size: 100 }).page.values,
      );
      return rows.map((r) => r.email).sort();
    };
    const someone = person(4321);
    expect(await found(someone.email.toUpperCase())).toEqual([someone.email]);
    expect(await found(`${someone.first} ${someone.last}`.toLowerCase())).toEqual([someone.email]);
    expect(await found('uc004321')).toEqual([someone.email]);
    expect(await found('%')).toEqual([]);
    expect(await found(`${someone.email.slice(0, 3)}_${someone.email.slice(4)}`)).toEqual([]);
  });
});
