import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** One app instance of the local cluster: `node dist/src/main.js` on its own internal port. */
export interface InstanceProcess {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server with `env`; its log lines are prefixed with its name. */
export async function startInstanceProcess(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<InstanceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (out: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once `/health` answers 2xx; fails if the process exits first or after `timeoutMs`. */
export async function waitHealthy(instance: InstanceProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void instance.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${instance.name} exited before it was healthy`);
    try {
      if ((await fetch(`${instance.url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} was not healthy within ${timeoutMs} ms`);
}
