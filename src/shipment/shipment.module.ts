import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../platform/projections/projections.module';
import { PushBackstop, PushBackstopModule } from '../platform/realtime/push-backstop';
import { reactionHandler } from '../platform/projections/reactions/reaction-handler';
import { Reactions } from '../platform/projections/reactions/reactions';
import { BatchWriteModule, ReadYourWrites } from '../batch';
import { ShipmentsController } from './http/shipments.controller';
import {
  CLOSE_AT_CUTOFF_JOB,
  cutoffReaction,
  JOIN_SHIPMENT_JOB,
  joinShipmentReaction,
  type CloseAtCutoffPayload,
  type JoinShipmentPayload,
} from './process/shipment-process.reactions';
import { ShipmentPlacement } from './process/shipment-placement';
import { ShipmentProcessJobs } from './process/shipment-process.jobs';
import { ParcelFactsQuery } from './read/parcel-facts.query';
import { SHIPMENT_READ_MODELS } from './read/shipment-read-models';
import { ShipmentQueries } from './read/shipment.queries';
import { ShipmentMovesSource } from './read/shipment-moves-source';
import { ShipmentPushSource } from './write/shipment-push-source';
import { ShipmentWriteModule } from './write/shipment-write.module';

/** The process's reactions, found by Nest as @EventsHandler classes and fed by the reactions' dispatcher. */
export const JoinShipmentReactionHandler = reactionHandler('JoinShipmentReactionHandler', joinShipmentReaction);
export const ShipmentCutoffReactionHandler = reactionHandler('ShipmentCutoffReactionHandler', cutoffReaction);

/**
 * The weekly consolidated shipment (machines/shipment) on the server: its writer, its read models
 * on the durable dispatcher, the staff routes, and the process that fills shipments and closes them
 * at their cut-off (reactions + durable jobs, exactly once across instances).
 */
@Module({
  imports: [ShipmentWriteModule, BatchWriteModule, ProjectionsModule, PushBackstopModule],
  controllers: [ShipmentsController],
  providers: [
    ShipmentQueries,
    ShipmentMovesSource,
    ParcelFactsQuery,
    ShipmentPlacement,
    ShipmentProcessJobs,
    ReadYourWrites,
    ...SHIPMENT_READ_MODELS,
    JoinShipmentReactionHandler,
    ShipmentCutoffReactionHandler,
    ShipmentPushSource,
  ],
  exports: [ShipmentMovesSource],
})
export class ShipmentModule implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly jobs: ShipmentProcessJobs,
    private readonly backstop: PushBackstop,
    private readonly pushSource: ShipmentPushSource,
  ) {}

  onModuleInit(): void {
    this.backstop.register(this.pushSource);
    this.reactions.registerJob<JoinShipmentPayload>(JOIN_SHIPMENT_JOB, (job) => this.jobs.join(job));
    this.reactions.registerJob<CloseAtCutoffPayload>(CLOSE_AT_CUTOFF_JOB, (job) => this.jobs.closeAtCutoff(job));
  }
}
