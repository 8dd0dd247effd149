import { ConfigError, loadConfig, type AppConfig } from '../../config/app-config';
import { createDataSource, migrate } from '../../database/data-source';
import { provideDatabase } from '../../database/database-url';
import { createEventStore } from '../../event-store/create-event-store';
import { UpcasterRegistry } from '../../event-store/upcaster-registry';
import { createLogSource } from '../runner/create-log-source';
import { LocalKeyManagement } from '../../personal-data/local-key-management';
import { resolvePersonalDataMasterKey } from '../../personal-data/master-key';
import { openingEventStore } from '../../personal-data/opening-event-store';
import { createPersonalDataCipher } from '../../personal-data/personal-data.module';
import type { Projection } from '../runner/projection';
import { renderProgress } from './progress-bar';
import { rebuildProjection } from './projection-rebuilder';

/**
 * `npm run projections:rebuild -- <name>`: replays the log into fresh tables and swaps them in.
 * The platform knows no read model, so the entry point (src/projections-rebuild.cli.ts) passes the
 * catalog, made from the configuration the servers run with (a read model may store what a setting
 * decides); ends the process with 0 (done), 1 (failed) or 2 (unknown name).
 */
export function runRebuildCommand(
  catalog: (config: AppConfig) => readonly Projection[],
  name: string | undefined = process.argv[2],
): void {
  rebuild(catalog, name).catch((error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `Rebuild failed: ${(error as Error)?.stack ?? String(error)}\n`,
    );
    process.exit(1);
  });
}

async function rebuild(catalog: (config: AppConfig) => readonly Projection[], name: string | undefined): Promise<void> {
  const config = loadConfig();
  const projections = catalog(config);
  const projection = projections.find((p) => p.name === name);
  if (!projection) {
    process.stderr.write(
      `Usage: npm run projections:rebuild -- <name>\nProjections: ${projections.map((p) => p.name).join(', ')}\n`,
    );
    process.exit(2);
  }
  // Without DATABASE_URL this opens the development cluster; stop a server using it first.
  const database = await provideDatabase(config, () => undefined);
  const dataSource = createDataSource(database.url, { poolSize: 2 });
  // No module registers upcasters yet; the registry is passed so a future one is honoured here too.
  const upcasters = new UpcasterRegistry();
  // Replays open personal fields as the servers do: erased subjects rebuild as erased.
  const cipher = createPersonalDataCipher(
    (sql, params) => dataSource.query(sql, params),
    new LocalKeyManagement(resolvePersonalDataMasterKey(config)),
  );
  const store = openingEventStore(
    createEventStore(config, database.url, { upcasters, postgres: { poolSize: 2 } }),
    cipher,
  );
  try {
    await dataSource.initialize();
    await migrate(dataSource);
    process.stdout.write(`Rebuilding ${projection.name} (${projection.tables.join(', ')})\n`);
    let lastDraw = 0;
    const result = await rebuildProjection({
      databaseUrl: database.url,
      projection,
      source: createLogSource(config, store, upcasters, cipher),
      onProgress: (p) => {
        const now = Date.now();
        if (now - lastDraw < 100 && p.done < p.total) return;
        lastDraw = now;
        process.stdout.write(`\r${renderProgress(p)}`);
      },
    });
    process.stdout.write(
      `\nDone: ${result.events} events in ${(result.ms / 1000).toFixed(1)} s, checkpoint ${result.checkpoint.tx}:${result.checkpoint.pos}\n`,
    );
  } finally {
    await store.close();
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}
