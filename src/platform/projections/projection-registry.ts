import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE_URL } from '../database/database.module';
import { UpcasterRegistry } from '../event-store/upcaster-registry';
import { EVENT_LOG_SOURCE } from './runner/create-log-source';
import type { EventLogSource } from './runner/event-log-source';
import type { Projection } from './runner/projection';
import { SubscriptionRunner, type RunnerOptions } from './runner/subscription-runner';

export const PROJECTION_CHANNEL = Symbol('PROJECTION_CHANNEL');

/**
 * Owns one SubscriptionRunner per registered projection or reaction. Modules register in
 * onModuleInit; the runners start once the whole application is up.
 */
@Injectable()
export class ProjectionRegistry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners = new Map<string, SubscriptionRunner>();
  private started = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(PROJECTION_CHANNEL) private readonly channel: string,
    private readonly upcasters: UpcasterRegistry,
    @Inject(EVENT_LOG_SOURCE) private readonly source: EventLogSource,
  ) {}

  register(projection: Projection, options: Partial<RunnerOptions> = {}): SubscriptionRunner {
    if (this.runners.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    const runner = new SubscriptionRunner({
      databaseUrl: this.databaseUrl,
      projection,
      source: this.source,
      channel: this.channel,
      upcasters: this.upcasters,
      log: (message) => this.logger.warn(message),
      ...options,
    });
    this.runners.set(projection.name, runner);
    if (this.started) runner.start();
    return runner;
  }

  get(name: string): SubscriptionRunner | undefined {
    return this.runners.get(name);
  }

  all(): SubscriptionRunner[] {
    return [...this.runners.values()];
  }

  /** Our own append just committed: no need to wait for NOTIFY or the next poll. */
  wakeAll(): void {
    for (const runner of this.runners.values()) runner.wake();
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const runner of this.runners.values()) runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.started = false;
    await Promise.all(this.all().map((runner) => runner.stop()));
  }
}
