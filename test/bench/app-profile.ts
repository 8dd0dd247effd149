// A short load on one server, for a CPU profile of the server (not a figure of the bench):
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node scripts/run-ts.cjs test/bench/app-profile.ts [remark|create|create-keyed|list|config|unread|detail] [seconds]
// create-keyed: create with an Idempotency-Key header, as the web apps send it.
// config: GET /api/config (no session); unread: GET /api/batch/notifications/unread-count (the least
// work behind a session); detail: GET /api/batch/requests/{id} of a batch as its requester.
// Prints req/s and the server's PostgreSQL round trips per request (pg_stat_statements is not needed:
// xact_commit and the statement counter of pg_stat_database, read before and after).
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { call } from '../support/kit/http';
import { closedLoop, round } from './app-load';
import { acceptedBatches, party, refusal, remark } from './app-parties';
import { Progress } from './app-progress';
import { cpuMsOf, removeServerData, serverSetup, startAppServer } from './app-server';
import { dueJobs } from './app-shipment-given';
import { settle } from './app-write-phases';
import { startBenchDatabase } from './bench-database';
import { requestBody } from '../support/kit/batch-driver';
import { runMain } from './bench-main';

async function dbStats(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // The WAL position too: the bytes written per request do not move with the machine's load.
    const { rows } = await client.query<{ xact: string; tup: string; wal: string }>(
      `SELECT xact_commit + xact_rollback AS xact, tup_returned + tup_fetched AS tup,
              pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS wal
         FROM pg_stat_database WHERE datname = current_database()`,
    );
    // Every PostgreSQL process (backends, WAL writer, checkpointer…): their CPU is read from /proc.
    const pids = await client.query<{ pid: number; role: string }>(
      `SELECT pid, CASE WHEN backend_type <> 'client backend' THEN backend_type
                        WHEN application_name <> '' THEN regexp_replace(application_name, ' .*$', '')
                        ELSE 'app pool' END AS role
         FROM pg_stat_activity WHERE pid <> pg_backend_pid()`,
    );
    await client.query('SELECT pg_stat_clear_snapshot()');
    const cpu = new Map(pids.rows.map((r) => [r.pid, cpuMsOf(r.pid)]));
    const roles = new Map(pids.rows.map((r) => [r.pid, r.role]));
    return { xact: Number(rows[0].xact), tup: Number(rows[0].tup), wal: Number(rows[0].wal), cpu, roles };
  } finally {
    await client.end();
  }
}

/** A table's updates since the database was made, and how many were heap-only (HOT: no index written). */
async function heapOnlyUpdates(url: string, table: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics reach the view a little after the transactions that made them.
    await new Promise((r) => setTimeout(r, 1000));
    const { rows } = await client.query<{ upd: string; hot: string }>(
      `SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = $1`,
      [table],
    );
    return { updates: Number(rows[0]?.upd ?? 0), heapOnly: Number(rows[0]?.hot ?? 0) };
  } finally {
    await client.end();
  }
}

/** The server's memory in MB from its /metrics (prom-client's default process and heap gauges). */
async function memoryOf(baseUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const mb = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? Math.round(Number(match[1]) / 1e5) / 10 : -1;
  };
  const spaces: Record<string, number> = {};
  for (const m of text.matchAll(/^nodejs_heap_space_size_total_bytes\{space="([a-z_]+)"\} (\S+)$/gm))
    spaces[m[1]] = Math.round(Number(m[2]) / 1e5) / 10;
  return {
    rss: mb(/^process_resident_memory_bytes (\S+)$/m),
    heapTotal: mb(/^nodejs_heap_size_total_bytes (\S+)$/m),
    heapUsed: mb(/^nodejs_heap_size_used_bytes (\S+)$/m),
    external: mb(/^nodejs_external_memory_bytes (\S+)$/m),
    ...Object.fromEntries(Object.entries(spaces).map(([k, v]) => [`space_${k}`, v])),
  };
}

