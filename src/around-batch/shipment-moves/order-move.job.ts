import { Injectable } from '@nestjs/common';
import type { ShippingStage } from '@machines/batch';
import { BatchWriter } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import type { Job } from '../../platform/jobs/job.types';
import { ApiError } from '../../platform/web/api-error';
import { alreadyAt, orderTarget } from './move-targets';
import { ShipmentMovesPush } from './shipment-moves.push';
import { ShipmentMovesRepository } from './shipment-moves.repository';
import { SHIPMENT_MOVES_ACTOR, type MovePayload } from './shipment-moves.types';

/** Answers that say "try again later", not "never": a lost race after the writer's retries, a server fault. */
const isTransient = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500 || error.code === 'BATCH_CONCURRENT_MODIFICATION';

/** Recorded when an order could not be reached for every attempt the job queue allows. */
export const GAVE_UP = { code: 'SHIPMENT_MOVE_UNAVAILABLE', message: 'The order could not be moved for now.' };

/**
 * Moves one order to its stage through the batch writer with the system actor (UpdateOrderStatus,
 * the command staff send by hand). The check "already there" is made on the very state the command
 * is decided on and appended against (exact revision), so a re-run, a second instance or a later
 * event's move never writes a second stage event. A refusal by the machine is final (failed, with
 * its code); anything else is thrown and retried with the queue's backoff.
 */
@Injectable()
export class OrderMoveJob {
  constructor(
    private readonly writer: BatchWriter,
    private readonly moves: ShipmentMovesRepository,
    private readonly push: ShipmentMovesPush,
    private readonly clock: Clock,
  ) {}

  async run(job: Job<MovePayload>): Promise<void> {
    const { eventId, batchId, eventType, correlationId, shipmentId } = job.payload;
    const key = { eventId, batchId };
    let target: ShippingStage | undefined;
    let batchNumber: string | undefined;
    try {
      const context = { actor: SHIPMENT_MOVES_ACTOR, correlationId, causationId: eventId };
      await this.writer.execute(batchId, context, (metadata, state) => {
        batchNumber = state.context.batchNumber || undefined;
        target = orderTarget(eventType, state.context);
        if (alreadyAt(state.context, target)) return [];
        return { type: 'UpdateOrderStatus', data: { status: target }, metadata };
      });
      await this.moves.recordOutcome(key, { status: 'moved', batchNumber, target }, this.clock.now());
    } catch (error) {
      if (!isTransient(error)) {
        const { code, message } = error as ApiError;
        await this.moves.recordOutcome(key, { status: 'failed', batchNumber, target, code, message }, this.clock.now());
      } else if (job.attempt >= job.maxAttempts) {
        await this.moves.recordOutcome(key, { status: 'failed', batchNumber, target, ...GAVE_UP }, this.clock.now());
      } else {
        await this.moves.recordOutcome(key, { status: 'pending', batchNumber, target }, this.clock.now());
        throw error;
      }
    } finally {
      this.push.changed(shipmentId);
    }
  }
}
