import {
  batchIdOfStream,
  DEFAULT_BATCH_OPTIONS,
  pickupDeadline,
  pickupWindow,
  refundedOfOrdered,
} from '@machines/batch';
import type { BatchContext, BatchStateLike } from '@machines/batch';
import { batchColumns } from '../../core/state/batch-columns';
import { foldBatch } from '../batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../../platform/projections/runner/projection';
import { writeRows, type SqlValue } from '../../../platform/projections/runner/upsert';

export const BATCH_LIST_TABLE = 'rm_batch_list';

const BOUGHT_STATES: readonly string[] = ['purchased', 'sent', 'received'];

/**
 * Lower-cased text the list's `search` matches: batch number, item names, brands, links, then the
 * purchase-site order ids and tracking numbers (migration 1763903100000 fills these in for rows
 * written before; keep the order).
 */
function searchText(c: BatchContext): string {
  return [
    c.batchNumber,
    ...c.items.flatMap((i) => [i.name, i.brand, i.link]),
    ...c.items.flatMap((i) => [i.purchaseSiteOrderId, i.trackingNumber]),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** End of free storage while the order waits at the pickup point (the rule the detail, timers and commands count by). */
function pickupUntil(state: BatchStateLike, freeStorageDays: number): Date | null {
  const pickup = pickupWindow(state);
  return pickup && pickupDeadline(pickup, freeStorageDays);
}

/**
 * One summary row per batch, serving the request list, the order list and the archive. Which list
 * a row is in depends on its status and, for completed ones, on the time since the last update,
 * so membership is decided at query time (src/batch/read), not stored.
 */
export class BatchListProjection implements Projection {
  readonly name = 'batch-list';
  readonly tables = [BATCH_LIST_TABLE];

  /**
   * `freeStorageDays`: PICKUP_FREE_STORAGE_DAYS (the servers pass theirs; the default is the
   * setting's). The stored end of free storage follows it, so a changed setting reaches rows at the
   * pickup point with their next event or a rebuild.
   */
  constructor(private readonly freeStorageDays: number = DEFAULT_BATCH_OPTIONS.freeStorageDays) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const table = ctx.table(BATCH_LIST_TABLE);
    const rows: Record<string, SqlValue>[] = [];
    for (const s of await foldBatch(ctx, events)) {
      const columns = batchColumns(s.state);
      if (!columns) continue;
      const c = s.state.context;
      const { refunded, ordered } = refundedOfOrdered(c.items);
      rows.push({
        batch_id: batchIdOfStream(s.streamId),
        stream_id: s.streamId,
        revision: s.revision,
        ...columns,
        item_count: c.items.length,
        purchased_items: c.items.filter((i) => BOUGHT_STATES.includes(i.state)).length,
        // "1 of 2 items refunded" on the dashboards (migration 1763904400000).
        refunded_items: refunded,
        ordered_items: ordered,
        // The dashboards show a batch by its first item (migration 1763903700000).
        first_item_name: c.items[0]?.name ?? null,
        first_item_image: c.items[0]?.imageId ?? null,
        total: c.fees?.total ?? null,
        currency: c.fees?.currency ?? null,
        // The dashboards' countdown; the days left are counted when read (batch-list.query.ts).
        pickup_until: pickupUntil(s.state, this.freeStorageDays),
        search_text: searchText(c),
        created_at: s.createdAt,
        updated_at: s.updatedAt,
      });
    }
    // No `state`: no query reads it, and the fold starts from the detail model's (fold-batch.ts).
    await writeRows(ctx.client, table, rows, 'stream_id', { newer: 'revision' });
  }
}
