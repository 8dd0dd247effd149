import { Module, type OnModuleInit } from '@nestjs/common';
import { BatchDetailExtras, BatchDetailExtrasModule, BatchWriteModule } from '../../batch';
import { JobWorker } from '../../platform/jobs/job-worker';
import { Reactions } from '../../platform/projections/reactions/reactions';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { ACCEPTANCE_WINDOW_JOB, AcceptanceWindowJob, type AcceptanceWindowPayload } from './acceptance-window.job';
import { AssignmentDetailExtra } from './assignment-detail.extra';
import { AssignmentAdminController } from './assignment-admin.controller';
import { AssignmentRecordsRepository } from './assignment-records.repository';
import { AutoAssigner } from './auto-assigner';
import { AssignmentDecisionLock, DECISIONS_PER_HOLD } from './assignment-decision.lock';
import { AssignmentReactionJob } from './assignment-reaction.job';
import {
  ASSIGNMENT_REACTION_JOB,
  buyerAssignmentReaction,
  type AssignmentReactionPayload,
} from './buyer-assignment.reaction';
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';
import { BuyerAvailabilityController } from './buyer-availability.controller';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { ManualAssignmentController } from './manual-assignment.controller';

/** Slots of the reactions lane the assignment's jobs may hold at once (one instance). */
export const ASSIGNMENT_JOB_SLOTS = 3;

/** The assignment's reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const AssignmentReactionHandler = reactionHandler('AssignmentReactionHandler', buyerAssignmentReaction);

/**
 * Automatic buyer assignment (location, category, availability, rating), its explanations and
 * acceptance window; assignments go through the batch writer. The assignment records reach the
 * batch detail (staff only) through the read side's BatchDetailExtras.
 */
@Module({
  imports: [ProjectionsModule, BatchWriteModule, BatchDetailExtrasModule],
  controllers: [AssignmentAdminController, BuyerAvailabilityController, ManualAssignmentController],
  providers: [
    AssignmentReactionHandler,
    BuyerProfilesRepository,
    AssignmentRecordsRepository,
    AutoAssigner,
    AssignmentDecisionLock,
    AssignmentReactionJob,
    AcceptanceWindowJob,
    AssignmentDetailExtra,
  ],
  exports: [BuyerProfilesRepository, AssignmentRecordsRepository],
})
export class AssignmentModule implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly reactionJob: AssignmentReactionJob,
    private readonly worker: JobWorker,
    private readonly window: AcceptanceWindowJob,
    private readonly detailExtras: BatchDetailExtras,
    private readonly detailExtra: AssignmentDetailExtra,
  ) {}

  onModuleInit(): void {
    // Decisions run one at a time (AssignmentDecisionLock): more slots would only wait on the lock
    // while the timers' and e-mails' jobs wait for a slot. Three: one decides, the next ones go under the same lock hold.
    // In batches (runMany): the decisions' records and the jobs' "done" are a statement a batch each.
    // A batch is at most one lock hold's decisions: its jobs are done together, after the last one.
    this.reactions.registerJob<AssignmentReactionPayload>(ASSIGNMENT_REACTION_JOB, (job) => this.reactionJob.run(job), {
      concurrency: ASSIGNMENT_JOB_SLOTS,
      batch: (jobs) => this.reactionJob.runMany(jobs),
      batchSize: DECISIONS_PER_HOLD,
    });
    this.worker.register<AcceptanceWindowPayload & Record<string, unknown>>(ACCEPTANCE_WINDOW_JOB, (job) =>
      this.window.run(job),
    );
    this.detailExtras.register(this.detailExtra);
  }
}
