import type { MigrationInterface, QueryRunner } from 'typeorm';

// Staff search also finds a batch by a purchase-site order id, a tracking number, and its buyer's
// name or its requester's or buyer's e-mail (src/batch/read/batch-list/batch-list.sql.ts):
// - rm_batch_list.search_text now ends with the items' purchase-site order ids and tracking numbers
//   (batch-list.projection.ts); the rows written before get them here from the batch detail's
//   state, in the projection's order, so the list needs no rebuild. The existing trigram index on
//   search_text answers them.
// - A trigram index over the lower-cased e-mail (the expression the search matches), beside the
//   full name's (1763900200000).
/** The ids appended to the rows written before, as the projection now writes them (exported for its test). */
export const BACKFILL_SEARCH_TEXT = `
      UPDATE rm_batch_list l
         SET search_text = concat_ws(' ', nullif(l.search_text, ''), ids.text)
        FROM (SELECT d.stream_id, lower(string_agg(v.value, ' ' ORDER BY i.n, v.k)) AS text
                FROM rm_batch_detail d
               CROSS JOIN LATERAL jsonb_array_elements(d.state -> 'context' -> 'items') WITH ORDINALITY AS i (item, n)
               CROSS JOIN LATERAL (VALUES (1, i.item ->> 'purchaseSiteOrderId'), (2, i.item ->> 'trackingNumber')) AS v (k, value)
               WHERE coalesce(v.value, '') <> ''
               GROUP BY d.stream_id) ids
       WHERE l.stream_id = ids.stream_id`;

export class StaffSearchParties1763903100000 implements MigrationInterface {
  name = 'StaffSearchParties1763903100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX users_email_trgm ON users USING gin ((lower(email)) gin_trgm_ops)`);
    await q.query(BACKFILL_SEARCH_TEXT);
  }

  async down(q: QueryRunner): Promise<void> {
    // search_text keeps the ids: the projection rewrites each row on its next event either way.
    await q.query(`DROP INDEX users_email_trgm`);
  }
}
