import {
  DASHBOARD_GROUPS,
  LIST_TABS,
  STATUS_NAMES,
  statusByName,
  statusesByCode,
  type DashboardGroupName,
  type StatusName,
} from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import {
  ARCHIVED_STATUSES,
  batchTypesOf,
  COMPLETED_RETENTION_MS,
  COMPLETED_STATUSES,
} from '../../core/state/batch-columns';
import { BATCH_LIST_TABLE } from './batch-list.projection';
import { LIST_ORDERING_COLUMNS, parseBool, type BatchListFilters, type ListOrderingField } from './list-filters';
import { ownershipFilter, SqlWhere } from '../sql-where';
import { decodeCursor, type SortKeyType } from './batch-list-cursor';
import { escapeLike, searchAlternatives } from './batch-list-search';
import { arrivalTabCondition } from './arrival-tabs.sql';
import { withCountAndNames } from './list-names.sql';
import { searchPage, type ListPageParts } from './search-page.sql';
import type { SqlStatement } from '../../../platform/database/sql-statement';

export { FULL_NAME } from './batch-list-search';
export { namesOf } from './list-names.sql';

/** recent: the caller's orders changed within the completed retention (7 days), newest first. */
export type BatchListKind = 'requests' | 'orders' | 'archived' | 'recent';

/** Counting stops here: the answer says `count_capped` and the console shows "10,000+". */
export const LIST_COUNT_LIMIT = 10_000;
/**
 * The bound when counting must read rows, not index entries: a text search (the trigram index is
 * rechecked on every row) or the internal remark. Each counted row is a heap visit, so these stop
 * ten times sooner. The site, purchase type, refund and auto workflow filters were in that case
 * too; the list indexes now carry their columns (migration 1763902000000), so they count from the
 * index, but keep this bound so the counts the console shows for them are what they were.
 */
export const ROW_COUNT_LIMIT = 1_000;

/** Filters of the list DTO counted to ROW_COUNT_LIMIT (see there). */
const ROW_FILTERS = [
  'search',
  'internalRemark',
  'site_from',
  'site_to',
  'purchaseType',
  'refund',
  'autoWorkFlow',
  'arrival',
] as const;

/**
 * The list's rows fall in three disjoint parts, each with its own indexes (migration
 * 1763899300000-read-model-indexes). The status lists are written into the SQL as literals, not
 * parameters: the partial indexes' predicates must be provable from the query's text.
 * - live: every status outside the archived and completed groups (the dashboards' working set);
 * - recentClosed: completed-group rows updated within the retention (still in requests/orders);
 * - archive: declined/canceled, and completed-group rows older than the retention.
 */
type Part = 'live' | 'recentClosed' | 'archive';

const CLOSED: readonly StatusName[] = [...ARCHIVED_STATUSES, ...COMPLETED_STATUSES];
const textArray = (names: readonly string[]) => {
  if (!names.every((n) => /^[a-z_]+$/.test(n))) throw new Error('status names are lower-case words');
  return `'{${names.join(',')}}'::text[]`;
};
/**
 * The live and archived parts by the stored `closed` flag (`status = ANY` of CLOSED, computed by
 * PostgreSQL as each row is written; migration 1763904600000), which is what the partial indexes
 * hold: proving a query implies `NOT closed` costs the planner a column comparison, where the
 * status array cost about 0.5 ms a scan. `CLOSED_STATUSES_SQL` is what the column was made with
 * (test/batch-lists/list-covering-indexes.e2e.ts compares the database's expression to it).
 */
export const CLOSED_STATUSES_SQL = textArray(CLOSED);
export const LIVE_PREDICATE = 'NOT closed';
export const CLOSED_PREDICATE = 'closed';
const COMPLETED_PREDICATE = `status = ANY (${textArray(COMPLETED_STATUSES)})`;
const NOT_COMPLETED_PREDICATE = `status <> ALL (${textArray(COMPLETED_STATUSES)})`;

const PART_HOLDS: Record<Part, (status: string) => boolean> = {
  live: (s) => !CLOSED.includes(s as StatusName),
  recentClosed: (s) => COMPLETED_STATUSES.includes(s as StatusName),
  archive: (s) => CLOSED.includes(s as StatusName),
};

const KEY_TYPES: Record<ListOrderingField, SortKeyType> = {
  updated_at: 'timestamptz',
  created_at: 'timestamptz',
  batch_number: 'text',
  status: 'int',
};

export const LIST_COLUMNS = `batch_id, batch_number, type, status, status_code, step, requester_id, buyer_id, site_from, site_to,
  purchase_type, internal_remark, refund_request, auto_workflow, item_count, purchased_items, refunded_items, ordered_items,
  total::text AS total, currency,
  first_item_name, first_item_image, pickup_until, created_at, updated_at`;

