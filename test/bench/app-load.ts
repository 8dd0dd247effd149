import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './bench-stats';
import { partiesEnrolled } from './app-parties';
import type { Ticker } from './app-progress';

export interface LoadFigures {
  ok: number;
  failed: number;
  /** Requests that had not answered when the phase stopped waiting for them. */
  unanswered: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The first few failure answers (status and code), to tell a refusal from an overload. */
  failures: string[];
  /**
   * The server process's CPU time (user + system, from /proc) over the loop ÷ the requests answered
   * in it, when the loop was given the server's CPU meter: unlike req/s, the load of other work on the
   * machine barely moves it. It includes whatever else the server did meanwhile (read models, reactions, sockets).
   */
  serverCpuMsPerRequest?: number;
  /** The same for the whole local PostgreSQL (postgres-cpu.ts), when the loop was given its meter. */
  postgresCpuMsPerRequest?: number;
}

/** The server's CPU time so far in ms (AppServer.cpuMs). */
export type CpuMeter = () => number;

/** Reads the meter now; `per(n)` is the CPU ms it moved since, ÷ n (undefined without a meter). */
function cpuSince(meter: CpuMeter | undefined) {
  const at = meter?.();
  return (n: number) => (meter && at !== undefined && n > 0 ? round((meter() - at) / n, 2) : undefined);
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function figuresOf(
  latencies: number[],
  failed: number,
  elapsedMs: number,
  failures: string[],
  unanswered = 0,
  serverCpuMsPerRequest?: number,
  postgresCpuMsPerRequest?: number,
): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ok: latencies.length,
    failed,
    unanswered,
    perSec: round((latencies.length / elapsedMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    failures: failures.slice(0, 5),
    ...(serverCpuMsPerRequest === undefined ? {} : { serverCpuMsPerRequest }),
    ...(postgresCpuMsPerRequest === undefined ? {} : { postgresCpuMsPerRequest }),
  };
}

export function latencyOf(values: number[]): { n: number; p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** A thrown request as a short failure text; fetch hides the socket's error code in `cause`, node:http does not. */
export const failureOf = (e: unknown): string => {
  const error = e as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  return `error ${error.cause?.code ?? error.cause?.message ?? error.code ?? error.message ?? String(e)}`;
};

/** An operation's outcome: true = answered as expected; a string = what went wrong (status, code). */
export type Outcome = true | string;

/** `connections` loops, each sending its next request when the previous one answered. */
export async function closedLoop(
  connections: number,
  durationMs: number,
  ticker: Ticker,
  op: (connection: number, iteration: number) => Promise<Outcome>,
  serverCpu?: CpuMeter,
  databaseCpu?: CpuMeter,
): Promise<LoadFigures> {
  // The parties' account rows are written before the clock starts (app-parties.ts).
  await partiesEnrolled();
  const latencies: number[] = [];
  const failures: string[] = [];
  let failed = 0;
  const cpuPer = cpuSince(serverCpu);
  const databaseCpuPer = cpuSince(databaseCpu);
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        const outcome = await op(connection, i).catch(failureOf);
        if (outcome === true) latencies.push(performance.now() - t0);
        else {
          failed += 1;
          failures.push(outcome);
        }
        ticker.tick();
      }
    }),
  );
  const elapsed = performance.now() - started;
  const answered = latencies.length + failed;
  return figuresOf(latencies, failed, elapsed, failures, 0, cpuPer(answered), databaseCpuPer(answered));
}

/**
 * Sends at a fixed rate whatever the answers do (an open loop). Latency counts from the moment a
 * request was due, so a server that falls behind shows it in the figures (no coordinated omission).
 */
