import { Module, type OnModuleInit } from '@nestjs/common';
import { BatchDetailExtras, BatchDetailExtrasModule, BatchWriteModule } from '../../batch';
import { JobWorker } from '../../platform/jobs/job-worker';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { AutoWorkflowRepository } from './auto-workflow.repository';
import { RobotAdminController } from './robot-admin.controller';
import { RobotDetailExtra } from './robot-detail.extra';
import { RobotFailuresRepository } from './robot-failures.repository';
import { RobotJobs } from './robot-jobs';
import { AUTO_SEND_JOB, ROBOT_PURCHASE_JOB, type AutoSendPayload, type RobotPurchasePayload } from './robot-jobs.types';
import { robotReaction } from './robot.reaction';
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';

/** The robot's reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const RobotReactionHandler = reactionHandler('RobotReactionHandler', robotReaction);

/**
 * The purchase robot's jobs, its failure records and the auto-workflow switch. The robot itself is
 * the PurchaseRobot port (purchase-robot.port.ts), bound by the composition root (today the local
 * simulator in src/dev: no real robot client exists yet).
 * The failures reach the batch detail (buyer and staff) through the read side's BatchDetailExtras.
 */
@Module({
  imports: [ProjectionsModule, BatchWriteModule, BatchDetailExtrasModule],
  controllers: [RobotAdminController],
  providers: [RobotFailuresRepository, AutoWorkflowRepository, RobotJobs, RobotDetailExtra, RobotReactionHandler],
  exports: [RobotFailuresRepository, AutoWorkflowRepository],
})
export class RobotModule implements OnModuleInit {
  constructor(
    private readonly worker: JobWorker,
    private readonly jobs: RobotJobs,
    private readonly detailExtras: BatchDetailExtras,
    private readonly detailExtra: RobotDetailExtra,
  ) {}

  onModuleInit(): void {
    this.worker.register<AutoSendPayload>(AUTO_SEND_JOB, (job) => this.jobs.autoSend(job));
    this.worker.register<RobotPurchasePayload>(ROBOT_PURCHASE_JOB, (job) => this.jobs.purchase(job));
    this.detailExtras.register(this.detailExtra);
  }
}
