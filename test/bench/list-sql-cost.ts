// The PostgreSQL cost of the five list requests of the application bench's phase 8 at size:
//   nice -n 10 node scripts/run-ts.cjs test/bench/list-sql-cost.ts [batches=100000] [runs=400]
// Seeds rm_batch_list (test/batch-lists/list-rows.seed.ts) for real accounts with names, then, for each
// query, runs the statement the server sends `runs` times from one pg client, sequentially, and reads
// the backend's CPU (utime + stime of /proc/<pid>/stat) before and after: CPU ms per statement, which
// the machine's load does not inflate the way wall-clock time is. Also EXPLAIN (ANALYZE) planning and
// execution times. With LIST_COST_HTTP_SECONDS=n it then starts the server on that database and sends
// each list request for n seconds from 8 closed-loop connections (as phase 8 of the application bench):
// the server's CPU and every PostgreSQL process's CPU per request. Not a test: figures for a report.
import 'reflect-metadata';
import { Client } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import type { BatchListQueryDto } from '../../src/batch/http/dto/batch-list-query.dto';
import {
  LIVE_PREDICATE,
  listStatements,
  type BatchListKind,
  type Statement,
} from '../../src/batch/read/batch-list/batch-list.sql';
import { seedListRows } from '../batch-lists/list-rows.seed';
import { startBenchDatabase } from './bench-database';
import { closedLoop } from './app-load';
import { party, refusal } from './app-parties';
import { Progress } from './app-progress';
import { cpuMsOf, removeServerData, serverSetup, startAppServer } from './app-server';
import { benchCall } from './bench-http';
import { runMain } from './bench-main';

async function people(db: Client, type: 'r' | 'b', count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH u AS (INSERT INTO users (email, user_code, first_name, last_name)
                SELECT 'cost-' || $1 || n || '@example.com', 'LC' || $1 || n, 'Given' || n, 'Family' || (n % 97)
                  FROM generate_series(0, $2 - 1) n ORDER BY n RETURNING id, user_code)
     INSERT INTO accounts (user_id, account_type)
     SELECT u.id, $1 FROM u ORDER BY substring(u.user_code FROM 4)::int RETURNING id::text`,
    [type, count],
  );
  return rows.map((r) => r.id);
}

/** CPU ms of every PostgreSQL process but this client's own backend (pids from pg_stat_activity, CPU from /proc). */
async function postgresCpu(client: Client): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()`,
  );
  return new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid)]));
}

type Scenario = [string, BatchListKind, Actor, Partial<BatchListQueryDto>];

async function overHttp(url: string, client: Client, scenarios: Scenario[], seconds: number): Promise<void> {
  const setup = serverSetup(url);
  const server = await startAppServer(setup);
  const progress = new Progress();
  try {
    const accountType = { requester: 'r', buyer: 'b', staff: 's', auditor: 'x' } as const;
    for (const [label, kind, actor, q] of scenarios) {
      const who = party(server, accountType[actor.role], actor.id);
      const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
      const path = `/api/batch/${kind}${query ? `?${query}` : ''}`;
      const ticker = progress.phase(`${label}: ${path}`);
      const send = async () => {
        const a = await benchCall(server, 'GET', path, { token: who.token });
        return a.status === 200 ? true : refusal(a);
      };
      // Warm: every pooled connection has planned (and prepared) the statement.
      await closedLoop(8, 1000, ticker, send);
      const pgBefore = await postgresCpu(client);
      const serverBefore = cpuMsOf(server.pid);
      const figures = await closedLoop(8, seconds * 1000, ticker, send);
      const serverMs = cpuMsOf(server.pid) - serverBefore;
      let pgMs = 0;
      for (const [pid, at] of pgBefore) {
        try {
          pgMs += cpuMsOf(pid) - at;
        } catch {
          // A backend that ended in between.
        }
      }
      const n = figures.ok + figures.failed;
      ticker.done(`${figures.perSec} req/s`);
      console.log(
        JSON.stringify({
          label,
          path,
          http: { perSec: figures.perSec, p50Ms: figures.p50Ms, p99Ms: figures.p99Ms, failed: figures.failed },
          serverCpuMsPerRequest: +(serverMs / n).toFixed(3),
          postgresCpuMsPerRequest: +(pgMs / n).toFixed(3),
        }),
      );
    }
  } finally {
    await server.stop();
    removeServerData(setup);
  }
}

