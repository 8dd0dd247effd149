import type { BatchState } from '../../machines/batch';
import { boughtItems } from '../../machines/batch/batch.items';
import { batchColumns } from '../projections/batch-state/batch-columns';
import { batchIdOfStream, eventTime, storeState } from '../projections/batch-state/batch-state';
import { foldBatch } from '../projections/batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../projections/runner/projection';
import { writeRows, type SqlValue } from '../projections/runner/upsert';
import { hkDate } from './hk-date';
import { orderFigures } from './order-figures';

export const BUYER_STATISTICS_PROJECTION = 'buyer-statistics';
export const STATISTIC_ORDERS_TABLE = 'rm_buyer_statistic_orders';
export const STATISTIC_STATE_TABLE = 'rm_buyer_statistic_stream_state';

/**
 * Which event counts an order, and when: the moment the buyer's work is paid for.
 * - `PaymentCaptured`: the one capture after purchase; its item ids are what was bought.
 * - `PurchaseCompleted` of a batch whose payment was already captured at checkout (the `paid`
 *   path, PaymentSettled): nothing is captured later, so completing the purchase counts it.
 * The Hong Kong date of that event's business time is the order's day.
 */
export function countedItems(event: LoggedEvent, before: BatchState, after: BatchState): readonly string[] | null {
  if (event.type === 'PaymentCaptured') return (event.data as { itemIds: string[] }).itemIds;
  if (event.type === 'PurchaseCompleted' && before.context.payments.captured > 0) return boughtItems(after.context).map((i) => i.id);
  return null;
}

/**
 * Buyer statistics read model: one row per counted order (buyer, Hong Kong date, figures). Rows,
 * folded states and the checkpoint commit in the runner's transaction, so each order counts once;
 * the primary key on the batch keeps a replay from counting it twice.
 */
export class BuyerStatisticsProjection implements Projection {
  readonly name = BUYER_STATISTICS_PROJECTION;
  readonly tables = [STATISTIC_ORDERS_TABLE, STATISTIC_STATE_TABLE];

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const rows: Record<string, SqlValue>[] = [];
    const onEvent = (event: LoggedEvent, before: BatchState, after: BatchState): void => {
      const itemIds = countedItems(event, before, after);
      const buyerId = after.context.buyerId;
      if (!itemIds || !buyerId) return;
      const figures = orderFigures(after.context, itemIds);
      const columns = batchColumns(after);
      if (!figures || !columns) return;
      const at = eventTime(event);
      rows.push({
        batch_id: batchIdOfStream(event.streamId),
        buyer_id: buyerId,
        batch_number: columns.batch_number,
        hk_date: hkDate(at),
        order_value: figures.orderValue,
        total_fee: figures.totalFee,
        buyer_fee: figures.buyerFee,
        counted_at: at,
      });
    };
    const streams = await foldBatch(ctx.client, ctx.table(STATISTIC_STATE_TABLE), events, { tableHasCreatedAt: false, onEvent });
    await writeRows(
      ctx.client,
      ctx.table(STATISTIC_STATE_TABLE),
      streams.map((s) => ({ stream_id: s.streamId, revision: s.revision, state: { ...storeState(s.state) } })),
      'stream_id',
    );
    if (rows.length === 0) return;
    const table = ctx.table(STATISTIC_ORDERS_TABLE);
    await ctx.client.query(
      `INSERT INTO ${table} (batch_id, buyer_id, batch_number, hk_date, order_value, total_fee, buyer_fee, counted_at)
       SELECT batch_id, buyer_id, batch_number, hk_date, order_value, total_fee, buyer_fee, counted_at
         FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
       ON CONFLICT (batch_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
}
