import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { ListCoveringIndexes1763902000000 } from '../../migrations/1763902000000-list-covering-indexes';
import { ListSearchPendingList1763903600000 } from '../../migrations/1763903600000-list-search-pending-list';
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

/** Migration 1763903600000: the list's trigram indexes keep a pending list of at most 64 kB. */
describe('migration 1763903600000: a small GIN pending list for the list search', () => {
  let client: Client;
  const migration = new ListSearchPendingList1763903600000();
  const runner = () =>
    ({
      query: async (text: string): Promise<unknown[]> => (await client.query(text)).rows as unknown[],
    }) as unknown as QueryRunner;

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
  });

  async function options(): Promise<Record<string, string[] | null>> {
    const { rows } = await client.query<{ name: string; options: string[] | null }>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_am am ON am.oid = c.relam WHERE i.indrelid = 'rm_batch_list'::regclass AND am.amname = 'gin'`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.options]));
  }

  it('is applied to the search text and the remark indexes; down and up again under rebuilt names', async () => {
    expect(await options()).toEqual({
      rm_batch_list_search: ['gin_pending_list_limit=64'],
      rm_batch_list_remark: ['gin_pending_list_limit=64'],
    });
    await migration.down(runner());
    expect(await options()).toEqual({ rm_batch_list_search: null, rm_batch_list_remark: null });
    await client.query(`ALTER INDEX rm_batch_list_search RENAME TO rm_batch_list_rebuild_search_text_idx`);
    await migration.up(runner());
    expect(await options()).toEqual({
      rm_batch_list_rebuild_search_text_idx: ['gin_pending_list_limit=64'],
      rm_batch_list_remark: ['gin_pending_list_limit=64'],
    });
  });
});
