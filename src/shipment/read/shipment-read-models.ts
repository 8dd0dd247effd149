import type { Projection } from '../../platform/projections/runner/projection';
import { ShipmentListProjection } from './shipment-list.projection';
import { ShipmentParcelsProjection } from './shipment-parcels.projection';

/** The shipment read models: ShipmentModule registers them with the runner, src/read-models.ts offers them to the rebuild CLI. */
export function shipmentReadModelProjections(): Projection[] {
  return [new ShipmentListProjection(), new ShipmentParcelsProjection()];
}
