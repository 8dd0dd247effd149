import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { TEMPLATE_DATABASE, adminUrl, withDatabase } from './database-urls';

/**
 * The embedded cluster lives only as long as the run, so a commit need not wait for its WAL to reach
 * the disk (about 2 ms an fsync here, and the suites commit tens of thousands of times). A crash of
 * this PostgreSQL would lose the last commits, which no test relies on: the tests that stop or kill a
 * PostgreSQL (health/outage, scale) start clusters of their own. A server named by DATABASE_URL is
 * not ours to reconfigure.
 */
async function relaxDurability(admin: Client): Promise<void> {
  await admin.query(`ALTER SYSTEM SET synchronous_commit = off`);
  // Only a crash mid-write could tear a page; without crash recovery to protect, skip the full-page images.
  await admin.query(`ALTER SYSTEM SET full_page_writes = off`);
  await admin.query(`SELECT pg_reload_conf()`);
}

/**
 * Starts the run's PostgreSQL (embedded in temporary folders, or the server named by DATABASE_URL),
 * migrates a template database once per server, and lets each test file clone it.
 *
 * Embedded, every Jest worker gets a cluster of its own: the event log's readers hold back events
 * newer than the oldest transaction still open (the horizon that loses nothing, DESIGN.md §4), and
 * transaction ids are shared by every database of a cluster, so a file holding a transaction open in
 * one worker would stall the log readers of the file running beside it. Within a worker, files run
 * one after another. A DATABASE_URL server is shared by the workers (README, Tests).
 */
export default async function globalSetup(globalConfig?: { maxWorkers?: number }): Promise<void> {
  let serverUrls: string[];
  if (!process.env.DATABASE_URL) {
    const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
    const clusters = await Promise.all(Array.from({ length: workers }, () => startTestCluster()));
    (globalThis as { __EMBEDDED_PGS__?: unknown }).__EMBEDDED_PGS__ = clusters;
    serverUrls = clusters.map((pg) => pg.url);
    for (const url of serverUrls)
      process.stdout.write(`\n[test] embedded PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`);
    process.stdout.write('\n');
  } else {
    serverUrls = [process.env.DATABASE_URL];
    process.stdout.write(`\n[test] using DATABASE_URL's server\n`);
  }
  await Promise.all(serverUrls.map((url) => prepareTemplate(url, !process.env.DATABASE_URL)));
  process.env.TEST_DATABASE_SERVER_URLS = serverUrls.join(' ');
  writeFileSync(join(tmpdir(), 'concierge-test-server-url'), serverUrls[0]);
}

async function startTestCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'concierge-test-pg-'));
  // mkdtemp makes a 0700 folder; the cluster runs as the unprivileged postgres user when we are root.
  chmodSync(dir, 0o755);
  return startEmbeddedPostgres({ dataDir: join(dir, 'data'), database: 'postgres_test', persistent: false });
}

async function prepareTemplate(serverUrl: string, ours: boolean): Promise<void> {
  const admin = new Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  if (ours) await relaxDurability(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const dataSource = createDataSource(withDatabase(serverUrl, TEMPLATE_DATABASE));
  await dataSource.initialize();
  await migrate(dataSource);
  await dataSource.destroy();
}
