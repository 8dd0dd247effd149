import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRegistry } from '../projection-registry';
import { checkpointIdOf } from '../runner/projection';
import type { RunnerState } from '../runner/subscription-runner';

export interface ProjectionHealth {
  name: string;
  /** This instance's runner; another instance may be the active one while this one is passive. */
  state: RunnerState;
  checkpoint: { transaction_id: string; global_position: string } | null;
  lag: { events: number; ms: number };
  processed: number;
  last_error: string | null;
}

/** Checkpoint and lag come from the database, so any instance reports the same numbers. */
@Injectable()
export class ProjectionLag {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
  ) {}

  async report(): Promise<ProjectionHealth[]> {
    const result: ProjectionHealth[] = [];
    for (const runner of this.registry.all()) {
      const status = runner.snapshot();
      const rows: { tx: string; pos: string; n: string; oldest: Date | null; now: Date }[] = await this.dataSource.query(
        `WITH cp AS (
           SELECT transaction_id, global_position FROM es_checkpoints WHERE subscription_id = $1
           UNION ALL SELECT '0'::xid8, 0 WHERE NOT EXISTS (SELECT 1 FROM es_checkpoints WHERE subscription_id = $1)
         )
         SELECT cp.transaction_id::text AS tx, cp.global_position::text AS pos,
                (SELECT count(*) FROM es_events e WHERE (e.transaction_id, e.global_position) > (cp.transaction_id, cp.global_position))::text AS n,
                (SELECT min(created_at) FROM es_events e WHERE (e.transaction_id, e.global_position) > (cp.transaction_id, cp.global_position)) AS oldest,
                now() AS now
           FROM cp`,
        [checkpointIdOf(runner.name)],
      );
      const row = rows[0];
      result.push({
        name: runner.name,
        state: status.state,
        checkpoint: row && row.tx !== '0' ? { transaction_id: row.tx, global_position: row.pos } : null,
        lag: { events: Number(row?.n ?? 0), ms: row?.oldest ? Math.max(0, row.now.getTime() - new Date(row.oldest).getTime()) : 0 },
        processed: status.processed,
        last_error: status.lastError,
      });
    }
    return result;
  }
}
