import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { executedPlan, genericPlan, wholeTableReads } from '../support/query-plans';
import { createTestDatabase } from '../support/test-database';

/** People already signed up: enough pages that reading the whole of accounts or users shows. */
const PEOPLE = 20_000;

/**
 * Account ids travel as text, so the server finds an account by `accounts.id::text` (a system
 * actor's id, not a UUID, then matches nothing instead of failing a cast). These are the shapes it
 * sends: the notification e-mail and SMS lookups, an order's parties, chat names, the buyers' pool,
 * the parcel facts' join and the erasure. Each must find its rows through an index: without one,
 * every e-mail and every order page read all of accounts and users (about 75 ms at 100,000 people).
 */
const LOOKUPS = [
  {
    name: 'an e-mail or SMS recipient by account id',
    sql: `SELECT u.email, lower(u.language_country) AS language FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
    params: (id: string) => [id],
  },
  {
    name: "an order's parties by their account ids",
    sql: `SELECT a.id::text AS id, u.first_name, u.last_name, u.email, u.mobile FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = ANY($1)`,
    params: (id: string) => [[id, 'system:robot']],
  },
  {
    name: 'the buyers’ pool by account ids',
    sql: `SELECT a.id::text AS id FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = ANY($1::text[]) AND u.deleted_at IS NULL`,
    params: (id: string) => [[id]],
  },
  {
    name: 'a parcel’s requester joined on the read model’s text id',
    sql: `SELECT a.account_type FROM (SELECT $1::text AS requester_id) d LEFT JOIN accounts a ON a.id::text = d.requester_id`,
    params: (id: string) => [id],
  },
  {
    name: 'the person an erasure names by user or account id',
    sql: `SELECT u.id FROM users u WHERE u.id::text = $1 OR u.id = (SELECT user_id FROM accounts WHERE id::text = $1)`,
    params: (id: string) => [id],
  },
];

describe('Looking up an account by its id as text', () => {
  let db: Client;
  let accountId: string;

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
    await db.query(
      `INSERT INTO users (email, user_code, first_name, last_name, language_country)
       SELECT 'plan' || g || '@example.hk', 'PLAN' || g, 'First' || g, 'Last' || g, 'en-HK' FROM generate_series(1, $1) g`,
      [PEOPLE],
    );
    await db.query(`INSERT INTO accounts (user_id, account_type) SELECT id, 'r' FROM users`);
    await db.query('ANALYZE accounts');
    await db.query('ANALYZE users');
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM accounts ORDER BY id OFFSET $1 LIMIT 1`,
      [PEOPLE / 2],
    );
    accountId = rows[0].id;
  });

  afterAll(async () => {
    await db.end();
  });

  const PEOPLE_TABLES = ['accounts', 'users'];

  it.each(LOOKUPS)('$name goes through an index, not the whole table', async ({ sql, params }) => {
    const { nodes } = await executedPlan(db, sql, params(accountId));
    expect(wholeTableReads(nodes, PEOPLE_TABLES)).toEqual([]);
    // The server prepares its statements: the plan it reuses must not scan either.
    expect(wholeTableReads(await genericPlan(db, sql), PEOPLE_TABLES)).toEqual([]);
  });

  it('still finds the account, and nothing for an id that is not a UUID or not known', async () => {
    const lookup = LOOKUPS[0].sql;
    await expect(db.query(lookup, [accountId])).resolves.toMatchObject({ rowCount: 1 });
    await expect(db.query(lookup, ['system:robot'])).resolves.toMatchObject({ rowCount: 0 });
    await expect(db.query(lookup, [randomUUID()])).resolves.toMatchObject({ rowCount: 0 });
  });
});
