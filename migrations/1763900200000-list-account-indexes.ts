import type { MigrationInterface, QueryRunner } from 'typeorm';

// After 1763899300000-read-model-indexes:
// - An account's rows in time order. `_requester_status`/`_buyer_status` (account, status, time) made
//   the console's user page (requester OR buyer, newest first) read every row of the account and sort
//   it, and the dashboards' closed parts sort too. (account, updated_at, batch_id) INCLUDE (status,
//   type) walks both in order and still answers the closed parts' status test from the index. Same
//   number of indexes, so the projection writes no more than before.
// - The staff's text search also finds a requester by name: a trigram index over the lower-cased full
//   name (the expression src/batch/read/batch-list/batch-list.sql.ts matches).
export class ListAccountIndexes1763900200000 implements MigrationInterface {
  name = 'ListAccountIndexes1763900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`DROP INDEX rm_batch_list_requester_status`);
    await q.query(`DROP INDEX rm_batch_list_buyer_status`);
    await q.query(
      `CREATE INDEX rm_batch_list_requester_time ON rm_batch_list (requester_id, updated_at, batch_id) INCLUDE (status, type)`,
    );
    await q.query(
      `CREATE INDEX rm_batch_list_buyer_time ON rm_batch_list (buyer_id, updated_at, batch_id) INCLUDE (status, type)`,
    );
    await q.query(
      `CREATE INDEX users_full_name_trgm ON users USING gin ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_full_name_trgm`);
    await q.query(`DROP INDEX rm_batch_list_requester_time`);
    await q.query(`DROP INDEX rm_batch_list_buyer_time`);
    await q.query(
      `CREATE INDEX rm_batch_list_requester_status ON rm_batch_list (requester_id, status, updated_at, batch_id) INCLUDE (type)`,
    );
    await q.query(
      `CREATE INDEX rm_batch_list_buyer_status ON rm_batch_list (buyer_id, status, updated_at, batch_id) INCLUDE (type)`,
    );
  }
}