/** CPU ms per request of the PostgreSQL processes present at both readings, by role (backend type, application). */
function postgresCpuByRole(
  before: Map<number, number>,
  after: Map<number, number>,
  roles: Map<number, string>,
  n: number,
): Record<string, number> {
  const byRole: Record<string, number> = {};
  for (const [pid, at] of after) {
    if (!before.has(pid)) continue;
    const role = roles.get(pid) ?? '?';
    byRole[role] = (byRole[role] ?? 0) + (at - (before.get(pid) ?? 0)) / n;
  }
  return Object.fromEntries(Object.entries(byRole).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
}

/** CPU ms the PostgreSQL processes present at both readings used in between. */
/**
 * BENCH_PG_STATEMENTS=1 with DATABASE_URL naming a server that preloads pg_stat_statements: the
 * statements the run made, per request (reset before the loop, read after).
 */
async function pgStatements(url: string, n?: number): Promise<void> {
  if (!process.env.BENCH_PG_STATEMENTS) return;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    if (n === undefined) {
      await client.query('SELECT pg_stat_statements_reset()');
      return;
    }
    const { rows } = await client.query<{ calls: string; rows: string; ms: string; blocks: string; query: string }>(
      `SELECT calls, rows, total_exec_time AS ms, shared_blks_hit + shared_blks_read AS blocks, query FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY calls DESC LIMIT 40`,
    );
    for (const r of rows)
      console.log(
        `${(Number(r.calls) / n).toFixed(3).padStart(8)} calls ${(Number(r.rows) / n).toFixed(2).padStart(8)} rows ${(Number(r.ms) / n).toFixed(3).padStart(7)} ms ${(Number(r.blocks) / n).toFixed(1).padStart(6)} blocks  ${r.query.replace(/\s+/g, ' ').slice(0, 220)}`,
      );
  } finally {
    await client.end();
  }
}

function postgresCpuMs(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, at] of after) if (before.has(pid)) ms += at - (before.get(pid) ?? 0);
  return ms;
}

