import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { BatchWriteModule } from '../../batch/write/batch-write.module';
import { JobWorker } from '../../platform/jobs/job-worker';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { ACCEPTANCE_WINDOW_JOB, AcceptanceWindowJob, type AcceptanceWindowPayload } from './acceptance-window.job';
import { AssignmentAdminController } from './assignment-admin.controller';
import { AssignmentRecordsRepository } from './assignment-records.repository';
import { AutoAssigner } from './auto-assigner';
import { BuyerAssignmentReaction } from './buyer-assignment.reaction';
import { BuyerAvailabilityController } from './buyer-availability.controller';
import { BuyerProfilesRepository } from './buyer-profiles.repository';

/**
 * Automatic buyer assignment (location, category, availability, rating), its explanations and
 * acceptance window; assignments go through the batch writer. Global: the batch detail
 * (src/batch/read) shows the assignment records to staff without src/batch importing this feature.
 */
@Global()
@Module({
  imports: [ProjectionsModule, BatchWriteModule],
  controllers: [AssignmentAdminController, BuyerAvailabilityController],
  providers: [BuyerProfilesRepository, AssignmentRecordsRepository, AutoAssigner, BuyerAssignmentReaction, AcceptanceWindowJob],
  exports: [BuyerProfilesRepository, AssignmentRecordsRepository],
})
export class AssignmentModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly reaction: BuyerAssignmentReaction,
    private readonly worker: JobWorker,
    private readonly window: AcceptanceWindowJob,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.reaction);
    this.worker.register<AcceptanceWindowPayload & Record<string, unknown>>(ACCEPTANCE_WINDOW_JOB, (job) => this.window.run(job));
  }
}
