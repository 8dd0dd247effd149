import { Injectable } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import {
  DurableEventsHandler,
  DurableLogSlice,
} from '../../platform/projections/durable-events/durable-events-handler';
import type { Projection } from '../../platform/projections/runner/projection';
import { ShipmentListProjection } from './shipment-list.projection';
import { ShipmentParcelsProjection } from './shipment-parcels.projection';

/** The staff shipment list, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class ShipmentListReadModel extends DurableEventsHandler {
  readonly projection = new ShipmentListProjection();
}

/** Each shipment's parcels, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class ShipmentParcelsReadModel extends DurableEventsHandler {
  readonly projection = new ShipmentParcelsProjection();
}

/** ShipmentModule provides these; the platform's discovery registers them with the runner. */
export const SHIPMENT_READ_MODELS = [ShipmentListReadModel, ShipmentParcelsReadModel];

/** Fresh projections of the shipment read models, for src/read-models.ts (the rebuild CLI). */
export function shipmentReadModelProjections(): Projection[] {
  return [new ShipmentListProjection(), new ShipmentParcelsProjection()];
}
