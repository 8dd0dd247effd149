import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../jobs/job-worker';
import { RateLimits } from './rate-limits';
import { SessionStore } from './session-store';

/**
 * Keeps `sessions` and `rate_limits` from growing for ever: both are pruned by the jobs platform's
 * minute housekeeping (where the `jobs` lane runs, like the purge of done jobs), in bounded passes.
 */
@Injectable()
export class AuthHousekeeping implements OnModuleInit {
  constructor(
    private readonly worker: JobWorker,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(RateLimits) private readonly limits: RateLimits,
  ) {}

  onModuleInit(): void {
    this.worker.registerHousekeeping('sessions', () => this.sessions.prune());
    this.worker.registerHousekeeping('rate_limits', () => this.limits.prune());
  }
}
