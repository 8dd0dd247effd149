// npm run bench:cluster (and part of npm run bench): commands/s and
// push latency with 1, 2 and 3 real server processes (`node dist/src/main.js`, as `npm start`) on one
// PostgreSQL, and the push p99 across instances. Each of 8 closed-loop writers owns an accepted batch
// and sends the buyer's remark (the cheapest command) round robin to every instance, while the
// batch's requester listens on one instance: with 2 or 3 instances most pushes cross instances (the
// PostgreSQL NOTIFY fan-out). Two cores cannot show linear scaling; the point is no errors, no loss
// and no latency cliff. The raw commit floor is measured in the same run; the load average is beside
// every figure. Env: BENCH_SECONDS [10; BENCH_QUICK=1: 5] per instance count, BENCH_CONNECTIONS [8],
// BENCH_CLUSTER_SIZES [1,2,3].
import type { Socket } from 'socket.io-client';
import { connected, openSocket } from '../support/kit/sockets';
import { closedLoop, latencyOf, round } from './app-load';
import { acceptedBatches, party, remark, type Cast } from './app-parties';
import { Progress } from './app-progress';
import { runWhenEntry, type AppResults, type AppRow } from './app-report';
import { removeServerData, serverSetup, startAppServer, type AppServer, type ServerSetup } from './app-server';
import { settle } from './app-write-phases';
import { load1, loads, runHeader } from './app-run-info';
import { startBenchDatabase } from './bench-database';
import { commitFloor } from './app-floor';

const quick = process.env.BENCH_QUICK === '1';
const config = {
  quick,
  seconds: Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 10)),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
  sizes: process.env.BENCH_CLUSTER_SIZES ?? '1,2,3',
};
const sizes = config.sizes.split(',').map(Number);
/** A push not seen this long after the last command counts as lost. */
const DRAIN_MS = 10_000;

interface SizeFigures {
  instances: number;
  commands: Awaited<ReturnType<typeof closedLoop>>;
  push: ReturnType<typeof latencyOf> & { missing: number };
  crossPush: ReturnType<typeof latencyOf>;
  load: number;
}

/** `n` instances on a fresh database; the first alone (it creates the checkpoint rows), then the others. */
async function startInstances(setup: ServerSetup, n: number): Promise<AppServer[]> {
  const first = await startAppServer(setup);
  const others = await Promise.all(Array.from({ length: n - 1 }, () => startAppServer(setup)));
  return [first, ...others];
}

