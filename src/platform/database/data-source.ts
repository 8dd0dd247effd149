import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';

export function createDataSource(
  url: string,
  options: {
    poolSize?: number;
    entities?: DataSourceOptions['entities'];
    /** The first this many migrations only (a restore migrates to its backup's schema first). */
    migrationCount?: number;
  } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: options.migrationCount === undefined ? MIGRATIONS : MIGRATIONS.slice(0, options.migrationCount),
    entities: options.entities ?? [],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    extra: { max: options.poolSize ?? 20 },
    logging: ['error'],
  });
}

/** The migrations' names in the order they run. */
export const migrationNames = (): string[] => MIGRATIONS.map((m) => m.name);

export async function migrate(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}
