import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobWorker, type RegisterOptions } from '../../jobs/job-worker';
import type { JobHandler } from '../../jobs/job.types';
import { ProjectionRegistry } from '../projection-registry';
import type { Reaction } from './reaction';
import { ReactionProjection } from './reaction-projection';

export const REACTIONS_GROUP = 'reactions';
/** One dispatcher for every reaction: they only insert jobs, so one slice read serves them all. */
export const REACTION_OPTIONS = { group: REACTIONS_GROUP };

/** Registers reactions with the log reader; a feature calls it from its module's onModuleInit. */
@Injectable()
export class Reactions {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly worker: JobWorker,
  ) {}

  /**
   * The job handlers of `reaction.kinds` are the feature's to register, on the `reactions` lane:
   * `jobWorker.register(kind, handler, { lane: 'reactions' })`.
   */
  register(reaction: Reaction): ReactionProjection {
    const adapter = this.projectionOf(reaction);
    this.registry.register(adapter, REACTION_OPTIONS);
    return adapter;
  }

  /** The reaction as its dispatcher runs it (a `reactionHandler` class registers it through discovery). */
  projectionOf(reaction: Reaction): ReactionProjection {
    return new ReactionProjection(reaction, this.clock, () => this.config.jobsMaxAttempts);
  }

  /**
   * A reaction's job handler, on the `reactions` lane; `concurrency` bounds the slots a kind whose
   * jobs wait on something slow may hold there (RegisterOptions).
   */
  registerJob<Payload extends Record<string, unknown>>(
    kind: string,
    handler: JobHandler<Payload>,
    options: Pick<RegisterOptions, 'concurrency'> = {},
  ): void {
    this.worker.register<Payload>(kind, handler, { ...options, lane: 'reactions' });
  }

  /** A reaction whose work is one job kind: registers both, the job's handler on the `reactions` lane. */
  registerWithJob<Payload extends Record<string, unknown>>(
    reaction: Reaction,
    kind: string,
    handler: JobHandler<Payload>,
  ): ReactionProjection {
    const adapter = this.register(reaction);
    this.registerJob(kind, handler);
    return adapter;
  }
}
