import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { createDataSource, migrate, migrationNames } from '../data-source';
import { BACKUP_FORMAT, type BackupHeader, type BackupLine } from './backup-format';
import { checkTransactionIdColumns, ident, tablesInLoadOrder } from './backup-catalog';
import { advanceTransactionCounter, renumberTransactions } from './renumber-transactions';

/** Rows per INSERT: one JSON array parameter each. */
const BATCH_ROWS = 500;

export interface RestoreResult {
  readonly tables: Record<string, number>;
  /** Migrations newer than the backup, run after its rows were loaded. */
  readonly migratedAfter: string[];
}

export class RestoreError extends Error {}

/**
 * Restores a backup (backup-format.ts) into an empty database: the backup's own migrations make its
 * schema, every table is loaded in one transaction (nothing is left half-restored), sequences are
 * set, log positions renumbered for this cluster, then newer migrations run.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<RestoreResult> {
  const lines = readLines(file);
  const first = await lines.next();
  const header = headerOf(first.done ? undefined : first.value);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await refuseUnlessEmpty(client);
    await migrateTo(databaseUrl, header.migrations);
    await client.query('BEGIN');
    const tables = await tablesInLoadOrder(client);
    const names = tables.map((t) => ident(t.name)).join(', ');
    // The migrations' own rows (reference data) give way to the backup's.
    await client.query(`TRUNCATE ${names}`);
    // User triggers (NOTIFY, counters kept by trigger) would act on restored rows as if new; foreign keys stay on.
    for (const t of tables) await client.query(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`);
    const counts = await loadRows(client, lines);
    for (const s of header.sequences)
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [ident(s.name), s.lastValue, s.isCalled]);
    const top = await renumberTransactions(client, await checkTransactionIdColumns(client));
    for (const t of tables) await client.query(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    await advanceTransactionCounter(client, top);
    await client.query('ANALYZE');
    return { tables: counts, migratedAfter: await migrateTo(databaseUrl) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    await lines.return(undefined);
  }
}

async function* readLines(file: string): AsyncGenerator<BackupLine> {
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of input) if (line) yield JSON.parse(line) as BackupLine;
}

function headerOf(line: BackupLine | undefined): BackupHeader {
  if (!line || line[0] !== 'backup' || line[1]?.format !== BACKUP_FORMAT)
    throw new RestoreError('Not a backup written by npm run backup');
  const known = migrationNames();
  const header = line[1];
  header.migrations.forEach((name, i) => {
    if (known[i] !== name)
      throw new RestoreError(`The backup's migration ${i + 1} is ${name}; this version has ${known[i] ?? 'none'}`);
  });
  return header;
}

async function refuseUnlessEmpty(client: Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
  );
  if (rows[0].n > 0) throw new RestoreError('The database is not empty: restore into a new, empty database');
}

/** Runs the named migrations (the backup's), or all of them; returns those that ran. */
async function migrateTo(databaseUrl: string, names?: readonly string[]): Promise<string[]> {
  const dataSource = createDataSource(databaseUrl, { poolSize: 1, migrationCount: names?.length });
  await dataSource.initialize();
  try {
    return await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function loadRows(client: Client, lines: AsyncGenerator<BackupLine>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let table: { name: string; columns: string[] } | undefined;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const columns = table.columns.map(ident).join(', ');
    const name = ident(table.name);
    await client.query(
      `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`,
      [JSON.stringify(batch)],
    );
    counts[table.name] += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line[0] === 'table') {
      await flush();
      table = { name: line[1], columns: line[2] };
      counts[table.name] = 0;
    } else if (line[0] === 'row') {
      batch.push(line[1]);
      if (batch.length >= BATCH_ROWS) await flush();
    } else if (line[0] === 'end') {
      await flush();
      const expected = line[1];
      for (const [name, n] of Object.entries(expected))
        if (counts[name] !== n) throw new RestoreError(`Table ${name}: ${counts[name] ?? 0} rows read, ${n} written`);
      return counts;
    }
  }
  throw new RestoreError('The backup file ends before its last line: it is incomplete');
}
