import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobWorker, type RegisterOptions } from '../../jobs/job-worker';
import type { JobHandler } from '../../jobs/job.types';
import { ProjectionRegistry, READ_MODELS_GROUP } from '../projection-registry';
import type { Reaction } from './reaction';
import { ReactionProjection } from './reaction-projection';

/**
 * Reactions share the read models' dispatcher: they only insert jobs, so the slice read and the
 * transaction that apply the read models serve them too. In a group of their own they cost, per
 * create at about 390 creates/s, 0.26 ms of server and 0.23 ms of PostgreSQL CPU (a second read of
 * each slice, its transaction, checkpoints and wakes), 7-12 % of the creates a second. A reaction
 * that fails is still parked alone (the dispatcher's savepoints), and members standing apart (a read
 * model rebuilt or added) take turns, so one catching up does not hold the reactions back.
 */
export const REACTION_OPTIONS = { group: READ_MODELS_GROUP };

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
    options: Pick<RegisterOptions<Payload>, 'concurrency' | 'batch' | 'batchSize'> = {},
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
