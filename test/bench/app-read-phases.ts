import { call } from '../support/kit/http';
import { benchCall } from './bench-http';
import { closedLoop, openLoop, round, type CpuMeter, type LoadFigures } from './app-load';
import { describeRuntime, watchRuntime, type RuntimeFigures } from './app-runtime-metrics';
import { cpuNote } from './app-write-phases';
import { refusal, type Party } from './app-parties';
import type { Progress } from './app-progress';
import type { AppServer } from './app-server';
import type { LogEnd } from './app-bulk';
import { projections } from './app-write-phases';
import { staffSqlAtRate, steadyStatement, type QueryTarget } from './app-read-targets';
import { statementRouteAtRate } from './framework-floor';
import { load1 } from './app-run-info';

/**
 * Consumers that act rather than answer queries. Everything else `GET /api/admin/projections`
 * lists is a read model. A name this list does not know counts as a read model (the stricter side).
 */
export const REACTIONS = new Set([
  'assignment',
  'timers',
  'robot',
  'payments-after-purchase',
  'notification-email',
  'realtime-batch-push',
  'shipment-moves',
  'pickup-code',
  'shipments.join',
  'shipments.cutoff',
]);
export const isReaction = (name: string) => REACTIONS.has(name) || /reaction|push/.test(name);

const reached = (cp: { transaction_id: string; global_position: string } | null | undefined, end: LogEnd) => {
  if (!cp) return false;
  const tx = BigInt(cp.transaction_id);
  return tx > end.transactionId || (tx === end.transactionId && BigInt(cp.global_position) >= end.position);
};

/**
 * 6. With the log bulk-loaded while the server was stopped: from the server's start (the moment
 * /health answered, the start-up itself is timed apart) until every checkpoint reaches the log end,
 * sampled every second. A consumer that does not get there within the cap reports how far it got.
 */
