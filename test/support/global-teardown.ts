import { Client } from 'pg';
import { adminUrl } from './database-urls';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  const pg = (globalThis as { __EMBEDDED_PG__?: { stop(): Promise<void> } }).__EMBEDDED_PG__;
  // The embedded cluster's folder is thrown away whole; dropping its clones one by one first only costs time.
  if (serverUrl && !pg) {
    // Drop the per-file clones we made on a shared server so repeated runs do not pile them up.
    const admin = new Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'concierge_test_%'`,
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.end();
  }
  if (pg) await pg.stop();
}
