import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

// The entry point as a process, run from source through the same SWC hook the benchmarks use, so
// the start-up tests need no build. Output is kept whole for the assertions and the failure text.
const ROOT = join(__dirname, '..', '..');
export const START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM when still running; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'run-ts.cjs'), join(ROOT, 'src', 'main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves once the output matches `pattern`; rejects if the process exits first or the start times out. */
export async function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  while (!pattern.test(server.output())) {
    if (stopped) throw new Error(`the server exited before ${pattern}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
