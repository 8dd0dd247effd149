import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../src/platform/config/app-config';
import { createApp } from '../../../src/create-app';
import { createDataSource } from '../../../src/platform/database/data-source';

export interface Instance {
  app: NestExpressApplication;
  baseUrl: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Another server process's worth of application on an existing (already migrated) database, on its
 * own HTTP port (startTestApp always makes a fresh database): for "several instances share the
 * table / the sockets" and "a new app after a restart" tests.
 */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    PORT: '0',
    SESSION_SECRET: 'test-session-secret-with-at-least-32-chars',
    // Every instance of a test database must share it, or they could not read each other's personal fields.
    PERSONAL_DATA_MASTER_KEY: 'dGVzdC1wZXJzb25hbC1kYXRhLW1hc3Rlci1rZXktMzI=',
    // Suites sign in and upload far more often than a person: the rate limits have their own tests.
    RATE_LIMITS: 'false',
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const dataSource = createDataSource(databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const app = await createApp(config, dataSource, databaseUrl);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataSource,
    async close() {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
