import { Client } from 'pg';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/test-database';

export interface ProjectionDatabase {
  url: string;
  store: PostgresEventStore;
  /** A connection of the suite's own, for its assertions and its test tables. */
  db: Client;
}

/** A fresh database with every migration run, an event store on it and a connected client: where projection suites start. */
export async function openProjectionDatabase(storePoolSize: number): Promise<ProjectionDatabase> {
  const url = await createTestDatabase();
  const ds = createDataSource(url, { poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  const store = new PostgresEventStore(url, { poolSize: storePoolSize });
  const db = new Client({ connectionString: url });
  await db.connect();
  return { url, store, db };
}

/**
 * The suite's projection database, opened before its tests and closed after them: read its fields
 * inside the tests (they are set once `beforeAll` ran).
 */
export function projectionDatabaseOfSuite(storePoolSize: number): ProjectionDatabase {
  const suite = {} as ProjectionDatabase;
  beforeAll(async () => {
    Object.assign(suite, await openProjectionDatabase(storePoolSize));
  });
  afterAll(async () => {
    await suite.store?.close();
    await suite.db?.end();
  });
  return suite;
}