export async function catchUp(
  server: AppServer,
  staff: Party,
  progress: Progress,
  o: { events: number; end: LogEnd; startPosition: bigint; capMs: number },
) {
  const ticker = progress.phase(`6. read-model catch-up of ${o.events.toLocaleString('en')} events`);
  const started = performance.now();
  const reachedAt = new Map<string, number>();
  const lastPosition = new Map<string, bigint>();
  let names: string[] = [];
  while (performance.now() - started < o.capMs) {
    try {
      const rows = await projections(server, staff.token);
      names = rows.map((r) => r.name);
      for (const r of rows) {
        if (r.checkpoint) lastPosition.set(r.name, BigInt(r.checkpoint.global_position));
        if (!reachedAt.has(r.name) && reached(r.checkpoint, o.end)) reachedAt.set(r.name, performance.now() - started);
      }
      const waiting = names.filter((n) => !reachedAt.has(n));
      const slowest = Math.min(
        ...rows.map((r) => Number(BigInt(r.checkpoint?.global_position ?? '0') - o.startPosition)),
      );
      ticker.status(
        `${names.length - waiting.length}/${names.length} at the end, slowest at ${Math.max(0, slowest)} events`,
      );
      if (names.length > 0 && waiting.length === 0) break;
    } catch {
      // the server may be too busy to answer within the sample; try again
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const total = Number(o.end.position - o.startPosition);
  const per = names.map((name) => {
    const ms = reachedAt.get(name);
    const applied = Math.max(0, Number((lastPosition.get(name) ?? o.startPosition) - o.startPosition));
    return {
      name,
      kind: isReaction(name) ? 'reaction' : 'read model',
      seconds: ms === undefined ? null : round(ms / 1000),
      // Positions are consecutive in the bulk load, so the checkpoint's distance from its start counts events.
      appliedEvents: ms === undefined ? Math.min(applied, total) : total,
    };
  });
  const group = (kind: string) => {
    const members = per.filter((p) => p.kind === kind);
    const done = members.every((p) => p.seconds !== null);
    const seconds = done ? Math.max(0, ...members.map((p) => p.seconds ?? 0)) : null;
    const slowest = Math.min(total, ...members.map((p) => p.appliedEvents));
    return {
      reached: done,
      seconds,
      eventsPerSec: seconds ? Math.round(total / seconds) : Math.round(slowest / (o.capMs / 1000)),
      slowestAppliedEvents: slowest,
    };
  };
  const readModels = group('read model');
  const reactions = group('reaction');
  ticker.done(
    readModels.reached
      ? `read models ${readModels.eventsPerSec.toLocaleString('en')} events/s (${readModels.seconds} s)`
      : `read models not at the end in ${o.capMs / 1000} s (slowest applied ${readModels.slowestAppliedEvents.toLocaleString('en')})`,
  );
  return { events: total, capSeconds: o.capMs / 1000, readModels, reactions, per };
}

/**
 * 8. Each query at a steady `rate` (an open loop, latency counted from when each request was due:
 * what a user waits for while others use the service too, what the p99 target is set on), with the
 * server's and PostgreSQL's CPU per request and the load then; then, for a staff list, the same
 * statement alone from a bare pg pool at that rate (staffSqlAtRate); then, unless `steadyOnly`, its
 * throughput at `connections` closed-loop connections (each sends again as soon as it has its answer:
 * the bench client, the server and PostgreSQL then share two saturated cores, so that p99 measures
 * the queue for the CPU more than the query). `count` is what the list said it holds.
 */
export async function queriesAtSize(
  server: AppServer,
  progress: Progress,
  targets: Array<QueryTarget & { steadyOnly?: boolean }>,
  o: { connections: number; ms: number; warmupMs: number; rate: number; databaseUrl: string; databaseCpu?: CpuMeter },
) {
  const result: Record<
    string,
    {
      steady: LoadFigures & { sentPerSec: number };
      /** The server's collections and event-loop delay over the steady run (its /metrics). */
      runtime?: RuntimeFigures;
      sqlAlone?: LoadFigures & { sentPerSec: number };
      /** Its steady statement behind a bare NestJS route at the same rate (statementRouteAtRate). */
      statementFloor?: LoadFigures & { sentPerSec: number };
      saturated?: LoadFigures;
      path: string;
      count?: number;
      capped?: boolean;
      load: number;
    }
  > = {};
  for (const t of targets) {
    const first = await call<{ count?: number; count_capped?: boolean }>(server, 'GET', t.path, { token: t.token });
    const send = async (signal?: AbortSignal) => {
      const answer = await benchCall(server, 'GET', t.path, { token: t.token, signal });
      return answer.status === 200 ? true : refusal(answer);
    };
    if (o.warmupMs > 0) {
      const warmup = progress.phase(`8. ${t.label}, ${o.rate}/s, warm-up (not counted)`);
      const w = await openLoop(o.rate, o.warmupMs, warmup, (_, signal) => send(signal), 10_000);
      warmup.done(`${w.ok} answered, ${w.failed} failed`);
    }
    const steadyTicker = progress.phase(`8. ${t.label}, ${o.rate}/s`);
    const runtimeOver = await watchRuntime(server);
    const steady = await openLoop(
      o.rate,
      o.ms,
      steadyTicker,
      (_, signal) => send(signal),
      10_000,
      server.cpuMs,
      o.databaseCpu,
    );
    const runtime = await runtimeOver();
    const load = load1();
    steadyTicker.done(
      `p50 ${steady.p50Ms} ms, p99 ${steady.p99Ms} ms at ${steady.sentPerSec}/s${cpuNote(steady)}; ${describeRuntime(runtime)}`,
    );
    const sqlAlone = await staffSqlAtRate(o.databaseUrl, progress, t, {
      rate: o.rate,
      ms: o.ms,
      connections: o.connections,
    });
    const statement = await steadyStatement(o.databaseUrl, t);
    const statementFloor = statement
      ? await statementRouteAtRate(o.databaseUrl, progress, {
          rate: o.rate,
          ms: o.ms,
          label: t.label,
          statement,
          poolSize: o.connections,
        })
      : undefined;
    let saturated: LoadFigures | undefined;
    if (!t.steadyOnly) {
      const ticker = progress.phase(`8. ${t.label}, ${o.connections} connections`);
      saturated = await closedLoop(o.connections, o.ms, ticker, () => send(), server.cpuMs);
      ticker.done(
        `${saturated.perSec} req/s, p50 ${saturated.p50Ms} ms, p99 ${saturated.p99Ms} ms (count ${first.body.count})${cpuNote(saturated)}`,
      );
    }
    result[t.label] = {
      steady,
      runtime,
      sqlAlone,
      statementFloor,
      saturated,
      path: t.path,
      count: first.body.count,
      capped: first.body.count_capped,
      load,
    };
  }
  return result;
}
