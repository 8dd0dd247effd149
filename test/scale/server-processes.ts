import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/platform/database/embedded-postgres';

// Real server processes on one database, started as test/start/start-process.e2e.ts starts one:
// `src/main.ts` through the SWC hook (no build), so a `kill -9` ends a whole instance with its
// PostgreSQL sessions, as it would in production.
const ROOT = join(__dirname, '..', '..');
const START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  readonly pid: number;
  /** How the instance names itself as a dispatcher owner (`<pid>@<host>`, src/platform/lifecycle/instance-name.ts). */
  readonly instance: string;
  output(): string;
  readonly exited: Promise<number | null>;
  alive(): boolean;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), `hkc-scale-${name}-`));
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // The suite's own settings only: not the outer shell's store, provider or mail server.
  for (const key of ['EVENT_STORE', 'EVENTSTORE_URL', 'PAYMENT_PROVIDER_URL', 'SMTP_URL']) delete inherited[key];
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    READ_YOUR_WRITES_WAIT_MS: '15000',
    SEED_DEMO_DATA: 'false',
    // One master key for every instance: each has its own data folder, where it would make its own.
    PERSONAL_DATA_MASTER_KEY: 'dGVzdC1wZXJzb25hbC1kYXRhLW1hc3Rlci1rZXktMzI=',
    ...env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'run-ts.cjs'), join(ROOT, 'src', 'main.ts')],
    { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.finally(() => rmSync(dataDir, { recursive: true, force: true })).catch(() => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    baseUrl,
    pid: child.pid ?? 0,
    instance: `${child.pid}@${hostname()}`,
    output: () => text,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!server.alive()) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(baseUrl))) {
    if (!server.alive()) throw new Error(`${name} exited before listening:\n${text}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not listen within ${START_TIMEOUT_MS} ms:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/health`)).ok;
  } catch {
    return false;
  }
}
