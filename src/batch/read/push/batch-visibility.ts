import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform/auth/actor';
import { canSee } from '../sql-where';
import { BATCH_DETAIL_TABLE } from '../../core/state/detail-read-model';

/** May this actor watch the batch? The same ownership rule as the batch detail query. */
@Injectable()
export class BatchVisibility {
  constructor(private readonly dataSource: DataSource) {}

  async canWatch(actor: Actor, batchId: unknown): Promise<boolean> {
    if (typeof batchId !== 'string' || batchId.length === 0 || batchId.length > 100) return false;
    const rows: { requester_id: string; buyer_id: string | null }[] = await this.dataSource.query(
      `SELECT requester_id, buyer_id FROM ${BATCH_DETAIL_TABLE} WHERE batch_id = $1`,
      [batchId],
    );
    return rows.length > 0 && canSee(actor, rows[0]);
  }
}
