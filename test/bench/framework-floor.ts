// The framework floor (the reference of the app bench's command rows): the raw commit floor's transaction behind the
// product's HTTP stack alone (framework-floor-server.ts: NestJS on Express, one route, a JSON body,
// BEGIN; INSERT jsonb; COMMIT), loaded exactly as the remark phase loads the product (the same
// node:http client, closed loop, same connections and duration). Measured in the same run as the
// commit floor, it says how much of the floor is left once a request goes through the framework at
// all, before any of the product's own work (auth, validation, decide, hash chain, read models).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { benchCall } from './bench-http';
import { closedLoop, type LoadFigures } from './app-load';
import type { Progress } from './app-progress';
import { cpuMsOf, serverNodeArgs, stopChild } from './app-server';
import { postgresCpuMeter } from './postgres-cpu';

const ROOT = resolve(__dirname, '..', '..');

export async function frameworkFloor(
  databaseUrl: string,
  progress: Progress,
  o: { connections: number; ms: number; platform: 'express' | 'fastify' },
): Promise<LoadFigures> {
  const child = spawn(
    process.execPath,
    [
      ...serverNodeArgs(),
      join(ROOT, 'scripts', 'run-ts.cjs'),
      join(ROOT, 'test', 'bench', 'framework-floor-server.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, POOL_SIZE: String(o.connections), PLATFORM: o.platform },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  try {
    const port = await new Promise<number>((done, fail) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /\{"port":(\d+)\}/.exec(out);
        if (line) done(Number(line[1]));
      });
      child.once('exit', (code) => fail(new Error(`framework floor server exited with ${code}:\n${errors}`)));
    });
    const server = { baseUrl: `http://127.0.0.1:${port}` };
    const streams = Array.from({ length: o.connections }, () => randomUUID());
    const pid = child.pid ?? 0;
    const databaseCpu = await postgresCpuMeter(databaseUrl);
    const ticker = progress.phase(
      `0b. framework floor (NestJS on ${o.platform}, one commit), ${o.connections} connections`,
    );
    const figures = await closedLoop(
      o.connections,
      o.ms,
      ticker,
      async (c, i) => {
        const answer = await benchCall(server, 'PUT', `/floor/${streams[c]}`, {
          body: { buyer_remark: `Checked with the shop, note ${i}` },
        });
        return answer.status === 200 ? true : `status ${answer.status}`;
      },
      () => cpuMsOf(pid),
      databaseCpu,
    );
    ticker.done(
      `${figures.perSec} req/s, p50 ${figures.p50Ms} ms, CPU per request: server ${figures.serverCpuMsPerRequest} ms, PostgreSQL ${figures.postgresCpuMsPerRequest ?? '?'} ms`,
    );
    return figures;
  } finally {
    await stopChild(child, 10_000);
  }
}
