import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupLine,
  type BackupSequence,
} from './backup-format';
import { checkTransactionIdColumns, ident, tablesInLoadOrder } from './backup-catalog';

const FETCH_ROWS = 500;

export interface BackupResult {
  readonly file: string;
  readonly tables: Record<string, number>;
}

/**
 * Writes every table of the database to `file` (backup-format.ts) from one snapshot: a REPEATABLE
 * READ, READ ONLY transaction sees the event log, the read models, their checkpoints and the
 * uploads as of one instant while the app keeps writing. The file appears only once complete.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupResult> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(partial));
  const write = async (line: BackupLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await checkTransactionIdColumns(client);
    const tables = await tablesInLoadOrder(client);
    await write(['backup', await header(client)]);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      await write(['table', table.name, table.columns]);
      counts[table.name] = 0;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) AS row FROM ${ident(table.name)} t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: Record<string, unknown> }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const { row } of rows) await write(['row', row]);
        counts[table.name] += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
    }
    await write(['end', counts]);
    await client.query('COMMIT');
    gzip.end();
    await once(out, 'finish');
    await rename(partial, file);
    return { file, tables: counts };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function header(client: Client): Promise<BackupHeader> {
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  const migrations = await client.query<{ name: string }>(`SELECT name FROM typeorm_migrations ORDER BY id`);
  const names = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  const sequences: BackupSequence[] = [];
  // A sequence is outside the snapshot: it may be ahead of the rows read, which leaves a gap, never a reuse.
  for (const { name } of names.rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
    );
    sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    serverVersion: version.rows[0].server_version,
    migrations: migrations.rows.map((r) => r.name),
    sequences,
  };
}
