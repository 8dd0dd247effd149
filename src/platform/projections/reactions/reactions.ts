import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobWorker } from '../../jobs/job-worker';
import type { JobHandler } from '../../jobs/job.types';
import { ProjectionRegistry } from '../projection-registry';
import type { Reaction } from './reaction';
import { ReactionProjection } from './reaction-projection';

export const REACTIONS_GROUP = 'reactions';

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
    const adapter = new ReactionProjection(reaction, this.clock, () => this.config.jobsMaxAttempts);
    // One dispatcher for every reaction: they only insert jobs, so one slice read serves them all.
    this.registry.register(adapter, { group: REACTIONS_GROUP });
    return adapter;
  }

  /** A reaction whose work is one job kind: registers both, the job's handler on the `reactions` lane. */
  registerWithJob<Payload extends Record<string, unknown>>(
    reaction: Reaction,
    kind: string,
    handler: JobHandler<Payload>,
  ): ReactionProjection {
    const adapter = this.register(reaction);
    this.worker.register<Payload>(kind, handler, { lane: 'reactions' });
    return adapter;
  }
}
