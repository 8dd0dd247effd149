import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/test-database';
import { eventStoreContract } from './event-store.contract';

type PostgresOptions = NonNullable<ConstructorParameters<typeof PostgresEventStore>[1]>;

/**
 * The EventStore contract on PostgresEventStore over a fresh database, with `options` (group commit)
 * over a fast poll, so that the same contract holds for every way the store is configured.
 */
export function postgresStoreContract(options: PostgresOptions = {}): void {
  let url: string;
  eventStoreContract(async () => {
    url = await createTestDatabase();
    return {
      canHoldAppendTransactions: true,
      createStore: (overrides = {}) =>
        Promise.resolve(new PostgresEventStore(url, { poolSize: 20, pollIntervalMs: 250, ...options, ...overrides })),
    };
  });
}
