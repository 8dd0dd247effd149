import { Module, type OnModuleInit } from '@nestjs/common';
import { BatchWriteModule } from '../../batch';
import { ShipmentModule, ShipmentMovesSource } from '../../shipment';
import { JobWorker } from '../../platform/jobs/job-worker';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';
import { Reactions } from '../../platform/projections/reactions/reactions';
import { RealtimePublishModule } from '../../platform/realtime/realtime-publish.module';
import { FanOutJob } from './fan-out.job';
import { OrderMoveJob } from './order-move.job';
import { ShipmentMovesController } from './shipment-moves.controller';
import { ShipmentMovesPush } from './shipment-moves.push';
import { ShipmentMovesQuery } from './shipment-moves.query';
import { shipmentMovesReaction } from './shipment-moves.reaction';
import { ShipmentMovesRepository } from './shipment-moves.repository';
import { FAN_OUT_JOB, MOVE_JOB, type FanOutPayload, type MovePayload } from './shipment-moves.types';

/** The moves' reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const ShipmentMovesReactionHandler = reactionHandler('ShipmentMovesReactionHandler', shipmentMovesReaction);

/**
 * When a shipment departs, arrives in Hong Kong or is sorted, every order it carries moves to the
 * matching shipping stage through the batch writer, once per order (README.md).
 */
@Module({
  imports: [ProjectionsModule, BatchWriteModule, RealtimePublishModule, ShipmentModule],
  controllers: [ShipmentMovesController],
  providers: [
    ShipmentMovesRepository,
    ShipmentMovesPush,
    ShipmentMovesQuery,
    FanOutJob,
    OrderMoveJob,
    ShipmentMovesReactionHandler,
  ],
  exports: [ShipmentMovesQuery],
})
export class ShipmentMovesModule implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly worker: JobWorker,
    private readonly fanOut: FanOutJob,
    private readonly move: OrderMoveJob,
    private readonly query: ShipmentMovesQuery,
    private readonly detailMoves: ShipmentMovesSource,
  ) {}

  onModuleInit(): void {
    // The shipment detail shows this process's progress without importing it.
    this.detailMoves.use((shipmentId) => this.query.progressOf(shipmentId));
    // Both on the reactions lane: due at once and run on every instance, so a departure's orders are
    // shared by all running instances and a dead one's leases are taken over by the others.
    this.reactions.registerJob<FanOutPayload>(FAN_OUT_JOB, (job) => this.fanOut.run(job));
    this.worker.register<MovePayload>(MOVE_JOB, (job) => this.move.run(job), { lane: 'reactions' });
  }
}
