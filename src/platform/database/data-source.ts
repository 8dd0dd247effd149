import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';

export function createDataSource(
  url: string,
  options: { poolSize?: number; entities?: DataSourceOptions['entities'] } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    entities: options.entities ?? [],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    extra: { max: options.poolSize ?? 20 },
    logging: ['error'],
  });
}

export async function migrate(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}
