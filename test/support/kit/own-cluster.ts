import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, migrate } from '../../../src/platform/database/data-source';
import { findFreePort } from '../../../src/platform/database/embedded-postgres';
import { startInstance, type Instance } from './instances';
import { startPostgresProcess, type PostgresProcess } from './postgres-process';

/** A suite's own PostgreSQL cluster under one app instance, for tests that stop or kill the database. */
export interface OwnCluster {
  /** The cluster as last started (stop it or kill its postmaster through this). */
  readonly pg: PostgresProcess;
  readonly instance: Instance;
  /** Starts the cluster again on its folder and port, so the app's URL still reaches it. */
  restart(): Promise<void>;
}

/**
 * `useOwnCluster('outage')`: before the suite, a cluster of its own in a temporary folder, migrated,
 * with an app instance on it; after, both stopped and the folder removed. A restart right after a
 * crash is tried again for a while: the killed cluster's last backends may still be on their way out.
 */
export function useOwnCluster(name: string): OwnCluster {
  let dir: string;
  let port: number;
  let pg: PostgresProcess;
  let instance: Instance;
  const start = async (): Promise<PostgresProcess> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await startPostgresProcess(join(dir, 'data'), port);
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `concierge-${name}-`));
    chmodSync(dir, 0o755);
    port = await findFreePort();
    pg = await start();
    const migrator = createDataSource(pg.url);
    await migrator.initialize();
    await migrate(migrator);
    await migrator.destroy();
    instance = await startInstance(pg.url);
  });
  afterAll(async () => {
    await instance?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    get pg() {
      return pg;
    },
    get instance() {
      return instance;
    },
    async restart() {
      pg = await start();
    },
  };
}
