import { shipmentIdOfStream } from '@machines/shipment';
import type { ProjectionContext } from '../../platform/projections/runner/projection';
import { writeRows, type SqlValue } from '../../platform/projections/runner/upsert';
import { ShipmentProjection, type FoldedShipment } from './fold-shipments';

export const SHIPMENT_PARCELS_TABLE = 'rm_shipment_parcels';

/**
 * The shipment detail's parcels, one row per order in a shipment (held ones flagged): a shipment
 * touched by the slice has its rows replaced by what its folded state lists, so a parcel moved out
 * or left behind at departure leaves the table. The batch index serves "which shipments carry
 * this order" (the process's placement check).
 */
export class ShipmentParcelsProjection extends ShipmentProjection {
  readonly name = 'shipment-detail';
  readonly tables = [SHIPMENT_PARCELS_TABLE];

  protected async write(shipments: readonly FoldedShipment[], ctx: ProjectionContext): Promise<void> {
    const table = ctx.table(SHIPMENT_PARCELS_TABLE);
    const rows: Record<string, SqlValue>[] = [];
    for (const s of shipments) {
      const shipmentId = shipmentIdOfStream(s.streamId);
      const held = new Map(s.state.context.held.map((h) => [h.batchId, h.reason]));
      s.state.context.parcels.forEach((p, index) =>
        rows.push({
          shipment_id: shipmentId,
          batch_id: p.batchId,
          revision: s.revision,
          position: index,
          item_ids: [...p.itemIds] as unknown as Record<string, unknown>,
          weight: p.weight,
          held: held.has(p.batchId),
          hold_reason: held.get(p.batchId) ?? null,
          moved_from: p.movedFrom,
        }),
      );
    }
    await ctx.client.query(`DELETE FROM ${table} WHERE shipment_id = ANY($1)`, [
      shipments.map((s) => shipmentIdOfStream(s.streamId)),
    ]);
    await writeRows(ctx.client, table, rows);
  }
}