async function main() {
  const what = process.argv[2] ?? 'remark';
  const seconds = Number(process.argv[3] ?? 8);
  const db = await startBenchDatabase();
  const setup = serverSetup(await db.createDatabase('profile'));
  const server = await startAppServer(setup);
  const progress = new Progress();
  try {
    const cast = { staff: party(server, 's'), auditor: party(server, 'x') };
    const pools = await Promise.all(Array.from({ length: 8 }, () => acceptedBatches(server, cast, 5, 2)));
    const requesters = Array.from({ length: 8 }, () => party(server, 'r'));
    const body = requestBody();
    if (what === 'list') {
      for (let i = 0; i < 200; i += 1)
        await call(server, 'POST', '/api/batch/requests/create', { token: requesters[i % 8].token, body });
    }
    // Start once the set-up's backlog (read models, reactions, their jobs) is done: the server's CPU
    // over a second falls below 5 % of a core (at most 60 s).
    await settle(server, cast.auditor.token, 30_000);
    for (let waited = 0; waited < 60; waited += 1) {
      const at = cpuMsOf(server.pid);
      await new Promise((r) => setTimeout(r, 1000));
      if (cpuMsOf(server.pid) - at < 50) break;
    }
    // The server's CPU with no request (pollers, timers), taken off the per-request figure below.
    const idleCpuAt = cpuMsOf(server.pid);
    await new Promise((r) => setTimeout(r, 3000));
    const idleCpuMsPerSec = (cpuMsOf(server.pid) - idleCpuAt) / 3;
    await pgStatements(setup.databaseUrl);
    const before = await dbStats(setup.databaseUrl);
    const serverCpuBefore = cpuMsOf(server.pid);
    const benchCpuBefore = process.cpuUsage();
    // A preload of the server may count queries on SIGUSR2 (see the header).
    if (process.env.BENCH_SIGNAL_SERVER) process.kill(server.pid, 'SIGUSR2');
    const ticker = progress.phase(`${what}, 8 connections, ${seconds} s`);
    const figures = await closedLoop(8, seconds * 1000, ticker, async (c, i) => {
      if (what === 'create' || what === 'create-keyed') {
        // create-keyed: with an Idempotency-Key, as the web apps send every create (console/shared/api/send-once.ts).
        const headers =
          what === 'create-keyed' ? { 'idempotency-key': `profile-${c}-${i}-${randomUUID()}` } : undefined;
        const a = await call(server, 'POST', '/api/batch/requests/create', {
          token: requesters[c].token,
          body,
          headers,
        });
        return a.status === 201 ? true : refusal(a);
      }
      if (what === 'list') {
        const a = await call(server, 'GET', '/api/batch/requests?page=1', { token: cast.staff.token });
        return a.status === 200 ? true : refusal(a);
      }
      if (what === 'config') {
        const a = await call(server, 'GET', '/api/config');
        return a.status === 200 ? true : refusal(a);
      }
      if (what === 'unread') {
        const a = await call(server, 'GET', '/api/batch/notifications/unread-count', { token: requesters[c].token });
        return a.status === 200 ? true : refusal(a);
      }
      if (what === 'detail') {
        const batch = pools[c][i % pools[c].length];
        const a = await call(server, 'GET', `/api/batch/requests/${batch.id}`, { token: batch.requester.token });
        return a.status === 200 ? true : refusal(a);
      }
      const pool = pools[c];
      return (await remark(server, pool[i % pool.length])).outcome;
    });
    if (process.env.BENCH_SIGNAL_SERVER) process.kill(server.pid, 'SIGUSR2');
    const serverCpuMs = cpuMsOf(server.pid) - serverCpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const after = await dbStats(setup.databaseUrl);
    await pgStatements(setup.databaseUrl, figures.ok + figures.failed);
    // The work the requests left behind (read models, reactions' jobs), done after the window: the
    // CPU per request once it is all done counts every request's whole work, whatever the drain rate.
    const dueAtEnd = await dueJobs(setup.databaseUrl);
    const drainStarted = performance.now();
    for (;;) {
      await settle(server, cast.auditor.token, 120_000);
      if ((await dueJobs(setup.databaseUrl)) === 0 || performance.now() - drainStarted > 120_000) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const drained = await dbStats(setup.databaseUrl);
    const drainedServerCpuMs = cpuMsOf(server.pid) - serverCpuBefore;
    const detailUpdates = await heapOnlyUpdates(setup.databaseUrl, 'rm_batch_detail');
    const memory = await memoryOf(server.baseUrl);
    ticker.done(`${figures.perSec} req/s p50 ${figures.p50Ms} p99 ${figures.p99Ms} failed ${figures.failed}`);
    const n = figures.ok + figures.failed;
    console.log(
      JSON.stringify({
        what,
        ...figures,
        transactionsPerRequest: (after.xact - before.xact) / n,
        tuplesPerRequest: (after.tup - before.tup) / n,
        walBytesPerRequest: (after.wal - before.wal) / n,
        // CPU per request, which load on the machine does not inflate the way it does wall-clock figures.
        serverCpuMsPerRequest: serverCpuMs / n,
        idleCpuMsPerSec,
        serverCpuMsPerRequestLessIdle: (serverCpuMs - idleCpuMsPerSec * seconds) / n,
        postgresCpuMsPerRequest: postgresCpuMs(before.cpu, after.cpu) / n,
        postgresCpuMsPerRequestByRole: postgresCpuByRole(before.cpu, after.cpu, after.roles, n),
        clientCpuMsPerRequest: (benchCpu.user + benchCpu.system) / 1000 / n,
        // Once the jobs due at the window's end (dueAtEnd) and the read models were done.
        drained: {
          dueAtEnd,
          seconds: round(drainSeconds),
          serverCpuMsPerRequest: (drainedServerCpuMs - idleCpuMsPerSec * (seconds + drainSeconds)) / n,
          postgresCpuMsPerRequest: postgresCpuMs(before.cpu, drained.cpu) / n,
          transactionsPerRequest: (drained.xact - before.xact) / n,
        },
        // Over the whole run (set-up included): updates of the detail row that wrote no index entry.
        detailUpdates,
        // Where the server's RSS is right after the loop: V8's heap (by space) or outside it.
        memory,
      }),
    );
  } finally {
    await server.stop();
    removeServerData(setup);
    await db.stop();
  }
}

runMain(main);
