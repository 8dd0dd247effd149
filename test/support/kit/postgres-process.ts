import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** A PostgreSQL cluster a test may stop and start again (same data folder, same port, same URL). */
export interface PostgresProcess {
  url: string;
  /** A fast shutdown: clients are disconnected, every committed transaction is on disk. */
  stop(): Promise<void>;
  /**
   * A crash: `kill -9` of the postmaster (its pid from `postmaster.pid` in the data folder), then of
   * the process that started it. Committed transactions survive (fsync and synchronous commit on);
   * start the cluster again on the same folder with `startPostgresProcess`.
   */
  killPostmaster(): Promise<void>;
}

/** Starts (or restarts) the cluster in `dataDir` on `port`, in a child process. */
export function startPostgresProcess(dataDir: string, port: number): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'scripts', 'run-ts.cjs'),
      join(ROOT, 'test', 'support', 'postgres-process', 'pg-server.ts'),
      dataDir,
      String(port),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready)
        resolve({
          url: ready[1],
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
          async killPostmaster() {
            const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
            process.kill(pid, 'SIGKILL');
            child.kill('SIGKILL');
            await exited;
          },
        });
    });
    void exited.then(() => reject(new Error(`PostgreSQL process exited before it was ready:\n${output}`)));
  });
}
