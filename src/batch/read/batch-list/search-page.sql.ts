import { BATCH_LIST_TABLE } from './batch-list.projection';
import type { SqlWhere } from '../sql-where';
import { withCountAndNames } from './list-names.sql';

/** What a list's page statements share (batch-list.sql.ts). */
export interface ListPageParts {
  /** The ordering's column, read as `k`. */
  column: string;
  /** ORDER BY k, batch_id in the list's direction. */
  order: string;
  /** The parameter of offset + page size + 1: the entries a walk keeps for the page. */
  limit: string;
  /** The cursor's condition on (k, batch_id), or ''. */
  afterOnKey: string;
  direction: string;
  /** The page's rows (with the list's columns) of a walk of (batch_id, k). */
  pageOf: (walked: string, extra: string) => string;
}

/**
 * The page statement of a text search: its matches, at most the count's bound + 1, read once
 * (`m`) and counted; when they are all the matches (at most the bound) the page is sorted from
 * them, with the accounts' names. Past the bound it lists no row: the list's `pageCapped` walks
 * each part in the list's order for the page then (BatchListQuery), which a broad text needs and a
 * rare one (a batch number, a tracking number) never does.
 *
 * One walk an alternative (`alternatives`: the text, the requesters, the buyers, each over all the
 * list's parts, an OR of their conditions), not one a part and an alternative: the parts were
 * apart for walking an index in the list's order, and the matches are read in any order. At
 * 100,000 batches the statement used to plan a SELECT a part and an alternative twice (the
 * matches, and the ordered walk past the bound in the same statement), which cost PostgreSQL more
 * CPU than running it (test/bench/results/app-staff-lists-summary.md); and it looked a text up in
 * the trigram index once a part. The count it answers is the same where it is shown: the exact
 * number up to the bound, and "past the bound" beyond it.
 */
export function searchPage(
  alternatives: readonly string[],
  where: SqlWhere,
  countLimit: number,
  o: ListPageParts,
  parties: string,
): string {
  const walks = alternatives.map(
    (c) => `(SELECT batch_id, ${o.column} AS k FROM ${BATCH_LIST_TABLE} ${where.sql(c)} LIMIT ${countLimit + 1})`,
  );
  const matches = `m AS MATERIALIZED (SELECT batch_id, k FROM (${walks.join(' UNION ALL ')}) w LIMIT ${countLimit + 1})`;
  const within = [`(SELECT n FROM c) <= ${countLimit}`, ...(o.afterOnKey ? [o.afterOnKey] : [])];
  const fromMatches = `SELECT batch_id, k FROM m WHERE ${within.map((w) => `(${w})`).join(' AND ')} ${o.order} LIMIT ${o.limit}`;
  return withCountAndNames(
    'SELECT count(*)::int AS n FROM m',
    o.pageOf(fromMatches, ', p.k AS order_key'),
    o.direction,
    [parties, matches].filter(Boolean).join(', '),
  );
}
