import { BATCH_LIST_TABLE } from './batch-list.projection';
import { LIST_COUNT_LIMIT, namesOf, type Statement } from './batch-list.sql';

/** The row fields of GET /api/admin/users/{id}/batches (the batch list's, `internal_remark` as `buyer_remark`). */
const COLUMNS = `l.batch_id AS id, l.batch_number, l.type, l.status, l.status_code, l.step, l.requester_id, l.buyer_id,
  l.site_from, l.site_to, l.purchase_type, l.internal_remark AS buyer_remark, l.refund_request, l.auto_workflow,
  l.item_count, l.purchased_items, l.refunded_items, l.ordered_items, l.total::text AS total, l.currency,
  l.first_item_name, l.first_item_image,
  l.pickup_until, l.created_at, l.updated_at`;

/**
 * The batches of one account as requester or as buyer, newest change first, for the console's user
 * page: one statement with the count (bounded like the lists' counts), the page and the parties'
 * names (full name as the lists give it, null without one). The two roles are
 * two index walks in time order (`_requester_time`, `_buyer_time`, migration 1763900200000) merged
 * and cut to the page, instead of an OR that reads every row of the account and sorts them. An
 * account has one type (a person's requester and buyer accounts have different ids) and only a
 * buyer account is assigned, so no batch is in both walks; both stay index-only for the count.
 */
export function accountBatchesStatements(accountId: string, page: number, pageSize: number): { page: Statement } {
  const mine = [`requester_id = $1`, `buyer_id = $1`];
  const count = mine
    .map((w) => `(SELECT count(*) FROM (SELECT FROM ${BATCH_LIST_TABLE} WHERE ${w} LIMIT ${LIST_COUNT_LIMIT + 1}) c)`)
    .join(' + ');
  const walk = mine
    .map(
      (w) =>
        `(SELECT batch_id, updated_at AS k FROM ${BATCH_LIST_TABLE} WHERE ${w} ORDER BY updated_at DESC, batch_id DESC LIMIT $2)`,
    )
    .join(' UNION ALL ');
  const text = `WITH c AS MATERIALIZED (SELECT (${count})::int AS n),
      r AS MATERIALIZED (
        SELECT ${COLUMNS}, p.k AS order_key
          FROM (SELECT batch_id, k FROM (${walk}) u ORDER BY k DESC, batch_id DESC LIMIT $3 OFFSET $4) p
          JOIN ${BATCH_LIST_TABLE} l USING (batch_id))
    SELECT c.n AS list_count, r.*,
           nullif(trim(concat_ws(' ', rq.first_name, rq.last_name)), '') AS requester_name,
           nullif(trim(concat_ws(' ', bu.first_name, bu.last_name)), '') AS buyer_name
      FROM c LEFT JOIN r ON true
      ${namesOf('r.requester_id', 'rq')}
      ${namesOf('r.buyer_id', 'bu')}
     ORDER BY r.order_key DESC, r.id DESC`;
  const offset = (page - 1) * pageSize;
  return { page: { text, values: [accountId, offset + pageSize, pageSize, offset] } };
}
