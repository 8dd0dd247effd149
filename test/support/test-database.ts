import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { TEMPLATE_DATABASE, adminUrl, withDatabase } from './database-urls';

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_SERVER_URL is unset: run integration tests through jest (globalSetup starts PostgreSQL)',
    );
  return url;
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
