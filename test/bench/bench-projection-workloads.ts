import type { Contender } from './bench-contenders';
import { checkDeliveries, type DeliveryCheck } from './bench-read-model';
import { runClients, summarise } from './bench-stats';
import type { Subscriber, SubscriberOptions } from './bench-subscribers';
import { payload, tag } from './bench-workloads';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 100) / 100;

function logErrors(contender: string): (error: unknown) => void {
  let shown = 0;
  return (error) => {
    if (shown++ < 3)
      process.stderr.write(`\n  [${contender}] subscriber error: ${(error as Error)?.message ?? String(error)}\n`);
  };
}

export interface CatchUpStats {
  logEvents: number;
  applied: number;
  readModelRows: number;
  seconds: number;
  eventsPerSec: number;
  finished: string;
}

/**
 * A fresh projection (no checkpoint) catches up the whole log through the contender's projection
 * mechanism, writing read-model rows and its checkpoint in each batch's transaction. Timed from start
 * to the commit that applied the last event, or stopped at `capMs`.
 */
export async function projectionCatchUp(c: Contender, batchSize: number, capMs: number): Promise<CatchUpStats> {
  const name = `catchup-${tag()}`;
  const total = await c.logSize();
  let applied = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = performance.now();
  let finishedAt = 0;
  const sub = await c.startSubscriber({
    name,
    batchSize,
    onApplied: (ids) => {
      applied += ids.length;
      if (applied >= total && !finishedAt) {
        finishedAt = performance.now();
        finish();
      }
    },
    onError: logErrors(c.name),
  });
  await Promise.race([done, sleep(capMs)]);
  const seconds = ((finishedAt || performance.now()) - started) / 1000;
  await sub.stop();
  const { rows } = await c.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bench_rm_deliveries WHERE projection = $1`,
    [name],
  );
  return {
    logEvents: total,
    applied,
    readModelRows: rows[0].n,
    seconds: round(seconds),
    eventsPerSec: Math.round(applied / seconds),
    finished: finishedAt ? 'yes' : `no (stopped at ${capMs / 1000} s)`,
  };
}

export interface LiveStats extends DeliveryCheck {
  appended: number;
  appendsPerSec: number;
  /** Of the lost events, how many were appended while the subscriber was down (tells a restart bug from an ordering one). */
  lostAppendedWhileDown: number;
  /** Commit-to-projection lag of events whose wait did not overlap the subscriber's downtime. */
  lagP50Ms: number;
  lagP95Ms: number;
  lagP99Ms: number;
  /** Over every delivered event, including those that waited for the restart. */
  lagP99InclRestartMs: number;
  lagMaxMs: number;
}

/**
 * `writers` clients append one event at a time to their own stream with the exact expected revision,
 * each append's transaction held open 0-20 ms (so commit order differs from position order). The
 * projection starts caught up (a fresh database), is stopped half way, stays down `downMs` and is
 * restarted from its stored checkpoint. Lag = projection commit − append return, both in this process.
 * The checks then compare the read model's delivery log with the appended ids.
 */
export async function liveProjection(
  c: Contender,
  writers: number,
  ms: number,
  batchSize: number,
  downMs = 1000,
): Promise<LiveStats> {
  const prefix = `live${tag()}-`;
  const name = `live-${prefix}`;
  const committedAt = new Map<string, number>();
  const appliedAt = new Map<string, number>();
  const options: SubscriberOptions = {
    name,
    batchSize,
    onApplied: (ids) => {
      const now = performance.now();
      for (const id of ids) if (!appliedAt.has(id)) appliedAt.set(id, now);
    },
    onError: logErrors(c.name),
  };
  let sub: Subscriber = await c.startSubscriber(options);
  await sleep(500);
  let downFrom = Infinity;
  let downTo = Infinity;
  const restart = (async () => {
    await sleep(ms / 2);
    downFrom = performance.now();
    await sub.stop();
    await sleep(downMs);
    sub = await c.startSubscriber(options);
    downTo = performance.now();
  })();
  const revisions = new Map<number, number>();
  const stats = await runClients(writers, ms, async (client, i) => {
    const expected = revisions.get(client) ?? -1;
    const event = payload(i);
    event.data.rev = expected + 1;
    const next = await c.append(`${prefix}${client}`, [event], expected, Math.random() * 20);
    revisions.set(client, next);
    committedAt.set(event.id, performance.now());
  });
  await restart;
  // Drain: until everything arrived, or nothing new for 5 s (a reader that skipped events never gets them).
  let last = -1;
  let stillSince = performance.now();
  while (performance.now() - stillSince < 5000) {
    const arrived = [...committedAt.keys()].filter((id) => appliedAt.has(id)).length;
    if (arrived === committedAt.size) break;
    if (arrived !== last) {
      last = arrived;
      stillSince = performance.now();
    }
    await sleep(100);
  }
  await sub.stop();
  const check = await checkDeliveries(c.pool, name, prefix, new Set(committedAt.keys()));
  const all: number[] = [];
  const steady: number[] = [];
  for (const [id, committed] of committedAt) {
    const applied = appliedAt.get(id);
    if (applied === undefined) continue;
    const lag = Math.max(0, applied - committed);
    all.push(lag);
    if (!(committed < downTo && applied > downFrom)) steady.push(lag);
  }
  const lostWhileDown = [...committedAt].filter(
    ([id, at]) => !appliedAt.has(id) && at >= downFrom && at <= downTo,
  ).length;
  const s = summarise(steady, 1);
  const a = [...all].sort((x, y) => x - y);
  return {
    appended: committedAt.size,
    appendsPerSec: stats.opsPerSec,
    ...check,
    lostAppendedWhileDown: lostWhileDown,
    lagP50Ms: s.p50Ms,
    lagP95Ms: s.p95Ms,
    lagP99Ms: s.p99Ms,
    lagP99InclRestartMs: summarise(all, 1).p99Ms,
    lagMaxMs: round(a.at(-1) ?? 0),
  };
}
