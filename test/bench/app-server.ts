import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SessionTokens } from '../../src/platform/auth/session-token';

const ROOT = resolve(__dirname, '..', '..');

/** One real server, as `npm start` runs it (the built `dist/`): a child process, so its RSS and CPU can be read. */
export interface AppServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** The database it runs on (the bench writes its parties' account rows there: app-parties.ts). */
  readonly databaseUrl: string;
  /** Mints session tokens with the server's own secret, as sign-in would. */
  readonly tokens: SessionTokens;
  /** Resident memory of the server process now, in MB (0 when it is not running). */
  rssMb(): number;
  /** CPU time (user + system) the server process has used so far, in ms (0 when it is not running). */
  readonly cpuMs: () => number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return kb ? Math.round(Number(kb[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The server's entry point. By default the built one, as `npm start` runs it (`npm run build:server`,
 * once per bench process, then `node dist/src/main.js`: plain JavaScript, no transpiling hook, no
 * source maps). BENCH_SERVER_FROM_SOURCE=1 runs `src/main.ts` through `scripts/run-ts.cjs` instead
 * (SWC at load, inline source maps), the way the bench ran it before. BENCH_SERVER_DIST=dist-a runs
 * a copy of an earlier build instead (no build).
 */
let built = false;
function serverEntry(): string[] {
  if (process.env.BENCH_SERVER_FROM_SOURCE === '1')
    return [join(ROOT, 'scripts', 'run-ts.cjs'), join(ROOT, 'src', 'main.ts')];
  // A copy of an earlier build (a folder beside dist/, e.g. dist-a), to compare two builds turn by turn.
  if (process.env.BENCH_SERVER_DIST) return [join(ROOT, process.env.BENCH_SERVER_DIST, 'src', 'main.js')];
  if (!built) {
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'pipe' });
    built = true;
  }
  return [join(ROOT, 'dist', 'src', 'main.js')];
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const answer = await fetch(`${baseUrl}/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer /health within ${timeoutMs} ms:\n${log()}`);
}

/**
 * The V8 old-space limit production runs with (README "Memory": the Dockerfile's NODE_OPTIONS). At
 * V8's default limit (about 4 GB on this machine) the old space may grow to 4 × what survived the last
 * full collection before the next one, and the catch-up's garbage fills it; under a 1 GB limit V8
 * grows it by about 1.6 ×. The live heap measured in the catch-up was about 70 MB.
 */
export const SERVER_HEAP_MB = 1024;

/**
 * The server's node flags: `--max-old-space-size` as deployed (BENCH_SERVER_HEAP_MB to change it,
 * `0` for V8's own default), then BENCH_SERVER_NODE_ARGS, extra flags such as
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` (a later flag wins).
 */
export function serverNodeArgs(): string[] {
  const heapMb = Number(process.env.BENCH_SERVER_HEAP_MB ?? SERVER_HEAP_MB);
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return [...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []), ...extra];
}

/** The secret and data dir are kept across restarts, so tokens minted before a restart still work. */
export interface ServerSetup {
  databaseUrl: string;
  secret: string;
  dataDir: string;
}

export function serverSetup(databaseUrl: string): ServerSetup {
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-app-bench-'));
  return { databaseUrl, secret: randomBytes(32).toString('hex'), dataDir };
}

export function removeServerData(setup: ServerSetup): void {
  rmSync(setup.dataDir, { recursive: true, force: true });
}

/**
 * Starts the server (see serverEntry) on the bench database (demo seed off) and resolves once /health
 * answers. `nodeArgs` go after serverNodeArgs() (flags NODE_OPTIONS refuses, such as --cpu-prof).
 */
export async function startAppServer(
  setup: ServerSetup,
  timeoutMs = 180_000,
  extraEnv: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<AppServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: setup.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: setup.dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: setup.secret,
    ...extraEnv,
  };
  const child = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, ...serverEntry()], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last output only, for the error message when it fails to start or dies.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => tail, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    databaseUrl: setup.databaseUrl,
    tokens: new SessionTokens(setup.secret, 7 * 24 * 3600),
    rssMb: () => (child.exitCode === null ? rssOf(pid) : 0),
    cpuMs: () => (child.exitCode === null ? cpuMsOf(pid) : 0),
    stop: () => stopChild(child, 30_000),
  };
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`; resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}