async function measure(servers: AppServer[], progress: Progress): Promise<SizeFigures> {
  const n = servers.length;
  const cast: Cast = { staff: party(servers[0], 's'), auditor: party(servers[0], 'x') };
  const batches = await acceptedBatches(servers[0], cast, config.connections);
  const sockets: Socket[] = [];
  const pushes = new Map<string, { revision: number; at: number }[]>(batches.map((b) => [b.id, []]));
  try {
    // Writer w's requester listens on instance w mod n.
    for (const [w, batch] of batches.entries()) {
      const socket = await connected(openSocket(servers[w % n].baseUrl, batch.requester.token));
      socket.on('batch:changed', (data: { batch_id?: string; revision?: number }) => {
        pushes.get(String(data.batch_id))?.push({ revision: Number(data.revision ?? -1), at: performance.now() });
      });
      sockets.push(socket);
    }
    await settle(servers[0], cast.staff.token, 30_000);
    const sent: { batchId: string; revision: number; at: number; cross: boolean }[] = [];
    const ticker = progress.phase(`${n} instance(s): ${config.connections} writers, remarks round robin`);
    const commands = await closedLoop(
      config.connections,
      config.seconds * 1000,
      ticker,
      async (w, i) => {
        const batch = batches[w];
        // Round robin per command: consecutive commands of one batch go to different instances (a
        // load balancer without affinity), so each meets a cached state another instance made stale.
        const target = (w + i) % n;
        const t0 = performance.now();
        const { outcome, answer } = await remark(servers[target], batch);
        if (answer) sent.push({ batchId: batch.id, revision: answer.revision, at: t0, cross: target !== w % n });
        return outcome;
      },
      // CPU of all instances together per command: comparable across sizes whatever else loads the machine.
      () => servers.reduce((total, s) => total + s.cpuMs(), 0),
    );
    const firstPushAt = (id: string, revision: number) => pushes.get(id)?.find((p) => p.revision >= revision)?.at;
    const missing = () => sent.filter((s) => firstPushAt(s.batchId, s.revision) === undefined).length;
    const deadline = performance.now() + DRAIN_MS;
    while (missing() > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const latencies = (only: (s: (typeof sent)[number]) => boolean) =>
      sent.filter(only).flatMap((s) => {
        const at = firstPushAt(s.batchId, s.revision);
        return at === undefined ? [] : [at - s.at];
      });
    const push = { ...latencyOf(latencies(() => true)), missing: missing() };
    const crossPush = latencyOf(latencies((s) => s.cross));
    ticker.done(
      `${commands.perSec} commands/s (${commands.failed} failed); push p50 ${push.p50Ms} p99 ${push.p99Ms} ms, ` +
        `across instances p99 ${crossPush.p99Ms} ms (${crossPush.n}), ${push.missing} missing`,
    );
    return { instances: n, commands, push, crossPush, load: load1() };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

export async function runClusterBench(): Promise<AppResults> {
  const started = Date.now();
  const loadAtStart = loads();
  const progress = new Progress();
  const db = await startBenchDatabase();
  const rows: AppRow[] = [];
  const phases: Record<string, unknown> = {};
  const notes: string[] = [];
  try {
    const floor = await commitFloor(db, progress, {
      title: `raw commit floor, ${config.connections} clients`,
      clients: config.connections,
      ms: config.seconds * 1000,
      phases,
      rows,
    });
    for (const n of sizes) {
      // One secret and data folder for the instances of a size, as start:cluster shares them.
      const setup = serverSetup(await db.createDatabase(`cluster${n}`));
      let servers: AppServer[] = [];
      try {
        servers = await startInstances(setup, n);
        const f = await measure(servers, progress);
        phases[`instances-${n}`] = f;
        const errors = f.commands.failed + f.push.missing;
        rows.push(
          {
            measure: `${n} instance(s): remark commands/s, ${config.connections} writers round robin (p50 / p99)`,
            value: `${f.commands.perSec}/s (${f.commands.p50Ms} / ${f.commands.p99Ms} ms)`,
            reference: `${floor.opsPerSec} commits/s`,
            ratio: `${round((f.commands.perSec / floor.opsPerSec) * 100)} %`,
            target: 'no errors (two cores: no linear scaling expected)',
            met: f.commands.failed === 0,
            load: f.load,
            serverCpuMsPerRequest: f.commands.serverCpuMsPerRequest,
          },
          {
            measure: `${n} instance(s): push latency command sent → requester's socket (p50 / p99 / max)`,
            value: `${f.push.p50Ms} / ${f.push.p99Ms} / ${f.push.maxMs} ms, ${f.push.missing} missing of ${f.push.n + f.push.missing}`,
            target: 'no loss, no cliff',
            met: errors === 0,
            load: f.load,
          },
        );
        if (n > 1)
          rows.push({
            measure: `${n} instances: push p99 across instances (command on one, socket on another)`,
            value: `${f.crossPush.p99Ms} ms (p50 ${f.crossPush.p50Ms}, ${f.crossPush.n} pushes)`,
            target: 'no cliff against 1 instance',
            met: null,
            load: f.load,
          });
      } catch (error) {
        const message = (error as Error).message.slice(0, 300);
        phases[`instances-${n}`] = { error: message, load: load1() };
        notes.push(`${n} instance(s) failed: ${message}`);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        removeServerData(setup);
      }
    }
    notes.push(
      'Every instance is a real `node dist/src/main.js` process on the same machine (2 cores shared with the ' +
        'bench client and PostgreSQL): more instances add processes competing for the same CPUs, so commands/s ' +
        'cannot grow; what the rows show is that nothing fails or goes missing and latency has no cliff.',
    );
    return {
      ...runHeader(started, loadAtStart),
      settings: await db.settings(),
      config,
      rows,
      phases,
      notes,
    };
  } finally {
    await db.stop();
  }
}

runWhenEntry(__filename, runClusterBench, 'cluster', 'Cluster benchmark');
