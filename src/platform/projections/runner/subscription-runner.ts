import { EventEmitter } from 'node:events';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { EventLogSource } from './event-log-source';
import { GroupDispatcher } from './group-dispatcher';
import { checkpointIdOf, type Projection } from './projection';
import type { ProjectionMember, RunnerStatus } from './projection-member';

export type { RunnerState, RunnerStatus } from './projection-member';
export { DEFAULT_CHANNEL } from './postgres-log-source';

export interface RunnerOptions {
  databaseUrl: string;
  projection: Projection;
  /** Where the events come from; default: the PostgreSQL adapter's `es_events` (with `channel` and `upcasters`). */
  source?: EventLogSource;
  /** NOTIFY channel of the event store adapter; polling covers a missed or unknown channel. */
  channel?: string;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  batchSize?: number;
  /** The event store's upcasters, so projections see current event schemas (default source only). */
  upcasters?: UpcasterRegistry;
  /** Suffix for table names (`_rebuild`); only the rebuilder sets it. */
  tableSuffix?: string;
  retryDelaysMs?: readonly number[];
  log?: (message: string) => void;
}

/**
 * One projection alone: a group dispatcher with a single member, locked by the projection's own
 * key (`projection:<name>`), as the runners were before groups. Tests and the event-store bench
 * use it; the application registers its projections in groups (ProjectionRegistry).
 */
export class SubscriptionRunner extends EventEmitter {
  private readonly dispatcher: GroupDispatcher;
  private readonly member: ProjectionMember;

  constructor(options: RunnerOptions) {
    super();
    const { projection, batchSize = 200, ...rest } = options;
    this.dispatcher = new GroupDispatcher({
      ...rest,
      batchSize,
      group: projection.name,
      lockKey: checkpointIdOf(projection.name),
    });
    this.member = this.dispatcher.add(projection);
    for (const event of ['active', 'progress', 'failed', 'parked'])
      this.member.on(event, (...args: unknown[]) => this.emit(event, ...args));
  }

  get name(): string {
    return this.member.name;
  }

  snapshot(): RunnerStatus {
    return this.member.snapshot();
  }

  start(): void {
    this.dispatcher.start();
  }

  wake(): void {
    this.dispatcher.wake();
  }

  stop(): Promise<void> {
    return this.dispatcher.stop();
  }
}
