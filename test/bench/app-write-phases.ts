import type { Socket } from 'socket.io-client';
import { requestBody } from '../support/kit/batch-driver';
import { call } from '../support/kit/http';
import { benchCall } from './bench-http';
import { connected, openSocket } from '../support/kit/sockets';
import {
  closedLoop,
  describeTail,
  latencyOf,
  openLoop,
  round,
  type CpuMeter,
  type LoadFigures,
  type Outcome,
} from './app-load';
import { acceptedBatches, BatchPool, party, refusal, remark, type AcceptedBatch, type Cast } from './app-parties';
import type { Progress, Ticker } from './app-progress';
import type { AppServer } from './app-server';
import { describeRuntime, watchRuntime } from './app-runtime-metrics';
import { percentile } from './bench-stats';

/** ", server CPU x ms/request" for a progress line, when the loop measured it. */
export const cpuNote = (f: LoadFigures) =>
  f.serverCpuMsPerRequest === undefined ? '' : `, server CPU ${f.serverCpuMsPerRequest} ms/request`;

/**
 * One closed-loop throughput phase: `connections` loops running `op` for `ms`, with the server's
 * (and, when metered, the database's) CPU per request, reported on one progress line.
 */
async function throughputPhase(
  server: AppServer,
  progress: Progress,
  title: string,
  o: { connections: number; ms: number; databaseCpu?: CpuMeter },
  op: (connection: number, iteration: number) => Promise<Outcome>,
): Promise<LoadFigures> {
  const ticker = progress.phase(title);
  const figures = await closedLoop(o.connections, o.ms, ticker, op, server.cpuMs, o.databaseCpu);
  ticker.done(
    `${figures.perSec} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failed} failed${cpuNote(figures)}`,
  );
  return figures;
}

/** 1. The buyer's remark at `connections` closed-loop connections, each over its own few batches. */
export async function remarkThroughput(
  server: AppServer,
  cast: Cast,
  progress: Progress,
  o: { connections: number; batchesPerConnection: number; ms: number; databaseCpu?: CpuMeter },
): Promise<LoadFigures> {
  const pools = await Promise.all(
    Array.from({ length: o.connections }, async () => acceptedBatches(server, cast, o.batchesPerConnection, 2)),
  );
  return throughputPhase(server, progress, `1. HTTP buyer remark, ${o.connections} connections`, o, async (c, i) => {
    const pool = pools[c];
    return (await remark(server, pool[i % pool.length])).outcome;
  });
}

/** 2. New requests at `connections` closed-loop connections, one requester each. */
export async function createThroughput(
  server: AppServer,
  progress: Progress,
  o: { connections: number; ms: number; databaseCpu?: CpuMeter },
): Promise<LoadFigures> {
  const requesters = Array.from({ length: o.connections }, () => party(server, 'r'));
  const body = requestBody();
  return throughputPhase(server, progress, `2. HTTP create, ${o.connections} connections`, o, async (c) => {
    const answer = await benchCall(server, 'POST', '/api/batch/requests/create', {
      token: requesters[c].token,
      body,
    });
    return answer.status === 201 || answer.status === 200 ? true : refusal(answer);
  });
}

/** A fixed-rate load: `rate` remarks per second for `ms` over `batches` batches, then at most `drainMs`. */
export interface FixedRate {
  rate: number;
  ms: number;
  batches: number;
  drainMs: number;
}

/** The buyer's remark sent at the fixed rate, round robin over the pool, with server CPU per request. */
const remarksAtRate = (server: AppServer, pool: BatchPool, ticker: Ticker, o: FixedRate) =>
  openLoop(o.rate, o.ms, ticker, (_, signal) => pool.remark(server, signal), o.drainMs, server.cpuMs);

/**
 * 3. Remarks sent at a fixed rate over a pool of batches. The pool's batches are created, assigned
 * and accepted just before: `settlePool` waits until their read models and jobs are done, so the
 * clock starts on the server's steady state rather than on the set-up's reactions.
 */
export async function openLoopCommands(
  server: AppServer,
  cast: Cast,
  progress: Progress,
  o: FixedRate,
  settlePool: () => Promise<string>,
) {
  const pool = new BatchPool(await acceptedBatches(server, cast, o.batches));
  const poolSettled = await settlePool();
  const ticker = progress.phase(`3. open loop ${o.rate} commands/s for ${o.ms / 1000} s`);
  const runtimeOver = await watchRuntime(server);
  const figures = await remarksAtRate(server, pool, ticker, o);
  const runtime = describeRuntime(await runtimeOver());
  ticker.done(
    `achieved ${figures.perSec}/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failed} failed, ${figures.unanswered} unanswered${cpuNote(figures)}; ${describeTail(figures.tail)}; server ${runtime}`,
  );
  return { ...figures, runtime, poolSettled };
}

interface PushSeen {
  revision: number;
  at: number;
}

