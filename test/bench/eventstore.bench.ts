// npm run bench:eventstore: raw pg vs our PostgresEventStore vs Emmett on one PostgreSQL.
// Env: DATABASE_URL (else embedded PostgreSQL), BENCH_EVENTS (catch-up size, default 1,000,000),
// BENCH_SECONDS (per timed run, default 5), BENCH_POOL (pool size per contender, default 32).
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { rawContender, oursContender, type Contender } from './bench-contenders';
import { startBenchDatabase } from './bench-database';
import { emmettContender } from './bench-emmett';
import { writeResults, type BenchResults } from './bench-report';
import type { LatencyStats } from './bench-stats';
import { catchUp, exactAppends, hotStreams, liveLag, newStreams, readAndFold } from './bench-workloads';

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const poolSize = Number(process.env.BENCH_POOL ?? 32);
const ms = seconds * 1000;

type Figures = LatencyStats | Record<string, number | string>;

export async function runEventStoreBench(): Promise<BenchResults> {
  const started = Date.now();
  const db = await startBenchDatabase();
  const contenders: Contender[] = [
    rawContender(await db.createDatabase('raw'), poolSize),
    oursContender(await db.createDatabase('ours'), poolSize),
    emmettContender(await db.createDatabase('emmett'), poolSize),
  ];
  const workloads: Record<string, Record<string, Figures>> = {};
  let rotation = 0;
  const run = async (name: string, fn: (c: Contender) => Promise<Figures>) => {
    workloads[name] = {};
    const order = contenders.map((_, i) => contenders[(i + rotation) % contenders.length]);
    rotation += 1;
    for (const c of order) {
      process.stdout.write(`${name} — ${c.name} … `);
      try {
        workloads[name][c.name] = await fn(c);
      } catch (error) {
        workloads[name][c.name] = { error: (error as Error).message.slice(0, 120) };
      }
      process.stdout.write(`${JSON.stringify(workloads[name][c.name])}\n`);
    }
    // Keep the table's row order stable whatever the run order was.
    workloads[name] = Object.fromEntries(contenders.map((c) => [c.name, workloads[name][c.name]]));
  };
  const settings = await db.settings();
  try {
    await run('new streams (8 clients, 1 event)', (c) => newStreams(c, 8, ms));
    for (const clients of [1, 8, 32]) await run(`exact-revision appends, ${clients} client(s)`, (c) => exactAppends(c, clients, ms));
    await run('10-event batches (8 clients)', (c) => exactAppends(c, 8, ms, 10));
    await run('hot streams (8 workers, 10 streams)', (c) => hotStreams(c, 8, ms));
    await run('read + fold 20 events (8 clients)', (c) => readAndFold(c, 20, 8, ms));
    await run('read + fold 200 events (8 clients)', (c) => readAndFold(c, 200, 8, ms));
    const checkpoints = new Map<Contender, string | undefined>();
    await run(`projection catch-up (${events.toLocaleString('en')} bulk-loaded events + the above)`, async (c) => {
      await c.bulkLoad(events);
      const result = await catchUp(c, events);
      checkpoints.set(c, result.after);
      return { events: result.events, seconds: result.seconds, eventsPerSec: result.eventsPerSec, stoppedAt90s: result.capped ? 'yes' : 'no' };
    });
    await run('live lag + correctness (8 writers, commits held 0-20 ms, tail poll 10 ms)', async (c) => ({ ...(await liveLag(c, 8, ms, checkpoints.get(c))) }));
  } finally {
    for (const c of contenders) await c.close();
    // Emmett's connector keeps pools of its own; stopping the server terminates their idle clients.
    const ignoreShutdown = (error: unknown) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    };
    process.on('uncaughtException', ignoreShutdown);
    await db.stop();
  }
  return {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    settings,
    config: { secondsPerRun: seconds, poolSize, catchUpEvents: events, cpus: availableParallelism(), node: process.version },
    workloads,
    targets: targetsOf(workloads, contenders),
    notes: [
      'raw pg = BEGIN; INSERT; COMMIT (three round trips) into a plain table with no stream row, no concurrency check and an id-only reader.',
      'ours = one round trip (SELECT es_append(...)) in autocommit; NOTIFY is sent after commit, coalesced.',
      'Emmett = getPostgreSQLEventStore(url, pooled pg.Pool) public API; for held commits its beforeCommitHook runs pg_sleep; its catch-up/live reader is readMessagesBatch (checkpoint = global position only).',
      'read + fold folds through evolve of machines/batch/batch.decider.ts over a real scripted batch history.',
      'raw pg has no index on stream_id (it models the cheapest possible append), so its read, fold and hot-stream figures are table scans: compare reads between ours and Emmett only.',
      'live lag: every contender is tailed by the same 10 ms polling loop over its own reader (ours: readNextBatch), so lag includes waiting for older held transactions to finish.',
      'hot streams: retryP99Ms is the p99 of a whole command (read revision + append, including retries).',
    ],
  };
}

function targetsOf(w: Record<string, Record<string, Figures>>, contenders: Contender[]): BenchResults['targets'] {
  const [raw, ours, emmett] = contenders.map((c) => c.name);
  const eight = w['exact-revision appends, 8 client(s)'] ?? {};
  const num = (f: Figures | undefined, k: string) => Number((f as Record<string, unknown> | undefined)?.[k] ?? NaN);
  const catchKey = Object.keys(w).find((k) => k.startsWith('projection catch-up')) ?? '';
  const liveKey = Object.keys(w).find((k) => k.startsWith('live lag')) ?? '';
  const ratio = num(eight[ours], 'opsPerSec') / num(eight[raw], 'opsPerSec');
  return [
    { target: 'appends at 8 clients ≥ 70% of raw', value: `${Math.round(ratio * 100)}%`, met: ratio >= 0.7 },
    { target: 'appends at 8 clients ≥ Emmett', value: `${num(eight[ours], 'opsPerSec')} vs ${num(eight[emmett], 'opsPerSec')} ops/s`, met: num(eight[ours], 'opsPerSec') >= num(eight[emmett], 'opsPerSec') },
    { target: 'append p99 ≤ 10 ms at 8 clients', value: `${num(eight[ours], 'p99Ms')} ms`, met: num(eight[ours], 'p99Ms') <= 10 },
    { target: 'catch-up ≥ 20,000 events/s', value: `${num(w[catchKey]?.[ours], 'eventsPerSec')} events/s`, met: num(w[catchKey]?.[ours], 'eventsPerSec') >= 20000 },
    { target: 'live lag p99 < 250 ms', value: `${num(w[liveKey]?.[ours], 'lagP99Ms')} ms`, met: num(w[liveKey]?.[ours], 'lagP99Ms') < 250 },
    { target: 'zero lost / duplicated (ours)', value: `${num(w[liveKey]?.[ours], 'lost')} lost, ${num(w[liveKey]?.[ours], 'duplicated')} duplicated`, met: num(w[liveKey]?.[ours], 'lost') === 0 && num(w[liveKey]?.[ours], 'duplicated') === 0 },
  ];
}

// Run directly (scripts/run-ts.cjs puts the entry file in argv[1]), not when run-all imports it.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  runEventStoreBench()
    .then((results) => {
      writeResults(join(__dirname, 'results'), results);
      process.stdout.write(`\nwrote test/bench/results/eventstore.json and eventstore.md (${results.durationSeconds} s)\n`);
      for (const t of results.targets) process.stdout.write(`  ${t.met ? 'MET ' : 'MISS'} ${t.target}: ${t.value}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(1);
    });
}
