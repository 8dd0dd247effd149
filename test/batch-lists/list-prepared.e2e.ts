import 'reflect-metadata';
import { Client } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import { LIVE_PREDICATE, listStatements, type Statement } from '../../src/batch/read/batch-list/batch-list.sql';
import { createTestDatabase } from '../support/test-database';
import { seedListRows } from './list-rows.seed';

const NOW = new Date('2026-11-24T12:00:00Z');

/**
 * The lists run prepared (PreparedStatements): a connection keeps the statement, and after five
 * runs maybe a generic plan, for its lifetime. A projection rebuild swaps rm_batch_list for a new
 * table by renaming (projection-rebuilder.ts); the kept statement must then read the new table.
 */
describe('a prepared list statement across a rebuild swap', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    await seedListRows(client, { batches: 300, now: NOW });
    await client.query('ANALYZE rm_batch_list');
  });

  afterAll(async () => {
    await client.end();
  });

  it('reads the swapped-in table, not the one it was planned on', async () => {
    const statements = listStatements('requests', { id: 'staff', role: 'staff' } as Actor, {}, NOW);
    expect(statements.prepare).toBe(true);
    const s = statements.page as Statement;
    const run = async () =>
      (await client.query<{ list_count: number }>({ name: 'list-swap', text: s.text, values: s.values })).rows;
    for (let i = 0; i < 7; i += 1) expect((await run())[0].list_count).toBeGreaterThan(1);
    await client.query(`CREATE TABLE rm_batch_list_rebuild (LIKE rm_batch_list INCLUDING ALL)`);
    // Every written column: PostgreSQL computes the generated ones (`closed`) itself.
    const { rows: written } = await client.query<{ list: string }>(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'rm_batch_list' AND is_generated = 'NEVER'`,
    );
    const columns = written[0].list;
    await client.query(
      `INSERT INTO rm_batch_list_rebuild (${columns}) SELECT ${columns} FROM rm_batch_list WHERE type = 'requests' AND ${LIVE_PREDICATE} LIMIT 1`,
    );
    await client.query('BEGIN');
    await client.query('ALTER TABLE rm_batch_list RENAME TO rm_batch_list_old');
    await client.query('ALTER TABLE rm_batch_list_rebuild RENAME TO rm_batch_list');
    await client.query('COMMIT');
    const after = await run();
    expect(after.map((r) => r.list_count)).toEqual([1]);
  });
});
