import type { MigrationInterface, QueryRunner } from 'typeorm';

// The batch lists at 100,000 batches. Every list splits its rows into parts
// (src/batch/read/batch-list/batch-list.sql.ts) and each part walks an index in the list's order:
// - live rows (any status outside the archived and completed groups): partial indexes per dashboard,
//   small because most batches of a running service are closed;
// - closed rows by time (the archive, and completed ones still within the 7-day retention);
// - a trigram index for the text search (LIKE '%…%' over the lower-cased search_text) and for staff's
//   internal-remark filter (ILIKE).
// batch_id is the tie-breaker of every ordering; INCLUDE lets a count, a status filter (the
// dashboard's groups and tabs) or a deep OFFSET decide from the index alone. The status lists below are the query's literals: a partial
// index is used only when the query's WHERE proves its predicate.
const CLOSED = `'{declined,canceled,completed,refunded,all_refunded,all_abandoned,all_payment_canceled}'::text[]`;
const LIVE = `status <> ALL (${CLOSED})`;

export class ReadModelIndexes1763899300000 implements MigrationInterface {
  name = 'ReadModelIndexes1763899300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`DROP INDEX rm_batch_list_requester`);
    await q.query(`DROP INDEX rm_batch_list_buyer`);
    await q.query(`DROP INDEX rm_batch_list_type`);
    // Requester and buyer dashboards, staff lists: the live part, newest change first.
    await q.query(
      `CREATE INDEX rm_batch_list_requester_live ON rm_batch_list (requester_id, type, updated_at, batch_id) INCLUDE (status) WHERE ${LIVE}`,
    );
    await q.query(`CREATE INDEX rm_batch_list_buyer_live ON rm_batch_list (buyer_id, type, updated_at, batch_id) INCLUDE (status) WHERE ${LIVE}`);
    await q.query(`CREATE INDEX rm_batch_list_live ON rm_batch_list (type, updated_at, batch_id) INCLUDE (status) WHERE ${LIVE}`);
    // Staff's other sortable columns over the live part (the console sorts by them).
    await q.query(`CREATE INDEX rm_batch_list_live_created ON rm_batch_list (type, created_at, batch_id) INCLUDE (status) WHERE ${LIVE}`);
    await q.query(`CREATE INDEX rm_batch_list_live_status ON rm_batch_list (type, status_code, batch_id) INCLUDE (status) WHERE ${LIVE}`);
    // Every row of an account by status and time: the recently completed and the archive of a
    // dashboard (only the closed statuses' entries are read), and any lookup by account.
    await q.query(
      `CREATE INDEX rm_batch_list_requester_status ON rm_batch_list (requester_id, status, updated_at, batch_id) INCLUDE (type)`,
    );
    await q.query(
      `CREATE INDEX rm_batch_list_buyer_status ON rm_batch_list (buyer_id, status, updated_at, batch_id) INCLUDE (type)`,
    );
    // Staff's archive and recently completed: the closed rows by time.
    await q.query(
      `CREATE INDEX rm_batch_list_closed ON rm_batch_list (updated_at, batch_id) INCLUDE (status, type) WHERE status = ANY (${CLOSED})`,
    );
    await q.query(`CREATE INDEX rm_batch_list_search ON rm_batch_list USING gin (search_text gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX rm_batch_list_remark ON rm_batch_list USING gin (internal_remark gin_trgm_ops) WHERE internal_remark IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['requester_live', 'buyer_live', 'live', 'live_created', 'live_status', 'requester_status', 'buyer_status', 'closed', 'search', 'remark'])
      await q.query(`DROP INDEX rm_batch_list_${name}`);
    await q.query(`CREATE INDEX rm_batch_list_requester ON rm_batch_list (requester_id, type, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_list_buyer ON rm_batch_list (buyer_id, type, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_list_type ON rm_batch_list (type, status, updated_at DESC)`);
    // pg_trgm stays: another object may use it by now.
  }
}
