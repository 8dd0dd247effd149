import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_MACHINE_VERSION } from '@machines/batch';
import { restoreState, storeState, type StoredBatchState } from '../core/state/batch-state';
import type { CachedBatch } from './batch-state-cache';

export const BATCH_SNAPSHOTS_TABLE = 'batch_snapshots';

/**
 * The latest folded state of a long stream, per machine version (migration 1763899200000). Derived
 * data only: a snapshot of another `BATCH_MACHINE_VERSION` is never read, and deleting every row is
 * always safe (loads replay the stream and store them again).
 */
@Injectable()
export class BatchSnapshots {
  constructor(private readonly dataSource: DataSource) {}

  async latest(streamId: string, version: number = BATCH_MACHINE_VERSION): Promise<CachedBatch | null> {
    const rows: { revision: string; position: string; state: StoredBatchState }[] = await this.dataSource.query(
      `SELECT revision::text AS revision, position, state FROM ${BATCH_SNAPSHOTS_TABLE}
        WHERE stream_id = $1 AND machine_version = $2`,
      [streamId, version],
    );
    if (rows.length === 0) return null;
    return { state: restoreState(rows[0].state), revision: Number(rows[0].revision), position: rows[0].position };
  }

  /** Keeps only the newest snapshot of a stream and version (an older save arriving late changes nothing). */
  async save(streamId: string, batch: CachedBatch, version: number = BATCH_MACHINE_VERSION): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${BATCH_SNAPSHOTS_TABLE} (stream_id, machine_version, revision, position, state)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (stream_id, machine_version) DO UPDATE
         SET revision = EXCLUDED.revision, position = EXCLUDED.position, state = EXCLUDED.state,
             created_at = clock_timestamp()
         WHERE ${BATCH_SNAPSHOTS_TABLE}.revision < EXCLUDED.revision`,
      [streamId, version, batch.revision, batch.position, JSON.stringify(storeState(batch.state))],
    );
  }
}
