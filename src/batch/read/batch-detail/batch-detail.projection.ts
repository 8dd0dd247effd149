import { batchIdOfStream } from '@machines/batch';
import { batchColumns } from '../../core/state/batch-columns';
import { storeState } from '../../core/state/batch-state';
import { BATCH_DETAIL_PROJECTION, BATCH_DETAIL_TABLE } from '../../core/state/detail-read-model';
import { foldBatch } from '../batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../../platform/projections/runner/projection';
import { writeRows, type SqlValue } from '../../../platform/projections/runner/upsert';

/**
 * One row per batch: the folded state (`state`: value + context) plus the columns the detail lookup
 * and ownership check need. Its query derives the view (`batchView`, the context with the status
 * table's fields) and `allowed_commands` from the state, so the row holds the context once (it
 * used to store the view too, about half of the row). That state is also where the group's other
 * read models start folding a stream (`fold-batch.ts`).
 */
export class BatchDetailProjection implements Projection {
  readonly name = BATCH_DETAIL_PROJECTION;
  readonly tables = [BATCH_DETAIL_TABLE];

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const table = ctx.table(BATCH_DETAIL_TABLE);
    const rows: Record<string, SqlValue>[] = [];
    for (const s of await foldBatch(ctx, events, { stateTable: table })) {
      const columns = batchColumns(s.state);
      if (!columns) continue;
      rows.push({
        batch_id: batchIdOfStream(s.streamId),
        stream_id: s.streamId,
        revision: s.revision,
        ...columns,
        created_at: s.createdAt,
        updated_at: s.updatedAt,
        state: { ...storeState(s.state) },
      });
    }
    await writeRows(ctx.client, table, rows, 'stream_id', { newer: 'revision' });
  }
}
