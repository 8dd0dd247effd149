import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { ListCoveringIndexes1763902000000 } from '../../migrations/1763902000000-list-covering-indexes';
import { createTestDatabase } from '../support/test-database';

/**
 * Migration 1763902000000 swaps six list indexes for covering ones, finding the old ones by what they
 * index: a projection rebuild (LIKE … INCLUDING ALL) leaves generated names, and down() must undo it.
 */
describe('migration 1763902000000: list indexes carry the filters', () => {
  let client: Client;
  let runner: QueryRunner;
  const migration = new ListCoveringIndexes1763902000000();

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    runner = {
      query: async (text: string): Promise<unknown[]> => (await client.query(text)).rows as unknown[],
    } as unknown as QueryRunner;
  });

  afterAll(async () => {
    await client.end();
  });

  async function definitions(): Promise<Map<string, string>> {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'rm_batch_list' AND indexdef LIKE '%INCLUDE%'`,
    );
    return new Map(rows.map((r) => [r.indexname, r.indexdef.replace(/^.* USING btree /, '')]));
  }

  it('is applied: the live and closed indexes include the filter columns', async () => {
    const found = await definitions();
    for (const name of ['requester_live', 'buyer_live', 'live', 'live_created', 'live_status', 'closed'])
      expect(found.get(`rm_batch_list_${name}`)).toContain(
        'site_from, site_to, purchase_type, refund_request, auto_workflow)',
      );
  });

  it('goes down and up again, also when a rebuild has renamed the indexes', async () => {
    const applied = await definitions();
    await migration.down(runner);
    const before = await definitions();
    expect(before.get('rm_batch_list_live')).toMatch(/\(type, updated_at, batch_id\) INCLUDE \(status\) WHERE/);
    expect(before.get('rm_batch_list_closed')).toMatch(/\(updated_at, batch_id\) INCLUDE \(status, type\) WHERE/);
    // The untouched account indexes are still there, unchanged.
    expect(before.get('rm_batch_list_requester_time')).toBe(applied.get('rm_batch_list_requester_time'));
    for (const [name] of before)
      if (name !== 'rm_batch_list_requester_time' && name !== 'rm_batch_list_buyer_time')
        await client.query(
          `ALTER INDEX ${name} RENAME TO ${name.replace('rm_batch_list', 'rm_batch_list_rebuild')}_idx`,
        );
    await migration.up(runner);
    expect(await definitions()).toEqual(applied);
  });
});
