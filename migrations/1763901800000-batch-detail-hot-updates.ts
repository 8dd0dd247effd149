import type { MigrationInterface, QueryRunner } from 'typeorm';

// The batch detail row is rewritten on every event of its batch, and `updated_at` (which
// every event changes) was in three of its indexes: (requester_id, updated_at), (buyer_id,
// updated_at) and (status, updated_at). No query reads rm_batch_detail in that order (the lists read
// rm_batch_list; the detail is read by batch id or number), so each event paid three index entries
// for nothing, and, because an indexed column changed, every update wrote new entries in all six
// indexes (no heap-only update). Now:
// - (requester_id) and (buyer_id) alone keep the one reader by account (account deletion's "has
//   active requests" check, src/people/accounts/active-requests.checker.ts, which also tests the status);
// - the status index goes: that check finds an account's few rows first, nothing else filters by status here;
// - fillfactor 80 leaves room in each page, so an event that changes no indexed column (a remark, a
//   price, a payment: all but assignment) is a heap-only update: no index is written at all.
export class BatchDetailHotUpdates1763901800000 implements MigrationInterface {
  name = 'BatchDetailHotUpdates1763901800000';

  async up(q: QueryRunner): Promise<void> {
    // Found by what they index, not by name: a rebuild (LIKE … INCLUDING ALL) renames a table's indexes.
    const indexes: { indexname: string }[] = await q.query(
      `SELECT indexname FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'rm_batch_detail'
          AND indexdef ~ '\\((requester_id|buyer_id|status), updated_at DESC\\)$'`,
    );
    for (const { indexname } of indexes) await q.query(`DROP INDEX "${indexname}"`);
    await q.query(`CREATE INDEX rm_batch_detail_requester ON rm_batch_detail (requester_id)`);
    await q.query(`CREATE INDEX rm_batch_detail_buyer ON rm_batch_detail (buyer_id)`);
    await q.query(`ALTER TABLE rm_batch_detail SET (fillfactor = 80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_detail RESET (fillfactor)`);
    await q.query(`DROP INDEX rm_batch_detail_requester`);
    await q.query(`DROP INDEX rm_batch_detail_buyer`);
    await q.query(`CREATE INDEX rm_batch_detail_requester ON rm_batch_detail (requester_id, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_detail_buyer ON rm_batch_detail (buyer_id, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_detail_status ON rm_batch_detail (status, updated_at DESC)`);
  }
}
