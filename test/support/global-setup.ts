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
 * Starts one PostgreSQL for the whole run (embedded in a temporary folder, or the server named by
 * DATABASE_URL), migrates a template database once, and lets each test file clone it.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'concierge-test-pg-'));
    // mkdtemp makes a 0700 folder; the cluster runs as the unprivileged postgres user when we are root.
    chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres({
      dataDir: join(dir, 'data'),
      database: 'postgres_test',
      persistent: false,
    });
    (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = pg;
    serverUrl = pg.url;
    process.stdout.write(`\n[test] embedded PostgreSQL at ${serverUrl.replace(/:[^:@/]+@/, ':***@')}\n`);
  } else {
    process.stdout.write(`\n[test] using DATABASE_URL's server\n`);
  }
  const admin = new Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  if (!process.env.DATABASE_URL) await relaxDurability(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const dataSource = createDataSource(withDatabase(serverUrl, TEMPLATE_DATABASE));
  await dataSource.initialize();
  await migrate(dataSource);
  await dataSource.destroy();
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  writeFileSync(join(tmpdir(), 'concierge-test-server-url'), serverUrl);
}
