import type { AppConfig } from '../config/app-config';
import type { EventStore } from './event-store.port';
import type { UpcasterRegistry } from './upcaster-registry';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  upcasters?: UpcasterRegistry;
  postgres?: Omit<PostgresEventStoreOptions, 'upcasters'>;
}

/** Picks the adapter from configuration: PostgreSQL (default) or EventStoreDB (EVENT_STORE=eventstoredb). */
export function createEventStore(
  config: Pick<AppConfig, 'eventStore' | 'eventStoreUrl'> & Partial<Pick<AppConfig, 'eventStoreGroupCommit'>>,
  databaseUrl: string,
  options: CreateEventStoreOptions = {},
): EventStore {
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreUrl) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
    // Loaded only when selected, so the default deployment never loads the gRPC stack.
    const { EventStoreDbEventStore } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
      require('./eventstoredb/eventstoredb-event-store') as typeof import('./eventstoredb/eventstoredb-event-store');
    return new EventStoreDbEventStore(config.eventStoreUrl, { upcasters: options.upcasters });
  }
  return new PostgresEventStore(databaseUrl, {
    groupCommit: config.eventStoreGroupCommit ?? false,
    ...options.postgres,
    upcasters: options.upcasters,
  });
}
