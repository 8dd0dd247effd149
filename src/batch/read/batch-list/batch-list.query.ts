import type { BatchListItem, BatchListPage, BatchType } from '@contracts/batch/batch-list';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { groupOf, statusByName } from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { Clock } from '../../../platform/clock/clock';
import { PreparedStatements } from '../../../platform/database/prepared-statements';
import type { BatchListFilters } from './list-filters';
import { chatRoomName, type Party } from '../parties.query';
import { encodeCursor } from './batch-list-cursor';
import { listRowSummary } from './list-row-summary';
import { ListCountCache } from './list-count-cache';
import { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import { listStatements, type BatchListKind, type Statement } from './batch-list.sql';

export type { BatchListKind } from './batch-list.sql';

/** The rm_batch_list columns a page reads: those the wire carries as they are, and the rest. */
interface ListRow extends Pick<
  BatchListItem,
  | 'batch_number'
  | 'status'
  | 'status_code'
  | 'step'
  | 'requester_id'
  | 'buyer_id'
  | 'site_from'
  | 'site_to'
  | 'purchase_type'
  | 'refund_request'
  | 'auto_workflow'
  | 'item_count'
  | 'purchased_items'
  | 'refunded_items'
  | 'ordered_items'
> {
  batch_id: string;
  type: string;
  internal_remark: string | null;
  total: string | null;
  currency: string | null;
  first_item_name: string | null;
  first_item_image: string | null;
  pickup_until: Date | null;
  created_at: Date;
  updated_at: Date;
  sort_key: string;
}

/** A row of the one-round-trip statement: the count on every row, the names joined (null batch_id: no rows). */
interface PageRow extends Omit<ListRow, 'batch_id'> {
  batch_id: string | null;
  list_count: number;
  requester_first_name: string | null;
  requester_last_name: string | null;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
}

export type { BatchListPage } from '@contracts/batch/batch-list';

/**
 * The request list, the order list and the archive over one summary table (SQL: batch-list.sql.ts).
 * Archive membership of completed batches depends on the clock (7 days after the last update), so
 * it is a query rule. Counts stop at the statements' `countLimit`; `next_cursor` continues after the last row.
 */
@Injectable()
export class BatchListQuery {
  private readonly counts: ListCountCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly prepared: PreparedStatements,
    private readonly clock: Clock,
    registry: ProjectionRegistry,
  ) {
    this.counts = new ListCountCache(registry);
  }

  async list(kind: BatchListKind, actor: Actor, q: BatchListFilters): Promise<BatchListPage> {
    const now = this.clock.now();
    const statements = listStatements(kind, actor, q, now);
    const page = q.page ?? 1;
    const { ordering, pageSize, countLimit } = statements;
    if (!statements.page || !statements.count)
      return { results: [], count: 0, count_capped: false, page, page_size: pageSize, next_cursor: null };
    // A count last seen past its bound, with the list read model unchanged since: the page alone (ListCountCache).
    const countKey = statements.pageCapped ? ListCountCache.keyOf(statements.count) : undefined;
    const cached = countKey === undefined ? 'unknown' : this.counts.lookup(countKey);
    const capped = cached !== 'unknown';
    const position = this.counts.position();
    const statement = capped && statements.pageCapped ? statements.pageCapped : statements.page;
    const run = (s: Statement): Promise<PageRow[]> =>
      statements.prepare ? this.prepared.query<PageRow>(s.text, s.values) : this.dataSource.query(s.text, s.values);
    let answered = await run(statement);
    // Recounted after this request's own statement, so the two do not share the CPU while it waits.
    if (countKey && cached === 'capped-recount')
      void this.recount(countKey, run(statements.page), countLimit, position);
    const n = answered[0]?.list_count ?? 0;
    // A search that counted past its bound sorted none of its matches: the page walks the list in order.
    if (statement === statements.page && statements.pageWithinBound && n > countLimit && statements.pageCapped)
      answered = await run(statements.pageCapped);
    const found = answered.filter((r): r is PageRow & ListRow => r.batch_id !== null);
    const rows = found.slice(0, pageSize);
    const last = rows.at(-1);
    const parties = partiesOf(rows);
    if (countKey && !capped && n > countLimit) this.counts.rememberCapped(countKey, position);
    return {
      results: rows.map((r) => toListItem(r, actor, parties, now)),
      count: Math.min(n, countLimit),
      count_capped: n > countLimit,
      page,
      page_size: pageSize,
      next_cursor:
        found.length > pageSize && last ? encodeCursor({ ordering, key: last.sort_key, batchId: last.batch_id }) : null,
    };
  }

  /** The page statement run beside a request answered from a capped count that was due: what it counted now. */
  private async recount(
    key: string,
    counted: Promise<PageRow[]>,
    countLimit: number,
    position: ReturnType<ListCountCache['position']>,
  ): Promise<void> {
    try {
      const rows = await counted;
      if ((rows[0]?.list_count ?? 0) > countLimit) this.counts.rememberCapped(key, position);
      else this.counts.forget(key);
    } catch {
      // The next request counts it in its own statement, and reports what fails there.
      this.counts.forget(key);
    }
  }
}

/** The names the statement joined, as PartiesQuery would give them (full name: first and last, or null). */
function partiesOf(rows: readonly PageRow[]): Map<string, Pick<Party, 'full_name'>> {
  const found = new Map<string, Pick<Party, 'full_name'>>();
  const add = (id: string | null, first: string | null, last: string | null) => {
    if (!id || found.has(id)) return;
    const full = [first, last].filter(Boolean).join(' ').trim();
    found.set(id, { full_name: full.length ? full : null });
  };
  for (const r of rows) {
    add(r.requester_id, r.requester_first_name, r.requester_last_name);
    add(r.buyer_id, r.buyer_first_name, r.buyer_last_name);
  }
  return found;
}

const nameOf = (parties: Map<string, Pick<Party, 'full_name'>>, id: string | null): string | null =>
  id ? (parties.get(id)?.full_name ?? null) : null;

function toListItem(
  r: ListRow,
  actor: Actor,
  parties: Map<string, Pick<Party, 'full_name'>>,
  now: Date,
): BatchListItem {
  const def = statusByName(r.status);
  return {
    id: r.batch_id,
    batch_number: r.batch_number,
    type: r.type as BatchType,
    status: r.status,
    status_code: r.status_code,
    status_label_key: `status.${r.status}`,
    group: def ? (groupOf(def.name) ?? null) : null,
    step: r.step,
    requester_id: r.requester_id,
    buyer_id: r.buyer_id,
    requester_name: nameOf(parties, r.requester_id),
    buyer_name: nameOf(parties, r.buyer_id),
    chat_room: chatRoomName(r.buyer_id, r.requester_id, r.batch_number),
    site_from: r.site_from,
    site_to: r.site_to,
    purchase_type: r.purchase_type,
    ...(actor.role === 'requester' ? {} : { buyer_remark: r.internal_remark }),
    refund_request: r.refund_request,
    auto_workflow: r.auto_workflow,
    item_count: r.item_count,
    purchased_items: r.purchased_items,
    refunded_items: r.refunded_items,
    ordered_items: r.ordered_items,
    total: r.total === null ? null : Number(r.total),
    currency: r.currency,
    ...listRowSummary(r, now),
    // JSON.stringify of a Date is its ISO string: the wire is unchanged, the type says what it is.
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