/**
 * 4. Writers in closed loops on their own batches (the buyer's remark), each batch's requester
 * connected by Socket.IO as the apps connect. Measures command sent → `batch:changed` (with that
 * revision or later) at the requester, and answer → the requester's detail showing the revision
 * (read with the answer's position as `after_position`, as the apps do; `stale: true` answers are
 * counted and read again).
 */
export async function writersWithSockets(
  server: AppServer,
  cast: Cast,
  progress: Progress,
  o: { writers: number; ms: number; idleSamples: number },
) {
  const batches = await acceptedBatches(server, cast, o.writers);
  const pushes = new Map<string, PushSeen[]>(batches.map((b) => [b.id, []]));
  const sockets: Socket[] = [];
  try {
    for (const batch of batches) {
      const socket = await connected(openSocket(server.baseUrl, batch.requester.token));
      socket.on('batch:changed', (data: { batch_id?: string; revision?: number }) => {
        const seen = pushes.get(String(data.batch_id));
        if (seen) seen.push({ revision: Number(data.revision ?? -1), at: performance.now() });
      });
      sockets.push(socket);
    }
    const firstPushAt = (batchId: string, revision: number) =>
      pushes.get(batchId)?.find((p) => p.revision >= revision)?.at;

    // Idle: one writer, waiting for each push before the next command.
    const idle: number[] = [];
    const idleTicker = progress.phase(`4a. idle: one command at a time, push latency`);
    for (let i = 0; i < o.idleSamples; i += 1) {
      const batch = batches[0];
      const t0 = performance.now();
      const { answer } = await remark(server, batch);
      if (!answer) continue;
      const deadline = performance.now() + 10_000;
      while (firstPushAt(batch.id, answer.revision) === undefined && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 2));
      const at = firstPushAt(batch.id, answer.revision);
      if (at !== undefined) idle.push(at - t0);
      idleTicker.tick();
    }
    const idleFigures = latencyOf(idle);
    idleTicker.done(`push p50 ${idleFigures.p50Ms} ms over ${idle.length} commands`);

    const sent: Array<{ batchId: string; revision: number; at: number }> = [];
    const visibility: number[] = [];
    let stale = 0;
    let notVisible = 0;
    const ticker = progress.phase(`4. ${o.writers} closed-loop writers with the other party's socket`);
    const commands = await closedLoop(o.writers, o.ms, ticker, async (w) => {
      const batch = batches[w];
      const t0 = performance.now();
      const { outcome, answer } = await remark(server, batch);
      if (!answer) return outcome;
      sent.push({ batchId: batch.id, revision: answer.revision, at: t0 });
      const answeredAt = performance.now();
      const path = `/api/batch/requests/${batch.id}?after_position=${encodeURIComponent(answer.position)}`;
      for (;;) {
        const detail = await benchCall<{ revision?: number; stale?: boolean }>(server, 'GET', path, {
          token: batch.requester.token,
        });
        if (detail.body.stale === true) stale += 1;
        if (detail.status === 200 && Number(detail.body.revision) >= answer.revision) {
          visibility.push(performance.now() - answeredAt);
          break;
        }
        if (performance.now() - answeredAt > 30_000) {
          notVisible += 1;
          break;
        }
      }
      return true;
    });
    // Pushes still on their way: wait (bounded) for them before counting the missing ones.
    const drainDeadline = performance.now() + 30_000;
    const missing = () => sent.filter((s) => firstPushAt(s.batchId, s.revision) === undefined).length;
    while (missing() > 0 && performance.now() < drainDeadline) await new Promise((r) => setTimeout(r, 100));
    const pushLatencies = sent.flatMap((s) => {
      const at = firstPushAt(s.batchId, s.revision);
      return at === undefined ? [] : [at - s.at];
    });
    const push = { ...latencyOf(pushLatencies), missing: missing() };
    const visible = { ...latencyOf(visibility), staleAnswers: stale, notVisibleIn30s: notVisible };
    ticker.done(
      `${commands.perSec} writes/s; push p50 ${push.p50Ms} ms p99 ${push.p99Ms} ms (${push.missing} missing); ` +
        `visible p50 ${visible.p50Ms} ms p99 ${visible.p99Ms} ms, ${stale} stale answers`,
    );
    return { commands, push, visible, idlePush: idleFigures };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

interface ProjectionRow {
  name: string;
  /** The dispatcher that runs it: `read-models` for the read models and the reactions, a group of its own otherwise. */
  group?: string;
  lag?: { events?: number; ms?: number };
  checkpoint?: { transaction_id: string; global_position: string } | null;
}

export async function projections(server: AppServer, token: string): Promise<ProjectionRow[]> {
  const answer = await call<{ results?: ProjectionRow[] }>(server, 'GET', '/api/admin/projections', { token });
  if (answer.status !== 200) throw new Error(`GET /api/admin/projections answered ${refusal(answer)}`);
  return answer.body.results ?? [];
}

/**
 * Waits (bounded) until no read model or reaction is behind, so a phase does not start on the
 * backlog of the one before. Returns the seconds it took, or null when the cap was reached first.
 */
export async function settle(server: AppServer, token: string, capMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < capMs) {
    const rows = await projections(server, token).catch(() => undefined);
    if (rows && rows.every((r) => (r.lag?.events ?? 0) === 0)) return round((performance.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
}

/** 5. Writes at a fixed rate while `GET /api/admin/projections` is sampled every second. */
export async function lagUnderLoad(server: AppServer, cast: Cast, progress: Progress, o: FixedRate) {
  const pool = new BatchPool(await acceptedBatches(server, cast, o.batches));
  const ticker = progress.phase(`5. ${o.rate} writes/s for ${o.ms / 1000} s, projections sampled every second`);
  const furthest = { ms: 0, msName: '', events: 0, eventsName: '' };
  const perName: Record<string, { maxMs: number; maxEvents: number }> = {};
  const sampleTimes: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const t0 = performance.now();
      try {
        for (const p of await projections(server, cast.auditor.token)) {
          const ms = p.lag?.ms ?? 0;
          const events = p.lag?.events ?? 0;
          const entry = (perName[p.name] ??= { maxMs: 0, maxEvents: 0 });
          entry.maxMs = Math.max(entry.maxMs, ms);
          entry.maxEvents = Math.max(entry.maxEvents, events);
          if (ms > furthest.ms) Object.assign(furthest, { ms, msName: p.name });
          if (events > furthest.events) Object.assign(furthest, { events, eventsName: p.name });
        }
        ticker.status(`furthest behind ${furthest.ms} ms / ${furthest.events} events`);
      } catch {
        // a failed sample is a missing sample; the next one follows
      }
      sampleTimes.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - t0))));
    }
  })();
  const writes = await remarksAtRate(server, pool, ticker, o);
  sampling = false;
  await sampler;
  const sorted = [...sampleTimes].sort((a, b) => a - b);
  ticker.done(
    `achieved ${writes.perSec} writes/s; furthest behind ${furthest.ms} ms (${furthest.msName}), ${furthest.events} events (${furthest.eventsName})`,
  );
  return {
    writes,
    furthest,
    perName,
    samples: sampleTimes.length,
    sampleP50Ms: round(percentile(sorted, 50)),
  };
}