export type Statement = SqlStatement;

/** The two statements of one list call; null when the filters leave no part that could hold a row. */
export interface ListStatements {
  /** count(*) of at most countLimit + 1 rows a part. */
  count: Statement | null;
  /** Where this list's count stops (LIST_COUNT_LIMIT, or ROW_COUNT_LIMIT when counting reads rows). */
  countLimit: number;
  /** One page plus one row (so the answer knows whether a next page exists), each with its `sort_key`. */
  rows: Statement | null;
  /**
   * What the API runs: the count, the page and the parties' names in one round trip (`list_count`
   * on every row; a page with no rows is one row with a null `batch_id`). Parameters are the rows'.
   */
  page: Statement | null;
  /**
   * `page` for when the count is known to be past its bound (ListCountCache, or a search's `page`
   * that counted past it): the same page and names with the count taken as bound + 1, walking
   * nothing for it. Null where the count and the page share their walk (a deep page).
   */
  pageCapped: Statement | null;
  /**
   * Whether `page` lists no rows once its count passes the bound (a text search sorts its page from
   * the matches it counted, search-page.sql.ts): `pageCapped` is the page then.
   */
  pageWithinBound: boolean;
  ordering: string;
  pageSize: number;
  /**
   * Whether `page` may run as a prepared statement with a generic plan (PreparedStatements): no
   * text search, row filter, status filter or cursor, whose selectivity only their values tell the
   * planner. What stays (kind, role, group's parts, ordering) makes a few dozen texts.
   */
  prepare: boolean;
}

/**
 * The SQL of GET /api/batch/{requests,orders,archived,orders/recent}. Each part is its own SELECT
 * that walks its index in the list's order and stops after the page; the parts are merged (Merge
 * Append). The page is chosen on (sort key, batch_id) only and the wide row is read for those rows
 * alone, so a deep OFFSET walks index entries, not rows; a cursor (keyset) starts at its row.
 * batch_id breaks ties in the ordering's direction, so pages never overlap.
 */
