import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import { AUDIT_TIMELINE_TABLE } from './audit-timeline.projection';
import { quoteRevisionsOf, type TimelineEvent } from './quote-revisions';
import { batchNotFound } from '../../write/domain-error.mapper';

/** Every event of one batch in stream order, for staff and auditors; its quote revisions for every party. */
@Injectable()
export class AuditTimelineQuery {
  constructor(private readonly dataSource: DataSource) {}

  /** Each row carries `quote`: the quote revision its event made (figures, reason), else null. */
  async timeline(batchId: string): Promise<{ results: Record<string, unknown>[] }> {
    const rows = await this.rows(batchId);
    if (rows.length === 0) throw batchNotFound();
    const { byRow } = quoteRevisionsOf(rows as unknown as TimelineEvent[]);
    return {
      results: rows.map((row, i) => {
        const entry = byRow[i];
        if (!entry) return { ...row, quote: null };
        const { at: _at, actor_id: _id, actor_role: _role, ...quote } = entry;
        return { ...row, quote };
      }),
    };
  }

  /** The batch's quote revisions, oldest first, with who made each and why (the caller's access is checked first). */
  async quoteRevisions(batchId: string): Promise<{ results: QuoteRevisionEntry[] }> {
    const rows = await this.rows(batchId);
    return { results: quoteRevisionsOf(rows as unknown as TimelineEvent[]).revisions };
  }

  private async rows(batchId: string): Promise<Record<string, unknown>[]> {
    if (batchId.length > 100) throw batchNotFound();
    return this.dataSource.query(
      `SELECT t.revision::int AS revision, t.transaction_id::text || '/' || t.global_position::text AS position, t.event_type AS type,
              t.actor_id, t.actor_role, t.command_id, t.correlation_id, t.occurred_at AS at, t.recorded_at,
              t.status_before, t.status_after, t.data
         FROM ${AUDIT_TIMELINE_TABLE} t
        WHERE t.batch_id = $1 OR t.batch_id = (SELECT batch_id FROM rm_batch_detail WHERE batch_number = $1 LIMIT 1)
        ORDER BY t.revision`,
      [batchId],
    );
  }
}
