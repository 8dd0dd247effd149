import type { MigrationInterface, QueryRunner } from 'typeorm';

// After 1763899300000 and 1763900200000: at 100,000 batches the staff's filters
// on the site, the purchase type, refund and auto workflow, the dashboards' groups and the lists
// sorted by creation read a table row (a heap page) for every index entry they pass: the columns
// were in no list index, so a count of the live orders shipped from Japan visited ~3,000 pages.
// The list indexes now carry those short columns (INCLUDE), so the filter is decided on the index
// entry and the walk stays index-only. Long free text (search_text, internal_remark) stays out: an
// index entry has a size limit (~2.7 kB) that a batch with many long links could pass, which would
// fail the projection's write; those are answered by their trigram indexes.
// The live indexes are small (the working set); the closed one gains about 20 bytes an entry.
// Indexes are found by what they index, not by name: a projection rebuild (LIKE … INCLUDING ALL)
// gives them generated names.
const CLOSED = `'{declined,canceled,completed,refunded,all_refunded,all_abandoned,all_payment_canceled}'::text[]`;
const LIVE = `status <> ALL (${CLOSED})`;
/** The filters' columns (all short: codes, booleans, country codes of at most 10 characters). */
const FILTERS = 'site_from, site_to, purchase_type, refund_request, auto_workflow';

interface Replaced {
  name: string;
  key: string;
  /** INCLUDE before this migration, as pg_indexes prints it. */
  before: string;
  after: string;
  where: string;
}

const REPLACED: readonly Replaced[] = [
  {
    name: 'rm_batch_list_requester_live',
    key: 'requester_id, type, updated_at, batch_id',
    before: 'status',
    after: `status, status_code, ${FILTERS}`,
    where: LIVE,
  },
  {
    name: 'rm_batch_list_buyer_live',
    key: 'buyer_id, type, updated_at, batch_id',
    before: 'status',
    after: `status, status_code, ${FILTERS}`,
    where: LIVE,
  },
  {
    name: 'rm_batch_list_live',
    key: 'type, updated_at, batch_id',
    before: 'status',
    after: `status, status_code, ${FILTERS}`,
    where: LIVE,
  },
  {
    name: 'rm_batch_list_live_created',
    key: 'type, created_at, batch_id',
    before: 'status',
    after: `status, status_code, ${FILTERS}`,
    where: LIVE,
  },
  // A group or tab filter walks this one by code; with the times the page is sorted from the index.
  {
    name: 'rm_batch_list_live_status',
    key: 'type, status_code, batch_id',
    before: 'status',
    after: `status, updated_at, created_at, ${FILTERS}`,
    where: LIVE,
  },
  {
    name: 'rm_batch_list_closed',
    key: 'updated_at, batch_id',
    before: 'status, type',
    after: `status, type, status_code, created_at, ${FILTERS}`,
    where: `status = ANY (${CLOSED})`,
  },
];

/** The name of rm_batch_list's btree index on exactly `key` INCLUDE `include` (null when none). */
async function findIndex(q: QueryRunner, key: string, include: string): Promise<string | null> {
  const found: { indexname: string; indexdef: string }[] = await q.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'rm_batch_list'`,
  );
  const wanted = `USING btree (${key}) INCLUDE (${include})`;
  return found.find((i) => i.indexdef.includes(wanted))?.indexname ?? null;
}

async function swap(q: QueryRunner, r: Replaced, from: string, to: string): Promise<void> {
  const old = await findIndex(q, r.key, from);
  if (old) await q.query(`DROP INDEX "${old}"`);
  await q.query(`CREATE INDEX ${r.name} ON rm_batch_list (${r.key}) INCLUDE (${to}) WHERE ${r.where}`);
}

export class ListCoveringIndexes1763902000000 implements MigrationInterface {
  name = 'ListCoveringIndexes1763902000000';

  async up(q: QueryRunner): Promise<void> {
    for (const r of REPLACED) await swap(q, r, r.before, r.after);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const r of REPLACED) await swap(q, r, r.after, r.before);
  }
}