export function listStatements(kind: BatchListKind, actor: Actor, q: BatchListFilters, now: Date): ListStatements {
  const where = new SqlWhere();
  ownershipFilter(where, actor);
  let cutoffParam: string | undefined;
  const cutoff = () => (cutoffParam ??= where.param(new Date(now.getTime() - COMPLETED_RETENTION_MS)));
  let parts: Part[] = kind === 'archived' ? ['archive'] : ['live', 'recentClosed'];
  if (kind === 'requests' || kind === 'orders') where.add(`type = ${where.param(kind)}`);
  if (kind === 'recent') where.add(`type = 'orders' AND updated_at >= ${cutoff()}`);

  let statuses: Set<string> | undefined;
  const only = (names: readonly string[]) => {
    statuses = new Set(statuses ? names.filter((n) => statuses?.has(n)) : names);
  };
  // The archive has no status filter (spec §7: "same minus status"); its rows are archived by definition.
  if (q.status && kind !== 'archived') only(statusNames(q.status));
  if (q.tabfilterOption) only(LIST_TABS.find((t) => t.key === q.tabfilterOption)?.statuses ?? []);
  const group = q.group as DashboardGroupName | undefined;
  // Dashboard groups (machines/batch status-groups); archived and completed follow the archive's 7-day rule.
  if (group === 'archived') parts = parts.filter((p) => p === 'archive');
  else if (group === 'completed') parts = parts.filter((p) => p === 'recentClosed');
  else if (group) only(DASHBOARD_GROUPS[group]);
  // A part none of whose statuses can be in the list (by the filters, or by the list's type: the
  // completed group is all orders) is left out rather than searched.
  const types = [kind === 'recent' ? 'orders' : kind, q.type].filter((t) => t === 'requests' || t === 'orders');
  const possible = (statuses ? [...statuses] : STATUS_NAMES).filter((n) =>
    types.every((t) => batchTypesOf(n as StatusName).includes(t)),
  );
  parts = parts.filter((p) => possible.some(PART_HOLDS[p]));
  if (statuses) {
    const wanted = [...statuses];
    // The codes say the same (a code's names are all wanted or the names are filtered); the live
    // part's (type, status_code) index finds them without reading every live row.
    const codes = [...new Set(wanted.map((n) => statusByName(n)?.code).filter((c) => c !== undefined))];
    where.add(`status = ANY(${where.param(wanted)}) AND status_code = ANY(${where.param(codes)}::int[])`);
  }
  applyFilters(where, actor, q);
  const { parties, alternatives: matches } = searchAlternatives(where, actor, q.search);
  /** The CTEs a statement reading the search's conditions starts with. */
  const withParties = parties ? `WITH ${parties} ` : '';

  const ordering = q.ordering ?? '-updated_at';
  const pageSize = q.page_size ?? 12;
  const countLimit = ROW_FILTERS.some((f) => q[f] !== undefined && q[f] !== '') ? ROW_COUNT_LIMIT : LIST_COUNT_LIMIT;
  const prepare = countLimit === LIST_COUNT_LIMIT && !statuses && !q.cursor;
  if (parts.length === 0)
    return {
      count: null,
      rows: null,
      page: null,
      pageCapped: null,
      pageWithinBound: false,
      countLimit,
      ordering,
      pageSize,
      prepare,
    };

  const partSql: Record<Part, () => string> = {
    live: () => LIVE_PREDICATE,
    // `closed` first: the partial index holds rows by it (a completed status alone proves nothing now).
    recentClosed: () => `${CLOSED_PREDICATE} AND ${COMPLETED_PREDICATE} AND updated_at >= ${cutoff()}`,
    // The time first: PostgreSQL tests an OR's arms in the written order, and most archived rows
    // are older than the retention, so the status list is compared only for the recent ones (a
    // third less CPU for the archive's 10,001-entry count walk, test/bench/list-sql-cost.ts).
    archive: () => `${CLOSED_PREDICATE} AND (updated_at < ${cutoff()} OR ${NOT_COMPLETED_PREDICATE})`,
  };
  // Every part once per alternative of the search: each SELECT below is one index walk.
  const walks = parts.flatMap((p) =>
    matches.map((m) => ({
      byAccount: m.byAccount,
      condition: m.condition ? `${partSql[p]()} AND (${m.condition})` : partSql[p](),
    })),
  );
  const conditions = walks.map((w) => w.condition);
  // A sum of bounded counts, one per part: each walks its own index and stops at the bound.
  const count: Statement = {
    text: `${withParties}SELECT (${conditions
      .map((c) => `(SELECT count(*) FROM (SELECT FROM ${BATCH_LIST_TABLE} ${where.sql(c)} LIMIT ${countLimit + 1}) c)`)
      .join(' + ')})::int AS n`,
    values: [...where.values],
  };

  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as ListOrderingField;
  const column = LIST_ORDERING_COLUMNS[field] ?? LIST_ORDERING_COLUMNS.updated_at;
  const keyType = KEY_TYPES[field] ?? 'timestamptz';
  const direction = descending ? 'DESC' : 'ASC';
  const after: string[] = [];
  /** The cursor's condition on a walk's (k, batch_id) output instead of the table's columns. */
  let afterOnKey = '';
  let offset = ((q.page ?? 1) - 1) * pageSize;
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor, ordering, keyType);
    const key = `${where.param(cursor.key)}::${keyType}`;
    const than = `${descending ? '<' : '>'} (${key}, ${where.param(cursor.batchId)}::text)`;
    after.push(`(${column}, batch_id) ${than}`);
    afterOnKey = `(k, batch_id) ${than}`;
    offset = 0;
  }
  const order = `ORDER BY k ${direction}, batch_id ${direction}`;
  // Each part is ordered and limited on its own (PostgreSQL does not merge the parts of a UNION
  // ALL in order by itself), then merged: a page reads at most offset + page size + 1 entries a part.
  const limit = where.param(offset + pageSize + 1);
  const walkOf = ({ condition, byAccount }: { condition: string; byAccount: boolean }) => {
    const rows = `SELECT batch_id, ${column} AS k FROM ${BATCH_LIST_TABLE} ${where.sql(condition, ...after)}`;
    // OFFSET 0 keeps the planner from walking a list index in order to find a few accounts' rows
    // (it cannot tell how few): their rows come from the account index, then are sorted.
    return byAccount
      ? `(SELECT batch_id, k FROM (${rows} OFFSET 0) a ${order} LIMIT ${limit})`
      : `(${rows} ${order} LIMIT ${limit})`;
  };
  const union = walks.map((w) => walkOf(w)).join(' UNION ALL ');
  const pageLimit = where.param(pageSize + 1);
  const pageOffset = where.param(offset);
  const pageOf = (walked: string, extra: string) =>
    `SELECT ${LIST_COLUMNS}, to_json(l.${column}) #>> '{}' AS sort_key${extra}
             FROM (SELECT batch_id, k FROM (${walked}) u ${order}
                    LIMIT ${pageLimit} OFFSET ${pageOffset}) p
             JOIN ${BATCH_LIST_TABLE} l USING (batch_id)
            ORDER BY p.k ${direction}, p.batch_id ${direction}`;
  const rows: Statement = { text: withParties + pageOf(union, ''), values: where.values };
  const shared: ListPageParts = { column, order, limit, afterOnKey, pageOf, direction };
  // A search's matches are read in any order: one walk an alternative, over all the parts.
  const anyPart = parts.map((p) => `(${partSql[p]()})`).join(' OR ');
  // A deep page within the count's bound: the count's walk, in the list's order, holds the page.
  const deep = !q.search && !q.cursor && offset >= DEEP_OFFSET && offset + pageSize <= countLimit;
  const page: Statement = {
    text: q.search
      ? searchPage(
          matches.map((m) => `(${anyPart}) AND (${m.condition})`),
          where,
          countLimit,
          shared,
          parties,
        )
      : deep
        ? deepPage(walks, where, countLimit, shared)
        : withCountAndNames(count.text, pageOf(union, ', p.k AS order_key'), direction),
    values: where.values,
  };
  const pageCapped: Statement | null = !deep
    ? {
        text: withCountAndNames(
          `SELECT ${countLimit + 1} AS n`,
          pageOf(union, ', p.k AS order_key'),
          direction,
          parties,
        ),
        values: where.values,
      }
    : null;
  const pageWithinBound = Boolean(q.search);
  return { count, rows, page, pageCapped, pageWithinBound, countLimit, ordering, pageSize, prepare };
}

