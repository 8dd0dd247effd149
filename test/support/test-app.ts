import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import type { DestinationStream } from 'pino';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { APPLICATION_OPTIONS, appModule, configureApp } from '../../src/create-app';
import { createDataSource } from '../../src/platform/database/data-source';
import { createTestDatabase } from './test-database';
import type { AccountType } from '../../src/platform/auth/actor';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { recordAnswers } from './openapi-contract-check';

export interface TestApp {
  /** Mints a real session token, as sign-in would, for an actor of this app. */
  tokenFor(subject: { id: string; accountType: AccountType; email?: string }): string;
  app: NestExpressApplication;
  baseUrl: string;
  databaseUrl: string;
  dataSource: DataSource;
  config: AppConfig;
  close(): Promise<void>;
}

/** The configuration every test server runs with, under each suite's own variables. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  PORT: '0',
  SESSION_SECRET: 'test-session-secret-with-at-least-32-chars',
  // Every instance of a test database must share it, or they could not read each other's personal fields.
  PERSONAL_DATA_MASTER_KEY: 'dGVzdC1wZXJzb25hbC1kYXRhLW1hc3Rlci1rZXktMzI=',
  // Suites sign in and upload far more often than a person: the rate limits have their own tests.
  RATE_LIMITS: 'false',
};

/**
 * Provider overrides on Nest's testing module, for a test that swaps an outside service:
 * `(module) => module.overrideProvider(PurchaseRobot).useValue(robot)`.
 */
export type ProviderOverrides = (module: TestingModuleBuilder) => TestingModuleBuilder;

export interface BuildAppOptions {
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  overrides?: ProviderOverrides;
}

/**
 * The real application built through Nest's testing module (`Test.createTestingModule`), so a test
 * can override a provider, then configured exactly as main.ts's `createApp` does. Not listening yet.
 */
export async function buildTestApp(
  config: AppConfig,
  dataSource: DataSource,
  databaseUrl: string,
  options: BuildAppOptions = {},
): Promise<NestExpressApplication> {
  const builder = Test.createTestingModule({
    imports: [appModule(config, dataSource, databaseUrl, { logStream: options.logStream })],
  });
  const moduleRef = await (options.overrides ? options.overrides(builder) : builder).compile();
  return configureApp(moduleRef.createNestApplication<NestExpressApplication>(APPLICATION_OPTIONS), config);
}

/** Listens on a free local port (0 = any) and returns the server's base URL. */
export async function listenLocally(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** Boots the real application on a fresh database and a real HTTP port (0 = any free one). */
export async function startTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    // A loaded 2-core CI machine can keep a projection busy for more than the production 2 s; tests assert
    // `stale: false` after their own writes, so they wait longer rather than flake.
    READ_YOUR_WRITES_WAIT_MS: '15000',
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const dataSource = createDataSource(databaseUrl, { poolSize: 10 });
  await dataSource.initialize();
  const app = await buildTestApp(config, dataSource, databaseUrl, options);
  recordAnswers(app);
  return {
    app,
    baseUrl: await listenLocally(app),
    databaseUrl,
    dataSource,
    config,
    tokenFor: (subject) => app.get(SessionTokens).issue(subject).token,
    async close() {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
