import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

/** Resolves the database to use: DATABASE_URL when set, otherwise a persistent embedded cluster. */
export async function provideDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void,
  notice: (message: string) => void = log,
): Promise<RunningPostgres> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: () => Promise.resolve() };
  log(`DATABASE_URL is unset: starting embedded PostgreSQL in ${config.dataDir}/postgres`);
  return startEmbeddedPostgres({
    dataDir: `${config.dataDir}/postgres`,
    database: 'concierge',
    persistent: true,
    log,
    notice,
  });
}
