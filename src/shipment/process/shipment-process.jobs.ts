import { Injectable, Logger } from '@nestjs/common';
import { BatchWriter } from '../../batch';
import type { Job } from '../../platform/jobs/job.types';
import { ApiError } from '../../platform/web/api-error';
import { ShipmentWriter } from '../write/shipment-writer';
import { approvedParcelOf } from './approved-parcel';
import type { CloseAtCutoffPayload, JoinShipmentPayload } from './shipment-process.reactions';
import { ShipmentPlacement } from './shipment-placement';
import { systemContext } from './system-actor';

// Refusals meaning the shipment moved on without us (closed by staff, departed): the job is done.
const MOVED_ON = new Set(['SHIPMENT_NOT_OPEN', 'SHIPMENT_ALREADY_DEPARTED', 'SHIPMENT_NOT_FOUND']);

/** The work of the shipment process's jobs; both are idempotent (at-least-once delivery). */
@Injectable()
export class ShipmentProcessJobs {
  private readonly logger = new Logger('ShipmentProcess');

  constructor(
    private readonly batches: BatchWriter,
    private readonly shipments: ShipmentWriter,
    private readonly placement: ShipmentPlacement,
  ) {}

  /** The order's approved items join its warehouse's open shipment (once: a carried order is refused). */
  async join(job: Job<JoinShipmentPayload>): Promise<void> {
    const { batchId, eventId, correlationId } = job.payload;
    // The stream as it is now: an approval made since this event's is taken along.
    const batch = await this.batches.history(batchId);
    const parcel = approvedParcelOf(batch.state);
    if (!parcel) return;
    const placed = await this.placement.place(batchId, parcel, systemContext(eventId, correlationId));
    if (placed) this.logger.log(`order ${batchId} joined shipment ${placed.shipmentId}`);
  }

  /** CloseShipment at the cut-off, as the system; a shipment staff closed (or sent) already is left alone. */
  async closeAtCutoff(job: Job<CloseAtCutoffPayload>): Promise<void> {
    const { shipmentId, eventId, correlationId } = job.payload;
    try {
      await this.shipments.command(shipmentId, systemContext(eventId, correlationId), 'CloseShipment', {});
    } catch (error) {
      if (error instanceof ApiError && MOVED_ON.has(error.code)) return;
      throw error;
    }
  }
}
