import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../src/platform/config/app-config';
import { createDataSource } from '../../../src/platform/database/data-source';
import { buildTestApp, listenLocally, TEST_ENV, type ProviderOverrides } from '../test-app';

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
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { overrides?: ProviderOverrides } = {},
): Promise<Instance> {
  const config = loadConfig({
    ...TEST_ENV,
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const dataSource = createDataSource(databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const app = await buildTestApp(config, dataSource, databaseUrl, options);
  return {
    app,
    baseUrl: await listenLocally(app),
    dataSource,
    async close() {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
