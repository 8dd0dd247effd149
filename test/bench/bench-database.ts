import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

export interface BenchDatabase {
  /** A fresh database per contender, so table sizes and caches do not favour whoever runs second. */
  createDatabase(label: string): Promise<string>;
  settings(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The embedded PostgreSQL on a free port (started here), or DATABASE_URL's server. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = () => Promise.resolve(undefined);
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'concierge-bench-pg-'));
    chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), database: 'bench', persistent: false });
    serverUrl = pg.url;
    stopServer = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const server = serverUrl;
  const created: string[] = [];
  const admin = async <T>(fn: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ connectionString: withDatabase(server, 'postgres') });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    async createDatabase(label) {
      const name = `bench_${label}_${Date.now().toString(36)}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      created.push(name);
      const url = withDatabase(server, name);
      const dataSource = createDataSource(url, { poolSize: 2 });
      await dataSource.initialize();
      await migrate(dataSource);
      await dataSource.destroy();
      return url;
    },
    settings: () =>
      admin(async (c) => {
        const { rows } = await c.query<{ name: string; setting: string; unit: string | null }>(
          `SELECT name, setting, unit FROM pg_settings WHERE name IN ('server_version', 'shared_buffers', 'synchronous_commit', 'fsync', 'max_connections', 'wal_level', 'commit_delay')`,
        );
        return Object.fromEntries(
          rows.map((r) => [r.name, r.unit && r.unit !== '' ? `${r.setting} × ${r.unit}` : r.setting]),
        );
      }),
    async stop() {
      // BENCH_KEEP_DATABASES=1 leaves a DATABASE_URL server's bench databases in place, to read their plans afterwards.
      if (process.env.DATABASE_URL && process.env.BENCH_KEEP_DATABASES !== '1')
        await admin(async (c) => {
          for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      await stopServer();
    },
  };
}
