import { Injectable } from '@nestjs/common';
import type { ShipmentMoveProgress } from '@contracts/shipments';

type ProgressOf = (shipmentId: string) => Promise<ShipmentMoveProgress | null>;

/**
 * Where the shipment detail reads its `moves` from. The process that moves a shipment's orders
 * lives above the batch (src/around-batch/shipment-moves) and plugs its progress in at start, so
 * this feature never imports it; with no process plugged in the detail has no moves to show.
 */
@Injectable()
export class ShipmentMovesSource {
  private source: ProgressOf | null = null;

  use(source: ProgressOf): void {
    this.source = source;
  }

  progressOf(shipmentId: string): Promise<ShipmentMoveProgress | null> {
    return this.source ? this.source(shipmentId) : Promise.resolve(null);
  }
}
