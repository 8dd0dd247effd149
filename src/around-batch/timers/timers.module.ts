import { Module, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../../platform/jobs/job-worker';
import { BatchWriteModule } from '../../batch/write/batch-write.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { TIMERS } from './timer-definitions';
import { TimerAlertsRepository } from './timer-alerts.repository';
import { TimerJobs } from './timer-jobs';
import { timerJobKind, type TimerJobPayload } from './timer-jobs.types';
import { TimersAdminController } from './timers-admin.controller';
import { TimersReaction } from './timers.reaction';

/** Durable business timers: overdue unpaid requests, the purchase deadline, abandonment (issue 6). */
@Module({
  imports: [ProjectionsModule, BatchWriteModule],
  controllers: [TimersAdminController],
  providers: [TimersReaction, TimerJobs, TimerAlertsRepository],
})
export class TimersModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly reaction: TimersReaction,
    private readonly worker: JobWorker,
    private readonly timers: TimerJobs,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.reaction);
    for (const timer of TIMERS)
      this.worker.register<TimerJobPayload>(timerJobKind(timer.kind), (job) => this.timers.run(timer.kind, job));
  }
}
