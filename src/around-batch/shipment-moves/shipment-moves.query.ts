import { Injectable } from '@nestjs/common';
import type { ShipmentMoveProgress } from '@contracts/shipments';
import { ShipmentMovesRepository } from './shipment-moves.repository';

/**
 * The progress of a shipment's latest move (departed, arrived or sorted), or null before any: what
 * the shipment detail's `moves` field shows. Exported by the module's index for src/shipment.
 */
@Injectable()
export class ShipmentMovesQuery {
  constructor(private readonly moves: ShipmentMovesRepository) {}

  progressOf(shipmentId: string): Promise<ShipmentMoveProgress | null> {
    return this.moves.progress(shipmentId);
  }
}
