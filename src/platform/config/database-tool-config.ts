// What the database tools (npm run backup / restore) read, and nothing else: an operator's shell or
// a cron job has the database's address, not the app's secrets, so they must not need the whole
// production configuration that loadConfig insists on.
import type { AppConfig } from './app-config';
import { ConfigError, type Env } from './env-readers';
import { readDatabaseUrl } from './event-store.config';
import { readDataDir, readNodeEnv } from './server.config';

export type DatabaseToolConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** DATABASE_URL (a PostgreSQL URL), else DATA_DIR's embedded cluster; production still needs DATABASE_URL. */
export function loadDatabaseToolConfig(env: Env = process.env): DatabaseToolConfig {
  const problems: string[] = [];
  // Production refuses the embedded cluster here too: a cron job missing DATABASE_URL would otherwise
  // back up a new, empty cluster made in DATA_DIR and report success.
  const production = readNodeEnv(env, problems) === 'production';
  const databaseUrl = readDatabaseUrl(env, production, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return { databaseUrl, dataDir: readDataDir(env) };
}