async function main(): Promise<void> {
  const batches = Number(process.argv[2] ?? 100_000);
  const runs = Number(process.argv[3] ?? 400);
  const db = await startBenchDatabase();
  try {
    const url = await db.createDatabase('listcost');
    const client = new Client({ connectionString: url });
    await client.connect();
    const requesters = await people(client, 'r', 2000);
    const buyers = await people(client, 'b', 50);
    const now = new Date();
    const seeded = await seedListRows(client, { batches, now, accounts: { requesters, buyers } });
    await client.query('VACUUM ANALYZE rm_batch_list');
    await client.query('ANALYZE users');
    await client.query('ANALYZE accounts');
    const { rows: numbered } = await client.query<{ batch_number: string }>(
      `SELECT batch_number FROM rm_batch_list WHERE type = 'requests' AND ${LIVE_PREDICATE} ORDER BY batch_id OFFSET 100 LIMIT 1`,
    );
    const staff = { id: 'staff-cost', role: 'staff' } as Actor;
    const scenarios: Scenario[] = [
      ['requester dashboard', 'requests', { id: seeded.heavyRequester.id, role: 'requester' } as Actor, {}],
      ['buyer dashboard', 'requests', { id: seeded.heavyBuyer.id, role: 'buyer' } as Actor, {}],
      ['staff first page', 'requests', staff, {}],
      // The archive holds more than the count's bound (10,000), as the bench's staff list did: page 750.
      ['staff archive first page', 'archived', staff, {}],
      ['staff archive deep page', 'archived', staff, { page: 0 }],
      ['staff search (a batch number)', 'requests', staff, { search: numbered[0].batch_number }],
    ];
    const { rows: pidRow } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = pidRow[0].pid;
    const only = (process.env.LIST_COST_ONLY ?? '').split(',').filter(Boolean);
    for (const [, kind, actor, q] of scenarios) {
      if (q.page !== 0) continue;
      // As the application bench picks it: 90 % into the (capped) count, 12 a page.
      const first = listStatements(kind, actor, { page: 1, page_size: 12 }, now).page as Statement;
      const { rows: counted } = await client.query<{ list_count: number }>(first.text, first.values);
      q.page = Math.max(1, Math.floor((counted[0].list_count / 12) * 0.9));
    }
    if (process.env.LIST_COST_PLANS) {
      for (const [label, kind, actor, q] of scenarios) {
        const s = listStatements(kind, actor, { page: 1, page_size: 12, ...q }, now).page as Statement;
        const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
          s.values,
        );
        console.log(`--- ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    for (const [label, kind, actor, q] of scenarios) {
      if (only.length && !only.some((o) => label.startsWith(o))) continue;

      const s = listStatements(kind, actor, { page: 1, page_size: 12, ...q }, now).page as Statement;
      const { rows: plan } = await client.query<{ 'QUERY PLAN': [Record<string, number>] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`,
        s.values,
      );
      const top = plan[0]['QUERY PLAN'][0] as unknown as { 'Planning Time': number; 'Execution Time': number };
      const ways: Array<[string, () => Promise<unknown>]> = [
        ['unnamed', () => client.query(s.text, s.values)],
        ['named', () => client.query({ name: `cost-${label}`, text: s.text, values: s.values })],
      ];
      const figures: Record<string, unknown> = {};
      for (const [way, run] of ways) {
        for (let i = 0; i < 20; i += 1) await run();
        const at = cpuMsOf(pid);
        const t0 = process.hrtime.bigint();
        let rows = 0;
        for (let i = 0; i < runs; i += 1) rows = ((await run()) as { rowCount: number }).rowCount;
        figures[way] = {
          pgCpuMs: +((cpuMsOf(pid) - at) / runs).toFixed(3),
          wallMs: +(Number(process.hrtime.bigint() - t0) / 1e6 / runs).toFixed(3),
          rows,
        };
      }
      console.log(
        JSON.stringify({
          label: q.page && q.page > 1 ? `${label} ${q.page}` : label,
          planningMs: top['Planning Time'],
          executionMs: top['Execution Time'],
          ...figures,
        }),
      );
    }
    if (process.env.LIST_COST_HOLD) {
      // Keeps the seeded database up for hand-made statements (psql) until the file named is removed.
      console.log(JSON.stringify({ url }));
      const { existsSync, writeFileSync } = await import('node:fs');
      writeFileSync(process.env.LIST_COST_HOLD, url);
      while (existsSync(process.env.LIST_COST_HOLD)) await new Promise((r) => setTimeout(r, 1000));
    }
    const seconds = Number(process.env.LIST_COST_HTTP_SECONDS ?? 0);
    if (seconds > 0) await overHttp(url, client, scenarios, seconds);
    await client.end();
  } finally {
    await db.stop();
  }
}

runMain(main);