/**
 * From this offset on (and up to the count's bound) a page is read from the count's own walk
 * (deepPage). Below it the page's short walk beside the count's costs less than keeping the
 * count's entries.
 */
export const DEEP_OFFSET = 2_500;

/**
 * The page statement of a deep page (offset ≥ DEEP_OFFSET, the page within the count's bound). The
 * count walked each part's first bound + 1 index entries in any order, then the page walked the
 * same part again for offset + page entries (page 750 of a list of 10,000+: 10,001 and 9,001
 * entries). Here each part's count walk goes in the list's order and keeps its entries (`m0`, …):
 * they include the part's first offset + page + 1, so the page is merged from them. One walk
 * instead of two: about a quarter less PostgreSQL CPU at page 750 (test/bench/list-sql-cost.ts).
 */
function deepPage(
  walks: readonly { condition: string; byAccount: boolean }[],
  where: SqlWhere,
  countLimit: number,
  o: ListPageParts,
): string {
  const kept = walks.map(
    (w, i) =>
      `m${i} AS MATERIALIZED (SELECT batch_id, ${o.column} AS k FROM ${BATCH_LIST_TABLE} ${where.sql(w.condition)} ${o.order} LIMIT ${countLimit + 1})`,
  );
  const countText = `SELECT (${walks.map((_, i) => `(SELECT count(*) FROM m${i})`).join(' + ')})::int AS n`;
  const union = walks.map((_, i) => `(SELECT batch_id, k FROM m${i} ${o.order} LIMIT ${o.limit})`).join(' UNION ALL ');
  return withCountAndNames(countText, o.pageOf(union, ', p.k AS order_key'), o.direction, kept.join(', '));
}

function applyFilters(where: SqlWhere, actor: Actor, q: BatchListFilters): void {
  if (q.site_from) where.add(`lower(site_from) = ${where.param(q.site_from.toLowerCase())}`);
  if (q.site_to) where.add(`lower(site_to) = ${where.param(q.site_to.toLowerCase())}`);
  if (q.type) where.add(`type = ${where.param(q.type)}`);
  if (q.purchaseType) where.add(`purchase_type = ${where.param(q.purchaseType)}`);
  const refund = parseBool(q.refund);
  if (refund !== undefined) where.add(`refund_request = ${where.param(refund)}`);
  const auto = parseBool(q.autoWorkFlow);
  if (auto !== undefined) where.add(`auto_workflow = ${where.param(auto)}`);
  if (q.arrival) where.add(arrivalTabCondition(q.arrival));
  // The internal remark is the buyer's and staff's: a requester filtering on it would learn it.
  if (q.internalRemark && actor.role !== 'requester') {
    const flag = ['true', 'false', '1', '0'].includes(q.internalRemark) ? parseBool(q.internalRemark) : undefined;
    if (flag === true) where.add(`coalesce(internal_remark, '') <> ''`);
    else if (flag === false) where.add(`coalesce(internal_remark, '') = ''`);
    else where.add(`internal_remark ILIKE ${where.param(`%${escapeLike(q.internalRemark)}%`)}`);
  }
}

/** Names and codes, comma separated; a code shared by several names (33, 200, 220) means all of them. */
function statusNames(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => (/^\d+$/.test(s) ? statusesByCode(Number(s)).map((d) => d.name) : statusByName(s) ? [s] : []));
}
