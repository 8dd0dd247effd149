import { Client } from 'pg';
import { requestBody } from '../support/kit/batch-driver';
import { openLoop, round, type LoadFigures } from './app-load';
import { acceptedBatches, BatchPool, party, refusal, type Cast, type CommandAnswer } from './app-parties';
import type { Progress } from './app-progress';
import type { AppServer } from './app-server';
import { benchCall } from './bench-http';
import type { FixedRate } from './app-write-phases';

/** One in `createEvery` writes is a new request (the rest are remarks): creates are what reactions act on. */
export interface JobsLoad extends FixedRate {
  createEvery: number;
  databaseUrl: string;
}

interface KindFigures {
  /** Oldest due job not done, max over the samples (ms). */
  maxOldestMs: number;
  /** Due jobs not done, max over the samples. */
  maxDue: number;
  /** Jobs of the kind done from the start of the writes to the end of the tail. */
  done: number;
}

/**
 * Due jobs not done by kind: how many and how old the oldest is (from when it became due: its
 * run_at, or its insertion for a reaction's job, whose run_at is the epoch).
 */
const DUE_SQL = `SELECT kind, count(*)::int AS due,
    coalesce(extract(epoch FROM now() - min(greatest(run_at, created_at))) * 1000, 0)::float8 AS oldest_ms
  FROM jobs WHERE done_at IS NULL AND run_at <= now() GROUP BY kind`;

/**
 * 5b. Writes at a fixed rate, one in `createEvery` a new request (it sets the assignment, the
 * timers and the e-mails going, and through the automatic assignment a BuyerAssigned that does it
 * again), the rest remarks; the jobs table is sampled every second: the oldest due job per kind,
 * the due count, and jobs completed per second. After the writes, how long the last due job takes.
 */
export async function jobsUnderLoad(server: AppServer, cast: Cast, progress: Progress, o: JobsLoad) {
  const pool = new BatchPool(await acceptedBatches(server, cast, o.batches));
  const db = new Client({ connectionString: o.databaseUrl });
  await db.connect();
  const ticker = progress.phase(
    `5b. ${o.rate} writes/s (1 in ${o.createEvery} a create) for ${o.ms / 1000} s, jobs sampled every second`,
  );
  const perKind: Record<string, KindFigures> = {};
  const furthest = { ms: 0, kind: '', due: 0 };
  const doneSince = async (since: Date) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE done_at >= $1`, [since])).rows[0].n;
  const sample = async (): Promise<number> => {
    const { rows } = await db.query<{ kind: string; due: number; oldest_ms: number }>(DUE_SQL);
    let due = 0;
    for (const row of rows) {
      const entry = (perKind[row.kind] ??= { maxOldestMs: 0, maxDue: 0, done: 0 });
      entry.maxOldestMs = Math.max(entry.maxOldestMs, Math.round(row.oldest_ms));
      entry.maxDue = Math.max(entry.maxDue, row.due);
      if (row.oldest_ms > furthest.ms) Object.assign(furthest, { ms: Math.round(row.oldest_ms), kind: row.kind });
      due += row.due;
    }
    furthest.due = Math.max(furthest.due, due);
    return due;
  };
  // The pool's batches were created, submitted, assigned and accepted just now: their jobs are not
  // the phase's, so start once they are done (bounded, like the wait for the consumers before it).
  const setupWaitStarted = performance.now();
  let setupJobsDue = await sample();
  while (setupJobsDue > 0 && performance.now() - setupWaitStarted < o.drainMs) {
    await new Promise((r) => setTimeout(r, 250));
    setupJobsDue = await sample();
  }
  const setupWait = { seconds: round((performance.now() - setupWaitStarted) / 1000), stillDue: setupJobsDue };
  for (const key of Object.keys(perKind)) delete perKind[key];
  Object.assign(furthest, { ms: 0, kind: '', due: 0 });
  const started = new Date();
  let sampling = true;
  let samples = 0;
  let peakDrain = 0;
  const sampler = (async () => {
    let lastDone = 0;
    let lastAt = performance.now();
    while (sampling) {
      const t0 = performance.now();
      try {
        const due = await sample();
        const done = await doneSince(started);
        // Per second of the interval: a sampler the loaded machine held back for a minute would
        // otherwise count that minute's jobs as one second's.
        const at = performance.now();
        peakDrain = Math.max(peakDrain, round((done - lastDone) / Math.max(1, (at - lastAt) / 1000)));
        lastDone = done;
        lastAt = at;
        samples += 1;
        ticker.status(`oldest due job ${furthest.ms} ms (${furthest.kind || '–'}), ${due} due now`);
      } catch {
        // a failed sample is a missing sample
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - t0))));
    }
  })();
  let creates = 0;
  // Customers who come back: their account rows are written before the load (app-parties.ts).
  const requesters = Array.from({ length: 32 }, () => party(server, 'r'));
  const writes: LoadFigures = await openLoop(
    o.rate,
    o.ms,
    ticker,
    async (n, signal) => {
      if (n % o.createEvery !== 0) return pool.remark(server, signal);
      const requester = requesters[creates % requesters.length];
      creates += 1;
      const answer = await benchCall<CommandAnswer>(server, 'POST', '/api/batch/requests/create', {
        token: requester.token,
        body: requestBody(),
        signal,
      });
      return answer.status === 200 || answer.status === 201 ? true : refusal(answer);
    },
    o.drainMs,
    server.cpuMs,
  );
  const writesEnded = performance.now();
  const writingSeconds = (Date.now() - started.getTime()) / 1000;
  const doneWhileWriting = await doneSince(started);
  // The tail: until nothing due is left (bounded by the drain time), still sampled.
  let tailSeconds: number | null = null;
  while (performance.now() - writesEnded < o.drainMs) {
    if ((await sample()) === 0) {
      tailSeconds = round((performance.now() - writesEnded) / 1000);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  sampling = false;
  await sampler;
  const doneTotal = await doneSince(started);
  const byKind = await db.query<{ kind: string; n: number }>(
    `SELECT kind, count(*)::int AS n FROM jobs WHERE done_at >= $1 AND outcome = 'done' GROUP BY kind`,
    [started],
  );
  for (const { kind, n } of byKind.rows) (perKind[kind] ??= { maxOldestMs: 0, maxDue: 0, done: 0 }).done = n;
  await db.end();
  const figures = {
    writes,
    creates,
    samples,
    furthest,
    perKind,
    jobsDone: doneTotal,
    drainedPerSec: round(doneWhileWriting / writingSeconds),
    peakDrainPerSec: peakDrain,
    tailSeconds,
    setupWait,
  };
  ticker.done(
    `achieved ${writes.perSec} writes/s (${creates} creates); oldest due job ${furthest.ms} ms (${furthest.kind || '–'}), ` +
      `max ${furthest.due} due; ${figures.drainedPerSec} jobs/s drained while writing (peak ${peakDrain}/s), ` +
      `tail ${tailSeconds ?? 'not drained'} s`,
  );
  return figures;
}