export async function openLoop(
  ratePerSec: number,
  durationMs: number,
  ticker: Ticker,
  op: (iteration: number, signal: AbortSignal) => Promise<Outcome>,
  drainMs = 30_000,
  serverCpu?: CpuMeter,
  databaseCpu?: CpuMeter,
): Promise<LoadFigures & { targetPerSec: number; sentPerSec: number; tail: OpenLoopTail }> {
  await partiesEnrolled();
  const latencies: number[] = [];
  const dueOffsets: number[] = [];
  // The sender's own lateness: a stalled bench process sends late, and that counts as latency.
  const senderDelay = monitorEventLoopDelay({ resolution: 10 });
  senderDelay.enable();
  const failures: string[] = [];
  let failed = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const abandon = new AbortController();
  // One signal for every request of the loop: thousands of listeners on it are expected.
  setMaxListeners(0, abandon.signal);
  const interval = 1000 / ratePerSec;
  const total = Math.floor((durationMs / 1000) * ratePerSec);
  const cpuPer = cpuSince(serverCpu);
  const databaseCpuPer = cpuSince(databaseCpu);
  const started = performance.now();
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor((now - started) / interval) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = started + sent * interval;
      const p: Promise<void> = op(sent, abandon.signal)
        .catch((e: unknown): Outcome => failureOf(e))
        .then((outcome) => {
          if (abandon.signal.aborted) return void pending.delete(p);
          if (outcome === true) {
            latencies.push(performance.now() - dueAt);
            dueOffsets.push(dueAt - started);
          } else {
            failed += 1;
            failures.push(outcome);
          }
          ticker.tick();
          pending.delete(p);
        });
      pending.add(p);
    }
    const next = started + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(1, next)));
  }
  const sendingMs = performance.now() - started;
  senderDelay.disable();
  // Answers still out: wait a bounded time, then count the rest as unanswered.
  const drainDeadline = performance.now() + drainMs;
  while (pending.size > 0 && performance.now() < drainDeadline) await new Promise((r) => setTimeout(r, 50));
  const elapsed = performance.now() - started;
  const unanswered = pending.size;
  const cpu = cpuPer(latencies.length + failed);
  const databaseCpuMs = databaseCpuPer(latencies.length + failed);
  // Close what is still unanswered: left open, it would keep the server busy through the next phase.
  abandon.abort();
  await Promise.all([...pending]);
  return {
    ...figuresOf(latencies, failed, elapsed, failures, unanswered, cpu, databaseCpuMs),
    targetPerSec: ratePerSec,
    sentPerSec: round((sent / sendingMs) * 1000),
    tail: tailOf(latencies, dueOffsets, senderDelay.max / 1e6),
  };
}

/** Where an open loop's tail came from: its slowest seconds, and how late the sender itself ran. */
export interface OpenLoopTail {
  /** The three seconds (from the loop's start) with the slowest answers: the slowest, and how many took over 50 ms. */
  slowestSeconds: { second: number; maxMs: number; over50Ms: number }[];
  /** The bench process's own event loop, late at most this much while sending. */
  senderLateMaxMs: number;
}

function tailOf(latencies: number[], dueOffsets: number[], senderLateMaxMs: number): OpenLoopTail {
  const bySecond = new Map<number, { second: number; maxMs: number; over50Ms: number }>();
  latencies.forEach((ms, i) => {
    const second = Math.floor(dueOffsets[i] / 1000);
    const entry = bySecond.get(second) ?? { second, maxMs: 0, over50Ms: 0 };
    entry.maxMs = Math.max(entry.maxMs, round(ms));
    if (ms > 50) entry.over50Ms += 1;
    bySecond.set(second, entry);
  });
  const slowestSeconds = [...bySecond.values()].sort((a, b) => b.maxMs - a.maxMs).slice(0, 3);
  return { slowestSeconds, senderLateMaxMs: round(senderLateMaxMs) };
}

/** "slowest seconds: 7 (max 230 ms, 61 over 50 ms), …; sender late at most 12 ms". */
export const describeTail = (t: OpenLoopTail) =>
  `slowest seconds: ${t.slowestSeconds.map((s) => `${s.second} (max ${s.maxMs} ms, ${s.over50Ms} over 50 ms)`).join(', ')}; sender late at most ${t.senderLateMaxMs} ms`;
