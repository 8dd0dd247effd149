import { Client } from 'pg';
import { adminUrl } from './database-urls';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URLS?.split(' ')[0];
  const clusters = (globalThis as { __EMBEDDED_PGS__?: { stop(): Promise<void> }[] }).__EMBEDDED_PGS__;
  // The embedded clusters' folders are thrown away whole; dropping their clones one by one first only costs time.
  if (serverUrl && !clusters) {
    // Drop the per-file clones we made on a shared server so repeated runs do not pile them up.
    const admin = new Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'concierge_test_%'`,
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.end();
  }
  if (clusters) await Promise.all(clusters.map((pg) => pg.stop()));
}
