import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { ListCoveringIndexes1763902000000 } from '../../migrations/1763902000000-list-covering-indexes';
import { ListSearchPendingList1763903600000 } from '../../migrations/1763903600000-list-search-pending-list';
import { ListClosedFlag1763904600000 } from '../../migrations/1763904600000-list-closed-flag';
import { CLOSED_STATUSES_SQL } from '../../src/batch/read/batch-list/batch-list.sql';
import { createTestDatabase } from '../support/test-database';

/** A migrated test database of the describe's own: a client on it, and the QueryRunner a migration runs through. */
function useMigratedDatabase(): { client: Client; runner: QueryRunner } {
  const db = {} as { client: Client; runner: QueryRunner };
  beforeAll(async () => {
    db.client = new Client({ connectionString: await createTestDatabase() });
    await db.client.connect();
    db.runner = {
      query: async (text: string): Promise<unknown[]> => (await db.client.query(text)).rows as unknown[],
    } as unknown as QueryRunner;
  });
  afterAll(async () => {
    await db.client.end();
  });
  return db;
}

/**
 * Migration 1763902000000 swaps six list indexes for covering ones, finding the old ones by what they
 * index: a projection rebuild (LIKE … INCLUDING ALL) leaves generated names, and down() must undo it.
 */
describe('migration 1763902000000: list indexes carry the filters', () => {
  const db = useMigratedDatabase();
  const migration = new ListCoveringIndexes1763902000000();

  async function definitions(): Promise<Map<string, string>> {
    const { rows } = await db.client.query<{ indexname: string; indexdef: string }>(
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
    // The indexes as this migration left them: before the closed flag replaced their predicates.
    const flag = new ListClosedFlag1763904600000();
    await flag.down(db.runner);
    const covering = await definitions();
    await migration.down(db.runner);
    const before = await definitions();
    expect(before.get('rm_batch_list_live')).toMatch(/\(type, updated_at, batch_id\) INCLUDE \(status\) WHERE/);
    expect(before.get('rm_batch_list_closed')).toMatch(/\(updated_at, batch_id\) INCLUDE \(status, type\) WHERE/);
    // The untouched account indexes are still there, unchanged.
    expect(before.get('rm_batch_list_requester_time')).toBe(covering.get('rm_batch_list_requester_time'));
    for (const [name] of before)
      if (name !== 'rm_batch_list_requester_time' && name !== 'rm_batch_list_buyer_time')
        await db.client.query(
          `ALTER INDEX ${name} RENAME TO ${name.replace('rm_batch_list', 'rm_batch_list_rebuild')}_idx`,
        );
    await migration.up(db.runner);
    expect(await definitions()).toEqual(covering);
    await flag.up(db.runner);
    expect(await definitions()).toEqual(applied);
  });
});

/** Migration 1763904600000: the partial list indexes hold rows by the stored `closed` flag. */
describe('migration 1763904600000: the closed flag', () => {
  const db = useMigratedDatabase();
  const migration = new ListClosedFlag1763904600000();

  const expression = async () =>
    (
      await db.client.query<{ expr: string | null }>(
        `SELECT pg_get_expr(d.adbin, d.adrelid) AS expr FROM pg_attribute a
           LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE a.attrelid = 'rm_batch_list'::regclass AND a.attname = 'closed' AND NOT a.attisdropped`,
      )
    ).rows[0]?.expr;

  it("is computed from exactly the list's closed statuses, so the live and archived parts cannot drift", async () => {
    const statuses = (sql: string) => /\{([a-z_,]+)\}/.exec(sql)?.[1].split(',').sort();
    expect(statuses((await expression()) ?? '')).toEqual(statuses(CLOSED_STATUSES_SQL));
  });

  it('is set by PostgreSQL as a row is written and rewritten', async () => {
    const insert = (id: string, status: string) =>
      db.client.query(
        `INSERT INTO rm_batch_list (batch_id, stream_id, revision, batch_number, status, status_code, step, type, requester_id,
           refund_request, auto_workflow, item_count, purchased_items, search_text, created_at, updated_at)
         VALUES ($1, 'batch-' || $1, 1, 'BNFLAG' || $1, $2, 1, 1, 'requests', 'req-flag', false, false, 1, 0, '', now(), now())`,
        [id, status],
      );
    await insert('flag-live', 'requested');
    await insert('flag-closed', 'declined');
    const closed = async () =>
      (
        await db.client.query<{ batch_id: string; closed: boolean }>(
          `SELECT batch_id, closed FROM rm_batch_list WHERE requester_id = 'req-flag' ORDER BY batch_id`,
        )
      ).rows;
    expect(await closed()).toEqual([
      { batch_id: 'flag-closed', closed: true },
      { batch_id: 'flag-live', closed: false },
    ]);
    await db.client.query(`UPDATE rm_batch_list SET status = 'completed' WHERE batch_id = 'flag-live'`);
    expect((await closed()).every((r) => r.closed)).toBe(true);
  });

  it('goes down to the status predicates and up again', async () => {
    const indexes = async () =>
      (
        await db.client.query<{ indexdef: string }>(
          `SELECT indexdef FROM pg_indexes WHERE tablename = 'rm_batch_list' AND indexdef LIKE '% WHERE %' ORDER BY indexname`,
        )
      ).rows.map((r) => r.indexdef);
    const up = await indexes();
    expect(up.filter((d) => / WHERE \(?(NOT )?closed\)?$/.test(d))).toHaveLength(6);
    await migration.down(db.runner);
    expect(await expression()).toBeUndefined();
    expect((await indexes()).filter((d) => d.includes('status <> ALL'))).toHaveLength(5);
    await migration.up(db.runner);
    expect(await indexes()).toEqual(up);
  });
});

/** Migration 1763903600000: the list's trigram indexes keep a pending list of at most 64 kB. */
describe('migration 1763903600000: a small GIN pending list for the list search', () => {
  const db = useMigratedDatabase();
  const migration = new ListSearchPendingList1763903600000();

  async function options(): Promise<Record<string, string[] | null>> {
    const { rows } = await db.client.query<{ name: string; options: string[] | null }>(
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
    await migration.down(db.runner);
    expect(await options()).toEqual({ rm_batch_list_search: null, rm_batch_list_remark: null });
    await db.client.query(`ALTER INDEX rm_batch_list_search RENAME TO rm_batch_list_rebuild_search_text_idx`);
    await migration.up(db.runner);
    expect(await options()).toEqual({
      rm_batch_list_rebuild_search_text_idx: ['gin_pending_list_limit=64'],
      rm_batch_list_remark: ['gin_pending_list_limit=64'],
    });
  });
});
