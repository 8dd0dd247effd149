import type { MigrationInterface, QueryRunner } from 'typeorm';

// The list's partial indexes said which rows they hold with the seven closed statuses written out
// (`status <> ALL ('{…}')`, and `= ANY` for the closed one). The planner proves, for every scan of
// rm_batch_list it plans, which partial index predicates the query's conditions imply; against
// those arrays that proof cost about 0.5 ms a scan, so a staff search (three to nine scans) spent
// more time planning than running at 100,000 batches. A stored generated column says the same
// thing once a row is written; the indexes and the list's queries test it, and the proof becomes
// a comparison of one column. Indexes are found by what they index, not by name (a projection
// rebuild, LIKE … INCLUDING ALL, gives them generated names).
const CLOSED_STATUSES = `'{declined,canceled,completed,refunded,all_refunded,all_abandoned,all_payment_canceled}'::text[]`;
const LIVE_BEFORE = `status <> ALL (${CLOSED_STATUSES})`;
const CLOSED_BEFORE = `status = ANY (${CLOSED_STATUSES})`;
const FILTERS = 'site_from, site_to, purchase_type, refund_request, auto_workflow';

/** An index of the list as it was (`before`) and as this migration leaves it (`after`). */
interface Swapped {
  name: string;
  key: string;
  before: { include: string; where: string | null };
  after: { include: string; where: string | null };
}

const live = (name: string, key: string, include: string): Swapped => ({
  name,
  key,
  before: { include, where: LIVE_BEFORE },
  after: { include, where: 'NOT closed' },
});
/** The accounts' time indexes answer an account's archive index-only: they carry the flag now, as they carried the status. */
const account = (name: string, key: string): Swapped => ({
  name,
  key,
  before: { include: 'status, type', where: null },
  after: { include: 'status, type, closed', where: null },
});

const SWAPPED: readonly Swapped[] = [
  live('rm_batch_list_requester_live', 'requester_id, type, updated_at, batch_id', `status, status_code, ${FILTERS}`),
  live('rm_batch_list_buyer_live', 'buyer_id, type, updated_at, batch_id', `status, status_code, ${FILTERS}`),
  live('rm_batch_list_live', 'type, updated_at, batch_id', `status, status_code, ${FILTERS}`),
  live('rm_batch_list_live_created', 'type, created_at, batch_id', `status, status_code, ${FILTERS}`),
  live('rm_batch_list_live_status', 'type, status_code, batch_id', `status, updated_at, created_at, ${FILTERS}`),
  {
    name: 'rm_batch_list_closed',
    key: 'updated_at, batch_id',
    before: { include: `status, type, status_code, created_at, ${FILTERS}`, where: CLOSED_BEFORE },
    after: { include: `status, type, status_code, created_at, ${FILTERS}`, where: 'closed' },
  },
  account('rm_batch_list_requester_time', 'requester_id, updated_at, batch_id'),
  account('rm_batch_list_buyer_time', 'buyer_id, updated_at, batch_id'),
];

/** Drops the index on `key` INCLUDE `from.include` (whatever its name) and creates `to`'s. */
async function swap(q: QueryRunner, s: Swapped, from: Swapped['before'], to: Swapped['after']): Promise<void> {
  const found: { indexname: string; indexdef: string }[] = await q.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'rm_batch_list'`,
  );
  const wanted = `USING btree (${s.key}) INCLUDE (${from.include})`;
  const old = found.find((i) => i.indexdef.includes(wanted))?.indexname;
  if (old) await q.query(`DROP INDEX "${old}"`);
  const where = to.where ? ` WHERE ${to.where}` : '';
  await q.query(`CREATE INDEX ${s.name} ON rm_batch_list (${s.key}) INCLUDE (${to.include})${where}`);
}

export class ListClosedFlag1763904600000 implements MigrationInterface {
  name = 'ListClosedFlag1763904600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE rm_batch_list ADD COLUMN closed boolean GENERATED ALWAYS AS (status = ANY (${CLOSED_STATUSES})) STORED`,
    );
    for (const s of SWAPPED) await swap(q, s, s.before, s.after);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const s of SWAPPED) await swap(q, s, s.after, s.before);
    await q.query(`ALTER TABLE rm_batch_list DROP COLUMN closed`);
  }
}
