import { Inject, Injectable } from '@nestjs/common';
import {
  asShipmentStateLike,
  decidePlacement,
  isShipmentError,
  nextCutoff,
  type ShipmentCommandOf,
} from '@machines/shipment';
import { instantOf, isoOf, DAY_MS } from '@machines/shipment/shipment.time';
import type { CommandContext } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiError } from '../../platform/web/api-error';
import { shipmentIdFor } from '../core/shipment-ids';
import { ShipmentQueries } from '../read/shipment.queries';
import { ShipmentWriter, type ShipmentWritten } from '../write/shipment-writer';
import type { ApprovedParcel } from './approved-parcel';

/** Weeks ahead the process looks for a shipment still open (staff may close this week's early). */
const WEEKS_AHEAD = 8;

const isCode = (error: unknown, ...codes: string[]): boolean => error instanceof ApiError && codes.includes(error.code);

/**
 * Which shipment an order's parcel joins: the shipment of its warehouse for the first weekly
 * cut-off from now, or the next week's when that one was closed early. Each week's shipment has a
 * fixed id (shipment-ids.ts), so concurrent processes open the same stream and one of them wins.
 */
@Injectable()
export class ShipmentPlacement {
  constructor(
    private readonly writer: ShipmentWriter,
    private readonly queries: ShipmentQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The cut-offs to try, this week's first. */
  private cutoffs(warehouse: string): string[] {
    const next = nextCutoff(this.config.shipments.scheduleFor(warehouse), this.clock.now().toISOString());
    if (isShipmentError(next)) throw new Error(`No shipment schedule for ${warehouse}: ${next.code}`);
    const first = instantOf(next.cutoffAt) ?? 0;
    return Array.from({ length: WEEKS_AHEAD }, (_, week) => isoOf(first + week * 7 * DAY_MS));
  }

  /** Opens the shipment of `cutoffAt` unless it exists (another instance may have opened it). */
  private async ensureOpened(warehouse: string, cutoffAt: string, context: CommandContext): Promise<string> {
    const shipmentId = shipmentIdFor(warehouse, cutoffAt);
    try {
      await this.writer.command(shipmentId, context, 'OpenShipment', { shipmentId, warehouse, cutoffAt });
    } catch (error) {
      if (!isCode(error, 'SHIPMENT_ALREADY_EXISTS', 'SHIPMENT_CONCURRENT_MODIFICATION')) throw error;
    }
    return shipmentId;
  }

  /** Staff open a shipment: the first week of the warehouse with none yet. */
  async openNext(warehouse: string, context: CommandContext): Promise<ShipmentWritten> {
    for (const cutoffAt of this.cutoffs(warehouse)) {
      const shipmentId = shipmentIdFor(warehouse, cutoffAt);
      if ((await this.writer.load(shipmentId)).state.value !== 'none') continue;
      return this.writer.command(shipmentId, context, 'OpenShipment', { shipmentId, warehouse, cutoffAt });
    }
    throw new ApiError(409, 'SHIPMENT_ALREADY_EXISTS', 'This shipment already exists.', { field: 'warehouse' });
  }

  /**
   * The order's approved items join the open shipment of its warehouse (opened first if none is).
   * Null when another shipment that has not departed already carries the order.
   */
  async place(batchId: string, parcel: ApprovedParcel, context: CommandContext): Promise<ShipmentWritten | null> {
    for (const cutoffAt of this.cutoffs(parcel.warehouse)) {
      const shipmentId = await this.ensureOpened(parcel.warehouse, cutoffAt, context);
      try {
        return await this.writer.execute(shipmentId, context, async (metadata, target) => {
          // Re-read on every attempt: the shipments that may carry the order, from their streams.
          const holders = await this.queries.holdersOf(batchId);
          const others = await Promise.all(
            holders
              .filter((id) => id !== shipmentId)
              .map(async (id) => asShipmentStateLike((await this.writer.load(id)).state)),
          );
          const command: ShipmentCommandOf<'AddParcel'> = {
            type: 'AddParcel',
            data: {
              batchId,
              warehouse: parcel.warehouse,
              itemIds: parcel.itemIds,
              weight: parcel.weight,
              movedFrom: null,
            },
            metadata,
          };
          return { events: decidePlacement(command, target.state, others), commandType: 'AddParcel' };
        });
      } catch (error) {
        if (isCode(error, 'SHIPMENT_PARCEL_IN_ANOTHER_SHIPMENT', 'SHIPMENT_PARCEL_ALREADY_ADDED')) return null;
        // Closed (or gone further) meanwhile: next week's shipment takes it.
        if (isCode(error, 'SHIPMENT_CLOSED', 'SHIPMENT_ALREADY_DEPARTED')) continue;
        throw error;
      }
    }
    return null;
  }
}
