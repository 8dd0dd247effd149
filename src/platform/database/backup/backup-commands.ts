import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../../config/env-readers';
import { type DatabaseToolConfig, loadDatabaseToolConfig } from '../../config/database-tool-config';
import { provideDatabase } from '../database-url';
import { writeBackup } from './write-backup';
import { restoreBackup } from './restore-backup';

const say = (text: string) => process.stdout.write(`${text}\n`);

/**
 * Only DATABASE_URL (or DATA_DIR) is read, never the app's secrets. Without DATABASE_URL these open
 * the development cluster in DATA_DIR: stop a server using it first.
 */
async function withDatabase<T>(work: (url: string, config: DatabaseToolConfig) => Promise<T>): Promise<T> {
  const config = loadDatabaseToolConfig();
  const database = await provideDatabase(config, () => undefined);
  try {
    return await work(database.url, config);
  } finally {
    await database.stop();
  }
}

function fail(what: string): (error: unknown) => void {
  return (error) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${what} failed: ${(error as Error)?.message ?? String(error)}\n`,
    );
    process.exit(1);
  };
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** `npm run backup [FILE]`: default DATA_DIR/backups/concierge-<UTC time>.backup.gz. */
export function runBackupCommand(file: string | undefined = process.argv[2]): void {
  withDatabase(async (url, config) => {
    const target = resolve(file ?? join(config.dataDir, 'backups', `concierge-${stamp()}.backup.gz`));
    await mkdir(dirname(target), { recursive: true });
    const result = await writeBackup(url, target);
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    say(`Backup written: ${result.file} (${Object.keys(result.tables).length} tables, ${rows} rows)`);
  }).catch(fail('Backup'));
}

/** `npm run restore FILE`: into the empty database of DATABASE_URL (or a new development cluster). */
export function runRestoreCommand(file: string | undefined = process.argv[2]): void {
  if (!file) {
    process.stderr.write('Usage: npm run restore <backup file> (into an empty database)\n');
    process.exit(2);
  }
  withDatabase(async (url) => {
    const result = await restoreBackup(url, resolve(file));
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    say(`Restored ${rows} rows into ${Object.keys(result.tables).length} tables`);
    if (result.migratedAfter.length) say(`Then migrated: ${result.migratedAfter.join(', ')}`);
  }).catch(fail('Restore'));
}
