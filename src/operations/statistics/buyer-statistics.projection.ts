import { batchViewOfParsed, type BatchStateLike, batchIdOfStream } from '@machines/batch';
import { boughtItems } from '@machines/batch/batch.items';
import { batchColumns, eventTime, foldBatch, type PricingOptions } from '../../batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import type { SqlValue } from '../../platform/projections/runner/upsert';
import { hkDate } from './hk-date';
import { orderFigures, type OrderFigures } from './order-figures';

export const BUYER_STATISTICS_PROJECTION = 'buyer-statistics';
export const STATISTIC_ORDERS_TABLE = 'rm_buyer_statistic_orders';

/** The fee table the detail page prices with; loaded only when a batch of events needs it. */
export type PricingSource = () => Promise<PricingOptions>;

/** Events after which an order's figures are (re)computed. */
const FIGURE_EVENTS = new Set(['PaymentCaptured', 'PurchaseCompleted', 'ItemsRefunded']);

/**
 * Which event counts an order, and when: the moment the buyer's work is paid for.
 * - `PaymentCaptured`: the one capture after purchase.
 * - `PurchaseCompleted` of a batch whose payment was already captured at checkout (the `paid`
 *   path, PaymentSettled): nothing is captured later, so completing the purchase counts it.
 * The Hong Kong date of that event's business time is the order's day.
 */
export function counts(event: LoggedEvent, before: BatchStateLike, after: BatchStateLike): boolean {
  if (event.type === 'PaymentCaptured') return true;
  return (
    event.type === 'PurchaseCompleted' && before.context.payments.captured > 0 && boughtItems(after.context).length > 0
  );
}

const figureColumns = (f: OrderFigures): Record<string, SqlValue> => ({
  order_value: f.orderValue,
  total_fee: f.totalFee,
  buyer_fee: f.buyerFee,
});

/**
 * Buyer statistics read model: one row per counted order (buyer, Hong Kong date, figures). A refund
 * after the count recomputes the order's figures on its original day (less money kept, the fee and
 * earning re-priced on what is kept); a refund of everything removes the order. Rows and the checkpoint
 * commit in the runner's transaction, so each event takes effect once; the
 * primary key on the batch keeps a replay from counting an order twice.
 */
export class BuyerStatisticsProjection implements Projection {
  readonly name = BUYER_STATISTICS_PROJECTION;
  readonly tables = [STATISTIC_ORDERS_TABLE];

  constructor(private readonly pricingSource: PricingSource | null = null) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const pricing =
      this.pricingSource && events.some((e) => FIGURE_EVENTS.has(e.type)) ? await this.pricingSource() : null;
    /** New counts by batch, written with ON CONFLICT DO NOTHING. */
    const counted = new Map<string, Record<string, SqlValue>>();
    /** Recomputed figures of orders counted earlier (null: nothing kept, the order goes). */
    const adjusted = new Map<string, OrderFigures | null>();
    // orderFigures reads the view over the folded state itself (batchViewOfParsed), not batchView's
    // JSON copy of the context: it only reads, and the copy cost more than the figures.
    const onEvent = (event: LoggedEvent, before: BatchStateLike, after: BatchStateLike): void => {
      const batchId = batchIdOfStream(event.streamId);
      const buyerId = after.context.buyerId;
      if (!buyerId) return;
      if (event.type === 'ItemsRefunded') {
        const figures = orderFigures(batchViewOfParsed(after), pricing);
        const row = counted.get(batchId);
        if (!row) adjusted.set(batchId, figures);
        else if (figures) counted.set(batchId, { ...row, ...figureColumns(figures) });
        else counted.delete(batchId);
        return;
      }
      if (!counts(event, before, after)) return;
      const figures = orderFigures(batchViewOfParsed(after), pricing);
      const columns = batchColumns(after);
      if (!figures || !columns) return;
      const at = eventTime(event);
      counted.set(batchId, {
        batch_id: batchId,
        buyer_id: buyerId,
        batch_number: columns.batch_number,
        hk_date: hkDate(at),
        ...figureColumns(figures),
        counted_at: at,
      });
    };
    await foldBatch(ctx, events, { onEvent });
    const table = ctx.table(STATISTIC_ORDERS_TABLE);
    if (counted.size > 0) {
      await ctx.client.query(
        `INSERT INTO ${table} (batch_id, buyer_id, batch_number, hk_date, order_value, total_fee, buyer_fee, counted_at)
         SELECT batch_id, buyer_id, batch_number, hk_date, order_value, total_fee, buyer_fee, counted_at
           FROM json_populate_recordset(NULL::${table}, $1::json)
         ON CONFLICT (batch_id) DO NOTHING`,
        [JSON.stringify([...counted.values()])],
      );
    }
    // One statement per kind for the whole slice: the re-priced orders, then the ones refunded in full.
    const repriced = [...adjusted].flatMap(([batchId, f]) => (f ? [{ batch_id: batchId, ...figureColumns(f) }] : []));
    const gone = [...adjusted].flatMap(([batchId, f]) => (f ? [] : [batchId]));
    if (repriced.length > 0)
      await ctx.client.query(
        `UPDATE ${table} t SET order_value = r.order_value, total_fee = r.total_fee, buyer_fee = r.buyer_fee
           FROM json_populate_recordset(NULL::${table}, $1::json) r WHERE t.batch_id = r.batch_id`,
        [JSON.stringify(repriced)],
      );
    if (gone.length > 0) await ctx.client.query(`DELETE FROM ${table} WHERE batch_id = ANY($1)`, [gone]);
  }
}
