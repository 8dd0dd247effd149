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
import { closedLoop, openLoop, type LoadFigures } from './app-load';
import type { Progress } from './app-progress';
import { cpuMsOf, serverNodeArgs, stopChild } from './app-server';
import { postgresCpuMeter } from './postgres-cpu';

const ROOT = resolve(__dirname, '..', '..');

/** The floor's server as a child process (framework-floor-server.ts), once it listens. */
async function startFloorServer(databaseUrl: string, platform: 'express' | 'fastify', poolSize: number) {
  const child = spawn(
    process.execPath,
    [
      ...serverNodeArgs(),
      join(ROOT, 'scripts', 'run-ts.cjs'),
      join(ROOT, 'test', 'bench', 'framework-floor-server.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, POOL_SIZE: String(poolSize), PLATFORM: platform },
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
    const pid = child.pid ?? 0;
    return {
      server: { baseUrl: `http://127.0.0.1:${port}` },
      cpuMs: () => cpuMsOf(pid),
      stop: () => stopChild(child, 10_000),
    };
  } catch (error) {
    await stopChild(child, 10_000);
    throw error;
  }
}

export async function frameworkFloor(
  databaseUrl: string,
  progress: Progress,
  o: { connections: number; ms: number; platform: 'express' | 'fastify' },
): Promise<LoadFigures> {
  const floor = await startFloorServer(databaseUrl, o.platform, o.connections);
  try {
    const streams = Array.from({ length: o.connections }, () => randomUUID());
    const databaseCpu = await postgresCpuMeter(databaseUrl);
    const ticker = progress.phase(
      `0b. framework floor (NestJS on ${o.platform}, one commit), ${o.connections} connections`,
    );
    const figures = await closedLoop(
      o.connections,
      o.ms,
      ticker,
      async (c, i) => {
        const answer = await benchCall(floor.server, 'PUT', `/floor/${streams[c]}`, {
          body: { buyer_remark: `Checked with the shop, note ${i}` },
        });
        return answer.status === 200 ? true : `status ${answer.status}`;
      },
      floor.cpuMs,
      databaseCpu,
    );
    ticker.done(
      `${figures.perSec} req/s, p50 ${figures.p50Ms} ms, CPU per request: server ${figures.serverCpuMsPerRequest} ms, PostgreSQL ${figures.postgresCpuMsPerRequest ?? '?'} ms`,
    );
    return figures;
  } finally {
    await floor.stop();
  }
}

/**
 * The list rows' second reference (phase 8): a GET of the same NestJS on Express with no product
 * code (it answers a fixed empty page without touching PostgreSQL) at the lists' steady rate, sent
 * by the same client. What any GET on this machine waits for at that rate now: the p99 a list
 * cannot go under here, whatever its query costs.
 */
export async function emptyRouteAtRate(
  databaseUrl: string,
  progress: Progress,
  o: { rate: number; ms: number },
): Promise<LoadFigures & { sentPerSec: number }> {
  const floor = await startFloorServer(databaseUrl, 'express', 1);
  try {
    return await getAtRate(
      floor,
      '/floor/empty',
      `8. an empty NestJS route (no product code), ${o.rate}/s`,
      progress,
      o,
    );
  } finally {
    await floor.stop();
  }
}

/** GETs of one floor route at a steady rate (an open loop), after 20 warm-up requests. */
async function getAtRate(
  floor: Awaited<ReturnType<typeof startFloorServer>>,
  path: string,
  label: string,
  progress: Progress,
  o: { rate: number; ms: number },
): Promise<LoadFigures & { sentPerSec: number }> {
  const ticker = progress.phase(label);
  const send = async (_: number, signal: AbortSignal) => {
    const answer = await benchCall(floor.server, 'GET', path, { signal });
    return answer.status === 200 ? true : `status ${answer.status}`;
  };
  for (let i = 0; i < 20; i += 1) await send(i, new AbortController().signal);
  const figures = await openLoop(o.rate, o.ms, ticker, send, 10_000, floor.cpuMs);
  ticker.done(`p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, server ${figures.serverCpuMsPerRequest} ms/request`);
  return figures;
}

/**
 * The list rows' third reference (phase 8): the list's own statement (what the server sends for it
 * in steady state, see steadyStatement) behind the same bare NestJS route on Express at the lists'
 * steady rate, its rows answered as JSON. What that list cannot go under on this machine with this
 * framework and this SQL, before any of the product's own work (session, validation, mapping,
 * compression, security headers, logging).
 */
export async function statementRouteAtRate(
  databaseUrl: string,
  progress: Progress,
  o: { rate: number; ms: number; label: string; statement: { text: string; values: unknown[] }; poolSize: number },
): Promise<LoadFigures & { sentPerSec: number }> {
  const floor = await startFloorServer(databaseUrl, 'express', o.poolSize);
  try {
    const registered = await benchCall(floor.server, 'PUT', '/floor/statements/list', { body: o.statement });
    if (registered.status !== 200) throw new Error(`the statement floor refused the statement: ${registered.status}`);
    const label = `8. ${o.label}: the statement behind a bare NestJS route, ${o.rate}/s`;
    return await getAtRate(floor, '/floor/statements/list', label, progress, o);
  } finally {
    await floor.stop();
  }
}
