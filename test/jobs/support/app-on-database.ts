import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../src/platform/config/app-config';
import { createApp } from '../../../src/create-app';
import { createDataSource } from '../../../src/platform/database/data-source';
import { JsonLogger } from '../../../src/platform/logging/json-logger';

export interface InstanceOnDatabase {
  app: NestExpressApplication;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * One more server instance on an existing database (startTestApp always makes a fresh one): for
 * "several instances share the table" and "a new app after a restart" tests.
 */
export async function startInstanceOn(databaseUrl: string, env: Record<string, string> = {}): Promise<InstanceOnDatabase> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', PORT: '0', SESSION_SECRET: 'test-session-secret-with-at-least-32-chars', ...env, DATABASE_URL: databaseUrl });
  const dataSource = createDataSource(databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const app = await createApp(config, dataSource, databaseUrl, new JsonLogger('error'));
  await app.init();
  return {
    app,
    dataSource,
    async close() {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
