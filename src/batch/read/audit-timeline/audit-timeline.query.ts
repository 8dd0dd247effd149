import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_TIMELINE_TABLE } from './audit-timeline.projection';
import { batchNotFound } from '../../write/domain-error.mapper';

/** Every event of one batch in stream order, for staff and auditors. */
@Injectable()
export class AuditTimelineQuery {
  constructor(private readonly dataSource: DataSource) {}

  async timeline(batchId: string): Promise<{ results: Record<string, unknown>[] }> {
    if (batchId.length > 100) throw batchNotFound();
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT t.revision::int AS revision, t.transaction_id::text || '/' || t.global_position::text AS position, t.event_type AS type,
              t.actor_id, t.actor_role, t.command_id, t.correlation_id, t.occurred_at AS at, t.recorded_at,
              t.status_before, t.status_after, t.data
         FROM ${AUDIT_TIMELINE_TABLE} t
        WHERE t.batch_id = $1 OR t.batch_id = (SELECT batch_id FROM rm_batch_detail WHERE batch_number = $1 LIMIT 1)
        ORDER BY t.revision`,
      [batchId],
    );
    if (rows.length === 0) throw batchNotFound();
    return { results: rows };
  }
}
