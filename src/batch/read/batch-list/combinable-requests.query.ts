import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform/auth/actor';
import { BATCH_LIST_TABLE } from './batch-list.projection';
import { BATCH_OPTIONS, type BatchOptions } from '../../core/batch-options.provider';
import { batchNotFound } from '../../core/domain-error.mapper';

/** Before a buyer accepts, requests may still be combined (machines/batch PRE_ACCEPT). */
export const COMBINABLE_STATUSES = ['new', 'requested', 'assigned'] as const;

interface Row {
  batch_id: string;
  batch_number: string;
  status: string;
  item_count: number;
  total: string | null;
  currency: string | null;
  updated_at: Date;
}

/** GET combine_request_list/{id}: the requester's other requests that could join this one now. */
@Injectable()
export class CombinableRequestsQuery {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  async list(batchId: string, actor: Actor): Promise<{ results: Record<string, unknown>[]; count: number }> {
    const targets: { requester_id: string; status: string; item_count: number }[] = await this.dataSource.query(
      `SELECT requester_id, status, item_count FROM ${BATCH_LIST_TABLE} WHERE batch_id = $1`,
      [batchId],
    );
    const target = targets[0];
    if (!target || target.requester_id !== actor.id) throw batchNotFound();
    if (!(COMBINABLE_STATUSES as readonly string[]).includes(target.status)) return { results: [], count: 0 };
    const rows: Row[] = await this.dataSource.query(
      `SELECT batch_id, batch_number, status, item_count, total::text AS total, currency, updated_at
         FROM ${BATCH_LIST_TABLE}
        WHERE requester_id = $1 AND batch_id <> $2 AND status = ANY($3) AND item_count + $4 <= $5
        ORDER BY updated_at DESC, batch_id`,
      [actor.id, batchId, [...COMBINABLE_STATUSES], target.item_count, this.options.maxItemsPerRequest],
    );
    const results = rows.map((r) => ({
      id: r.batch_id,
      batch_number: r.batch_number,
      status: r.status,
      item_count: r.item_count,
      total: r.total === null ? null : Number(r.total),
      currency: r.currency,
      updated_at: r.updated_at,
    }));
    return { results, count: results.length };
  }
}
