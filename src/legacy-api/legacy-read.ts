import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { LegacyGroup, LegacyItemPage, LegacyOrderPage, LegacyTagList } from '@contracts/legacy';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../platform/auth/actor';
import { BATCH_LIST_TABLE, BatchDetailQuery, ownershipFilter, SqlWhere } from '../batch';
import { statusesOfLegacyGroup } from './legacy-status';
import { toLegacyItem, toLegacyOrder } from './legacy-views';

export const LEGACY_GROUP_NAMES: readonly LegacyGroup[] = ['active', 'processing', 'pending', 'completed'];

/** Items of more batches than this are not listed (the older client never paged that far). */
const ITEM_SCAN_LIMIT = 1000;

/**
 * The older lists, over the batch read models: which batches (the list table, with the same
 * ownership rule as GET /api/batch/*), then what they hold (the detail, with its audience rules).
 */
@Injectable()
export class LegacyRead {
  constructor(
    private readonly dataSource: DataSource,
    private readonly details: BatchDetailQuery,
  ) {}

  async orders(actor: Actor, page: number, pageSize: number, group?: LegacyGroup): Promise<LegacyOrderPage> {
    const where = this.visible(actor);
    if (group) where.add(`status = ANY(${where.param(statusesOfLegacyGroup(group))})`);
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${BATCH_LIST_TABLE} ${where.sql()}`,
      where.values,
    );
    const limit = where.param(pageSize);
    const offset = where.param((page - 1) * pageSize);
    const rows = await this.dataSource.query<{ batch_id: string }[]>(
      `SELECT batch_id FROM ${BATCH_LIST_TABLE} ${where.sql()} ORDER BY updated_at DESC, batch_id DESC LIMIT ${limit} OFFSET ${offset}`,
      where.values,
    );
    const details = await this.detailsOf(
      rows.map((r) => r.batch_id),
      actor,
    );
    return { results: details.map(toLegacyOrder), count: n };
  }

  async items(actor: Actor, page: number, pageSize: number): Promise<LegacyItemPage> {
    const where = this.visible(actor);
    const rows = await this.dataSource.query<{ batch_id: string; item_count: number }[]>(
      `SELECT batch_id, item_count FROM ${BATCH_LIST_TABLE} ${where.sql()} ORDER BY created_at DESC, batch_id DESC LIMIT ${ITEM_SCAN_LIMIT}`,
      where.values,
    );
    const count = rows.reduce((n, r) => n + Number(r.item_count), 0);
    const from = (page - 1) * pageSize;
    const to = from + pageSize;
    const wanted: string[] = [];
    let seen = 0;
    for (const r of rows) {
      const next = seen + Number(r.item_count);
      if (next > from && seen < to) wanted.push(r.batch_id);
      seen = next;
    }
    const items = (await this.detailsOf(wanted, actor)).flatMap((d) => d.batch.items.map((i) => toLegacyItem(d, i)));
    const skip =
      from -
      rows
        .slice(
          0,
          rows.findIndex((r) => r.batch_id === wanted[0]),
        )
        .reduce((n, r) => n + Number(r.item_count), 0);
    return { results: wanted.length ? items.slice(Math.max(0, skip), Math.max(0, skip) + pageSize) : [], count };
  }

  async tags(actor: Actor): Promise<LegacyTagList> {
    const where = this.visible(actor);
    const rows = await this.dataSource.query<{ status: string; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM ${BATCH_LIST_TABLE} ${where.sql()} GROUP BY status`,
      where.values,
    );
    return {
      results: LEGACY_GROUP_NAMES.map((tag) => {
        const statuses: readonly string[] = statusesOfLegacyGroup(tag);
        return { tag, count: rows.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r.n, 0) };
      }),
    };
  }

  detail(batchId: string, actor: Actor): Promise<BatchDetail> {
    return this.details.get(batchId, actor);
  }

  private visible(actor: Actor): SqlWhere {
    const where = new SqlWhere();
    ownershipFilter(where, actor);
    return where;
  }

  private async detailsOf(batchIds: readonly string[], actor: Actor): Promise<BatchDetail[]> {
    const found: BatchDetail[] = [];
    // One at a time: the detail query answers with the caller's audience rules (and a page is small).
    for (const id of batchIds) found.push(await this.details.get(id, actor));
    return found;
  }
}
