import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { TEMPLATE_DATABASE, adminUrl, withDatabase } from './database-urls';

/** This Jest worker's PostgreSQL (global-setup.ts: one embedded cluster per worker). */
export function testServerUrl(): string {
  const urls = process.env.TEST_DATABASE_SERVER_URLS?.split(' ').filter(Boolean) ?? [];
  if (urls.length === 0)
    throw new Error(
      'TEST_DATABASE_SERVER_URLS is unset: run integration tests through jest (globalSetup starts PostgreSQL)',
    );
  // JEST_WORKER_ID is 1..maxWorkers, kept by a worker that is replaced (workerIdleMemoryLimit).
  return urls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % urls.length];
}

/** A fresh, fully migrated database cloned from the template, so test files never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = testServerUrl();
  const name = `concierge_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}
