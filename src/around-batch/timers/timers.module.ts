import { Module, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../../platform/jobs/job-worker';
import { BatchWriteModule } from '../../batch';
import { Reactions } from '../../platform/projections/reactions/reactions';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { TIMERS } from './timer-definitions';
import { TimerAlertsRepository } from './timer-alerts.repository';
import { TimerJobs } from './timer-jobs';
import { TimerEpisodes } from './timer-episodes';
import { TIMER_EPISODES_JOB, timerJobKind, type TimerEpisodesPayload, type TimerJobPayload } from './timer-jobs.types';
import { TimersAdminController } from './timers-admin.controller';
import { timersReaction } from './timers.reaction';
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';

/** The timers' reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const TimersReactionHandler = reactionHandler('TimersReactionHandler', timersReaction);

/** Durable business timers: overdue unpaid requests, the purchase deadline, abandonment. */
@Module({
  imports: [ProjectionsModule, BatchWriteModule],
  controllers: [TimersAdminController],
  providers: [TimerEpisodes, TimerJobs, TimerAlertsRepository, TimersReactionHandler],
})
export class TimersModule implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly episodes: TimerEpisodes,
    private readonly worker: JobWorker,
    private readonly timers: TimerJobs,
  ) {}

  onModuleInit(): void {
    for (const timer of TIMERS)
      this.worker.register<TimerJobPayload>(timerJobKind(timer.kind), (job) => this.timers.run(timer.kind, job));
    this.reactions.registerJob<TimerEpisodesPayload>(TIMER_EPISODES_JOB, (job) => this.episodes.run(job));
  }
}
