import { declareConcern } from './env-variable';
import { type Env, readBool, readCount, readEnum, readPositiveNumber, readUrl } from './env-readers';

export type EventStoreKind = 'postgres' | 'eventstoredb';

export const eventStoreConcern = declareConcern({
  title: 'Database and event store',
  summary: 'Where the events, read models and everything else are kept, and how the batch writer uses them.',
  variables: {
    DATABASE_URL: {
      defaultText: 'unset: embedded PostgreSQL',
      description:
        'Any PostgreSQL 13+ (`postgres://…`); unset, an embedded PostgreSQL from npm runs with its data in `DATA_DIR`',
    },
    EVENT_STORE: {
      default: 'postgres',
      description:
        '`postgres`, or `eventstoredb`: events go to EventStoreDB/KurrentDB while read models, checkpoints and everything else stay in PostgreSQL',
    },
    EVENTSTORE_URL: {
      defaultText: 'unset',
      description:
        '`esdb://…` connection string of an EventStoreDB/KurrentDB server; needed by `EVENT_STORE=eventstoredb`, and in tests it adds a run against that server',
    },
    EVENT_STORE_GROUP_COMMIT: {
      default: false,
      description:
        'Concurrent appends to PostgreSQL share one transaction and one WAL flush, each still checked and refused alone (no gain measured on a 2-core machine, see docs/benchmarks.md)',
    },
    BATCH_STATE_CACHE_SIZE: {
      default: 5000,
      description: 'Batches whose folded state the writer keeps in memory (LRU); `0` reads the stream on every command',
    },
    BATCH_SNAPSHOT_EVERY: {
      default: 100,
      description:
        "The writer stores a snapshot of a batch's state every this many events (table `batch_snapshots`, rebuildable)",
    },
    READ_YOUR_WRITES_WAIT_MS: {
      default: 2000,
      description:
        "How long a query waits for the read model to include the caller's own write before answering `stale: true`",
    },
  },
});

const { names: v, variables: d } = eventStoreConcern;

export interface EventStoreConfig {
  databaseUrl: string | undefined;
  eventStore: EventStoreKind;
  eventStoreUrl: string | undefined;
  /** PostgreSQL adapter: concurrent appends share one transaction and one WAL flush (EVENT_STORE_GROUP_COMMIT). */
  eventStoreGroupCommit: boolean;
  /** Batch writer (src/batch/write): streams whose folded state it keeps in memory (0 = none: every command reads its stream). */
  batchStateCacheSize: number;
  /** Batch writer: a snapshot of the folded state every this many events of a stream. */
  batchSnapshotEvery: number;
  /** How long a query waits for a projection to reach the caller's own write before answering `stale: true`. */
  readYourWritesWaitMs: number;
}

/** DATABASE_URL, a PostgreSQL URL or unset; production refuses unset (also read alone by the backup tools). */
export function readDatabaseUrl(env: Env, production: boolean, problems: string[]): string | undefined {
  const databaseUrl = readUrl(env, v.DATABASE_URL, ['postgres:', 'postgresql:'], problems);
  if (production && !databaseUrl)
    problems.push('NODE_ENV=production needs DATABASE_URL (the embedded PostgreSQL is for development)');
  return databaseUrl;
}

export function readEventStoreConfig(env: Env, production: boolean, problems: string[]): EventStoreConfig {
  const databaseUrl = readDatabaseUrl(env, production, problems);
  const eventStore = readEnum(
    env,
    v.EVENT_STORE,
    ['postgres', 'eventstoredb'] as const,
    d.EVENT_STORE.default,
    problems,
  );
  const eventStoreUrl = readUrl(env, v.EVENTSTORE_URL, ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrent:'], problems);
  if (eventStore === 'eventstoredb' && !eventStoreUrl) problems.push('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
  return {
    databaseUrl,
    eventStore,
    eventStoreUrl,
    eventStoreGroupCommit: readBool(env, v.EVENT_STORE_GROUP_COMMIT, d.EVENT_STORE_GROUP_COMMIT.default, problems),
    batchStateCacheSize: readCount(env, v.BATCH_STATE_CACHE_SIZE, d.BATCH_STATE_CACHE_SIZE.default, problems),
    batchSnapshotEvery: readPositiveNumber(env, v.BATCH_SNAPSHOT_EVERY, d.BATCH_SNAPSHOT_EVERY.default, problems, true),
    readYourWritesWaitMs: readPositiveNumber(
      env,
      v.READ_YOUR_WRITES_WAIT_MS,
      d.READ_YOUR_WRITES_WAIT_MS.default,
      problems,
      true,
    ),
  };
}