/**
 * 7. The remark's latency by stream length: for each length, a few batches padded with remarks to
 * that many events, then timed remarks round robin over all of them (so machine noise falls on
 * every length alike), each batch growing by only `perBatch` events while it is measured.
 */
export async function latencyByStreamLength(
  server: AppServer,
  cast: Cast,
  progress: Progress,
  o: { lengths: number[]; samples: number; perBatch: number },
) {
  const perLength = Math.max(1, Math.ceil(o.samples / o.perBatch));
  const groups: Array<{ length: number; batches: AcceptedBatch[] }> = [];
  const padTicker = progress.phase(`7. padding batches to ${o.lengths.join(', ')} events`);
  for (const length of o.lengths) groups.push({ length, batches: await acceptedBatches(server, cast, perLength) });
  // Pad in parallel, one writer per batch.
  const jobs = groups.flatMap((g) => g.batches.map((b) => ({ batch: b, length: g.length })));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let j = next++; j < jobs.length; j = next++) {
        const { batch, length } = jobs[j];
        while (batch.revision + 1 < length) {
          const { outcome } = await remark(server, batch);
          if (outcome !== true) throw new Error(`padding remark refused: ${outcome}`);
          padTicker.tick();
        }
      }
    }),
  );
  padTicker.done(`${jobs.length} batches padded`);
  const ticker = progress.phase(`7. remark latency by stream length`);
  const timings = new Map<number, number[]>(o.lengths.map((l) => [l, []]));
  const eventsAt = new Map<number, number[]>(o.lengths.map((l) => [l, []]));
  for (let round = 0; round < o.perBatch; round += 1)
    for (const g of groups)
      for (const batch of g.batches) {
        eventsAt.get(g.length)?.push(batch.revision + 1);
        const t0 = performance.now();
        const { outcome } = await remark(server, batch);
        if (outcome === true) timings.get(g.length)?.push(performance.now() - t0);
        ticker.tick();
      }
  const byLength = o.lengths.map((length) => {
    const events = eventsAt.get(length) ?? [];
    return {
      length,
      eventsFrom: Math.min(...events),
      eventsTo: Math.max(...events),
      ...latencyOf(timings.get(length) ?? []),
    };
  });
  const first = byLength[0];
  const last = byLength[byLength.length - 1];
  const ratio = first.p50Ms > 0 ? round(last.p50Ms / first.p50Ms, 2) : 0;
  ticker.done(byLength.map((b) => `${b.eventsFrom}-${b.eventsTo} events p50 ${b.p50Ms} ms`).join('; '));
  return { byLength, ratio };
}
