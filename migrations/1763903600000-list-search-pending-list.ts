import type { MigrationInterface, QueryRunner } from 'typeorm';

// The list's trigram indexes (search_text, internal_remark) keep a small GIN pending list. With the
// default (gin_pending_list_limit 4 MB) the projection's writes collect in an unsorted list of up
// to ~512 pages that every trigram search reads whole, once per part it walks, until an insert
// flushes it: at 100,000 batches after a catch-up a tracking-number search read 272 pending pages
// (pgstatginindex) beside ~45 of the index proper, and the staff searches cost 8–24 ms of
// PostgreSQL CPU each (test/bench/results/app-staff-lists-summary.md, "before"). 64 kB keeps the writes
// batched (a flush merges about ten rows' trigrams at once) while a search reads at most 8 pending
// pages. The indexes are found by kind, not name (a rebuild, `LIKE … INCLUDING ALL`, leaves
// generated names, and copies the setting with the index).
const GIN_INDEXES = `
  SELECT quote_ident(c.relname) AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
   WHERE i.indrelid = 'rm_batch_list'::regclass AND am.amname = 'gin'`;

export class ListSearchPendingList1763903600000 implements MigrationInterface {
  name = 'ListSearchPendingList1763903600000';

  async up(q: QueryRunner): Promise<void> {
    const indexes: Array<{ name: string }> = await q.query(GIN_INDEXES);
    for (const { name } of indexes) await q.query(`ALTER INDEX ${name} SET (gin_pending_list_limit = 64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const indexes: Array<{ name: string }> = await q.query(GIN_INDEXES);
    for (const { name } of indexes) await q.query(`ALTER INDEX ${name} RESET (gin_pending_list_limit)`);
  }
}
