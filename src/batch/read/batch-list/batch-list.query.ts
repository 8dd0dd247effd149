import type { BatchListItem, BatchListPage, BatchType } from '@contracts/batch/batch-list';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DASHBOARD_GROUPS,
  groupOf,
  LIST_TABS,
  statusByName,
  statusesByCode,
  type DashboardGroupName,
  type StatusName,
} from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { ARCHIVED_STATUSES, COMPLETED_RETENTION_MS, COMPLETED_STATUSES } from '../batch-state/batch-columns';
import { BATCH_LIST_TABLE } from './batch-list.projection';
import { Clock } from '../../../platform/clock/clock';
import {
  LIST_ORDERING_COLUMNS,
  parseBool,
  type BatchListQueryDto,
  type ListOrderingField,
} from '../../http/dto/batch-list-query.dto';
import { chatRoomName, PartiesQuery, type Party } from '../parties.query';
import { ownershipFilter, SqlWhere } from '../sql-where';

/** recent: the caller's orders changed within the completed retention (7 days), newest first. */
export type BatchListKind = 'requests' | 'orders' | 'archived' | 'recent';

interface ListRow {
  batch_id: string;
  batch_number: string;
  type: string;
  status: string;
  status_code: number;
  step: number;
  requester_id: string;
  buyer_id: string | null;
  site_from: string | null;
  site_to: string | null;
  purchase_type: string | null;
  internal_remark: string | null;
  refund_request: boolean;
  auto_workflow: boolean;
  item_count: number;
  purchased_items: number;
  total: string | null;
  currency: string | null;
  created_at: Date;
  updated_at: Date;
}

export type { BatchListPage } from '@contracts/batch/batch-list';

/**
 * The request list, the order list and the archive over one summary table. Archive membership of
 * completed batches depends on the clock (7 days after the last update), so it is a query rule.
 */
@Injectable()
export class BatchListQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly parties: PartiesQuery,
  ) {}

  async list(kind: BatchListKind, actor: Actor, q: BatchListQueryDto): Promise<BatchListPage> {
    const where = new SqlWhere();
    ownershipFilter(where, actor);
    const cutoff = new Date(this.clock.now().getTime() - COMPLETED_RETENTION_MS);
    const archived = `(status = ANY(${where.param([...ARCHIVED_STATUSES])}) OR (status = ANY(${where.param([...COMPLETED_STATUSES])}) AND updated_at < ${where.param(cutoff)}))`;
    if (kind === 'archived') where.add(archived);
    else if (kind === 'recent')
      where.add(`type = 'orders' AND NOT ${archived} AND updated_at >= ${where.param(cutoff)}`);
    else where.add(`type = ${where.param(kind)} AND NOT ${archived}`);
    // The archive has no status filter (spec §7: "same minus status"); its rows are archived by definition.
    this.applyFilters(where, actor, kind === 'archived' ? { ...q, status: undefined } : q);
    if (q.group) this.applyGroup(where, q.group as DashboardGroupName, archived);
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? 12;
    const countRows: { n: string }[] = await this.dataSource.query(
      `SELECT count(*)::text AS n FROM ${BATCH_LIST_TABLE} ${where.sql()}`,
      where.values,
    );
    const rows: ListRow[] = await this.dataSource.query(
      `SELECT batch_id, batch_number, type, status, status_code, step, requester_id, buyer_id, site_from, site_to, purchase_type,
              internal_remark, refund_request, auto_workflow, item_count, purchased_items, total::text AS total, currency, created_at, updated_at
         FROM ${BATCH_LIST_TABLE} ${where.sql()}
        ORDER BY ${orderBy(q.ordering)}
        LIMIT ${where.param(pageSize)} OFFSET ${where.param((page - 1) * pageSize)}`,
      where.values,
    );
    const parties = await this.parties.byAccountIds(rows.flatMap((r) => [r.requester_id, r.buyer_id]));
    return {
      results: rows.map((r) => toListItem(r, actor, parties)),
      count: Number(countRows[0]?.n ?? 0),
      page,
      page_size: pageSize,
    };
  }

  /** Dashboard groups (machines/batch status-groups); archived and completed follow the archive's 7-day rule. */
  private applyGroup(where: SqlWhere, group: DashboardGroupName, archived: string): void {
    const statuses: readonly StatusName[] = DASHBOARD_GROUPS[group];
    if (group === 'archived') where.add(archived);
    else if (group === 'completed') where.add(`status = ANY(${where.param([...statuses])}) AND NOT ${archived}`);
    else where.add(`status = ANY(${where.param([...statuses])})`);
  }

  private applyFilters(where: SqlWhere, actor: Actor, q: BatchListQueryDto): void {
    if (q.status) where.add(`status = ANY(${where.param(statusNames(q.status))})`);
    if (q.tabfilterOption) {
      const tab = LIST_TABS.find((t) => t.key === q.tabfilterOption);
      where.add(`status = ANY(${where.param([...(tab?.statuses ?? [])])})`);
    }
    if (q.site_from) where.add(`lower(site_from) = ${where.param(q.site_from.toLowerCase())}`);
    if (q.site_to) where.add(`lower(site_to) = ${where.param(q.site_to.toLowerCase())}`);
    if (q.type) where.add(`type = ${where.param(q.type)}`);
    if (q.search) where.add(`search_text LIKE ${where.param(`%${escapeLike(q.search.toLowerCase())}%`)}`);
    if (q.purchaseType) where.add(`purchase_type = ${where.param(q.purchaseType)}`);
    const refund = parseBool(q.refund);
    if (refund !== undefined) where.add(`refund_request = ${where.param(refund)}`);
    const auto = parseBool(q.autoWorkFlow);
    if (auto !== undefined) where.add(`auto_workflow = ${where.param(auto)}`);
    // The internal remark is the buyer's and staff's: a requester filtering on it would learn it.
    if (q.internalRemark && actor.role !== 'requester') {
      const flag = ['true', 'false', '1', '0'].includes(q.internalRemark) ? parseBool(q.internalRemark) : undefined;
      if (flag === true) where.add(`coalesce(internal_remark, '') <> ''`);
      else if (flag === false) where.add(`coalesce(internal_remark, '') = ''`);
      else where.add(`internal_remark ILIKE ${where.param(`%${escapeLike(q.internalRemark)}%`)}`);
    }
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

/**
 * ORDER BY from the validated `ordering` (the DTO allows only the whitelist; the column comes from
 * the map, never from the text). batch_id breaks ties so pages never overlap.
 */
function orderBy(ordering: string | undefined): string {
  const text = ordering ?? '-updated_at';
  const descending = text.startsWith('-');
  const field = (descending ? text.slice(1) : text) as ListOrderingField;
  const column = LIST_ORDERING_COLUMNS[field] ?? LIST_ORDERING_COLUMNS.updated_at;
  return `${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST, batch_id`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const nameOf = (parties: Map<string, Party>, id: string | null): string | null =>
  id ? (parties.get(id)?.full_name ?? null) : null;

function toListItem(r: ListRow, actor: Actor, parties: Map<string, Party>): BatchListItem {
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
    total: r.total === null ? null : Number(r.total),
    currency: r.currency,
    // JSON.stringify of a Date is its ISO string: the wire is unchanged, the type says what it is.
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
