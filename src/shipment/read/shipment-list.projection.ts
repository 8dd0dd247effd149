import { shipmentIdOfStream } from '@machines/shipment';
import type { ProjectionContext } from '../../platform/projections/runner/projection';
import { writeRows, type SqlValue } from '../../platform/projections/runner/upsert';
import { shipmentNumberOf } from '../core/shipment-ids';
import { ShipmentProjection, type FoldedShipment } from './fold-shipments';

export const SHIPMENT_LIST_TABLE = 'rm_shipment_list';

/** One row per shipment: the staff list's columns and the folded context the detail shows. */
export class ShipmentListProjection extends ShipmentProjection {
  readonly name = 'shipment-list';
  readonly tables = [SHIPMENT_LIST_TABLE];

  protected async write(shipments: readonly FoldedShipment[], ctx: ProjectionContext): Promise<void> {
    const rows: Record<string, SqlValue>[] = [];
    for (const s of shipments) {
      const c = s.state.context;
      if (s.state.value === 'none') continue;
      const heldIds = new Set(c.held.map((h) => h.batchId));
      rows.push({
        shipment_id: shipmentIdOfStream(s.streamId),
        stream_id: s.streamId,
        revision: s.revision,
        shipment_number: shipmentNumberOf(c.warehouse, c.cutoffAt),
        warehouse: c.warehouse,
        status: String(s.state.value),
        cutoff_at: c.cutoffAt,
        parcel_count: c.parcels.length,
        held_count: c.parcels.filter((p) => heldIds.has(p.batchId)).length,
        total_weight: c.parcels.reduce((sum, p) => sum + p.weight, 0),
        carrier: c.carrier,
        master_tracking_number: c.masterTrackingNumber,
        context: { ...c },
        updated_at: s.updatedAt,
      });
    }
    await writeRows(ctx.client, ctx.table(SHIPMENT_LIST_TABLE), rows, 'stream_id', { newer: 'revision' });
  }
}
