import type { DataSource } from 'typeorm';
import { migrate } from '../../platform/database/data-source';
import { seedDemoData } from './seed-demo-data';

/**
 * What every start does to its database before the app serves: apply the migrations, then (when
 * configured) the demo accounts. Shared by the process entry and the local cluster script, which runs it
 * once before its instances so they find the schema up to date.
 */
export async function migrateAndSeed(
  dataSource: DataSource,
  seed: boolean,
  log: (message: string) => void,
): Promise<void> {
  const applied = await migrate(dataSource);
  log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  if (!seed) return;
  const seeded = await seedDemoData(dataSource);
  if (seeded.length) log(`seeded demo accounts: ${seeded.join(', ')}`);
}
