import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE_URL } from '../database/database.module';
import { UpcasterRegistry } from '../event-store/upcaster-registry';
import { EVENT_LOG_SOURCE } from './runner/create-log-source';
import type { EventLogSource } from './runner/event-log-source';
import { GroupDispatcher } from './runner/group-dispatcher';
import type { Projection } from './runner/projection';
import type { ProjectionMember } from './runner/projection-member';

export const PROJECTION_CHANNEL = Symbol('PROJECTION_CHANNEL');

/** Where projections with tables go unless they name a group. */
export const READ_MODELS_GROUP = 'read-models';

export interface RegisterOptions {
  /**
   * The dispatcher that runs this projection. Default: `read-models` for a projection with tables;
   * a projection without tables (a reaction) that names no group runs alone in a group of its own name.
   */
  group?: string;
  /** The group's dispatcher reads a live slice this long after the wake (DispatcherOptions.settleMs); set by its first member. */
  settleMs?: number;
}

/**
 * Owns one GroupDispatcher per group of projections. Modules register in onModuleInit; the
 * dispatchers start once the whole application is up.
 */
@Injectable()
export class ProjectionRegistry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly dispatchers = new Map<string, GroupDispatcher>();
  private readonly members = new Map<string, ProjectionMember>();
  private started = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(PROJECTION_CHANNEL) private readonly channel: string,
    private readonly upcasters: UpcasterRegistry,
    @Inject(EVENT_LOG_SOURCE) private readonly source: EventLogSource,
  ) {}

  register(projection: Projection, options: RegisterOptions = {}): ProjectionMember {
    if (this.members.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    const group = options.group ?? (projection.tables.length > 0 ? READ_MODELS_GROUP : projection.name);
    let dispatcher = this.dispatchers.get(group);
    if (!dispatcher) {
      dispatcher = new GroupDispatcher({
        databaseUrl: this.databaseUrl,
        group,
        source: this.source,
        channel: this.channel,
        upcasters: this.upcasters,
        settleMs: options.settleMs,
        log: (message) => this.logger.warn(message),
      });
      this.dispatchers.set(group, dispatcher);
    }
    const member = dispatcher.add(projection);
    this.members.set(projection.name, member);
    if (this.started) dispatcher.start();
    return member;
  }

  get(name: string): ProjectionMember | undefined {
    return this.members.get(name);
  }

  all(): ProjectionMember[] {
    return [...this.members.values()];
  }

  groups(): GroupDispatcher[] {
    return [...this.dispatchers.values()];
  }

  /** Our own append just committed: no need to wait for NOTIFY or the next poll. */
  wakeAll(): void {
    for (const dispatcher of this.dispatchers.values()) dispatcher.wake();
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const dispatcher of this.dispatchers.values()) dispatcher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.started = false;
    await Promise.all(this.groups().map((dispatcher) => dispatcher.stop()));
  }
}
