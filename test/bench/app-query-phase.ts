import { Client } from 'pg';
import type { AppBenchRun } from './app-bench-run';
import { config } from './app-config';
import { round } from './app-load';
import { party, type Cast } from './app-parties';
import { queriesAtSize } from './app-read-phases';
import { staffTargets } from './app-read-targets';
import { load1 } from './app-run-info';
import { describeRuntime } from './app-runtime-metrics';
import type { AppServer } from './app-server';
import { emptyRouteAtRate } from './framework-floor';

/**
 * Phase 8 on the server caught up with the bulk log: the dashboards, the staff list's first and deep
 * page, and a staff search by each key (batch number, requester and buyer name, e-mail, item name,
 * tracking number, purchase-site order id), each at a steady 50/s beside its own statement sent
 * alone from pg at that rate; before them, an empty NestJS route at that rate (what any GET waits
 * for on this machine now).
 */
export async function queryPhase(
  run: AppBenchRun,
  big: AppServer,
  cast: Cast,
  o: { requesters: string[]; buyers: string[]; batches: number; sample: { batchNumber: string; tracking?: string } },
): Promise<void> {
  run.rss.phase = '8-queries';
  const get = <T>(path: string) =>
    fetch(`${big.baseUrl}${path}`, { headers: { authorization: `Bearer ${cast.staff.token}` } })
      .then((r) => r.json() as Promise<T>)
      .catch(() => undefined);
  const staffList = await get<{ count?: number }>('/api/batch/requests');
  const listed = Number(staffList?.count ?? 0);
  const deepPage = Math.max(1, Math.floor((listed / 12) * 0.9));
  // Search for a batch of the bulk that the list read model already holds (the catch-up may have stopped short).
  const deep = await get<{ results?: Array<{ batch_number?: string }> }>(`/api/batch/requests?page=${deepPage}`);
  const searched = deep?.results?.find((b) => b.batch_number?.startsWith('BN20000101'))?.batch_number;
  // After the catch-up PostgreSQL's autovacuum works through the bulk (es_events, the read models)
  // and the server may still be busy: both would be in the first queries' figures (the first page's
  // p99 was 74.7 ms beside 15.3 ms for page 750 with the same cost). Wait (bounded) for quiet.
  const quiet = await quietBefore(run.setup.databaseUrl, big, 180_000);
  run.notes.push(
    `Before the queries the bench waited ${quiet.seconds} s (at most 180) for no autovacuum worker and a server under 30 ms CPU per second (${quiet.quiet ? 'reached' : 'not reached'}); server CPU with no request then (3 s): ${quiet.idleCpuMsPerSec} ms per second.`,
  );
  const steady = { rate: config.queryRate, ms: config.querySeconds * 1000 };
  run.notes.push(
    `Each query row's steady run at ${config.queryRate}/s follows ${config.queryWarmupSeconds} s of the same requests at the same rate, not counted (BENCH_QUERY_WARMUP_SECONDS).`,
  );
  const empty = await run.phase('8-empty-route', () => emptyRouteAtRate(run.setup.databaseUrl, run.progress, steady));
  if (empty)
    run.rows.push({
      measure: `reference: an empty NestJS route (Express, no product code, no SQL) at ${config.queryRate} req/s: p99 (p50)`,
      value: `${empty.p99Ms} ms (${empty.p50Ms} ms)`,
      reference: `achieved ${empty.sentPerSec}/s, ${empty.failed} failed, ${empty.unanswered} unanswered`,
      target: 'reference',
      met: null,
      load: load1(),
      serverCpuMsPerRequest: empty.serverCpuMsPerRequest,
    });
  const staff = await staffTargets(big, cast.staff, {
    batchNumber: searched ?? o.sample.batchNumber,
    tracking: o.sample.tracking,
  });
  const [firstPage, ...searches] = staff;
  const queries = await run.phase('8-queries', () =>
    queriesAtSize(
      big,
      run.progress,
      [
        { label: 'requester dashboard', path: '/api/batch/requests', token: party(big, 'r', o.requesters[0]).token },
        { label: 'buyer dashboard', path: '/api/batch/requests', token: party(big, 'b', o.buyers[0]).token },
        firstPage,
        {
          label: `staff list, page ${deepPage}`,
          path: `/api/batch/requests?page=${deepPage}`,
          token: cast.staff.token,
        },
        // The batch number's row keeps its throughput run, as before; the other keys are steady only.
        ...searches.map((t, i) => ({ ...t, steadyOnly: i > 0 })),
      ],
      {
        ...steady,
        warmupMs: config.queryWarmupSeconds * 1000,
        connections: config.connections,
        databaseUrl: run.setup.databaseUrl,
        databaseCpu: run.databaseCpu,
      },
    ),
  );
  if (!queries) return;
  const size = `${listed.toLocaleString('en')} requests in the list read model (${o.batches.toLocaleString('en')} batches in the log)`;
  for (const [label, q] of Object.entries(queries)) {
    const { steady: s, sqlAlone, saturated, runtime, statementFloor } = q;
    const count = q.count === undefined ? '?' : `${q.count}${q.capped ? '+' : ''}`;
    run.rows.push({
      measure: `${label} at ${config.queryRate} req/s, ${size}: p99 (p50)`,
      value: `${s.p99Ms} ms (${s.p50Ms} ms)`,
      reference: [
        `achieved ${s.sentPerSec}/s, list count ${count}, ${s.failed} failed, ${s.unanswered} unanswered`,
        ...(sqlAlone
          ? [
              `its statement alone from pg at ${config.queryRate}/s: p99 ${sqlAlone.p99Ms} ms (p50 ${sqlAlone.p50Ms} ms), PostgreSQL ${sqlAlone.postgresCpuMsPerRequest ?? '?'} ms/request`,
            ]
          : []),
        ...(statementFloor
          ? [
              `its statement behind a bare NestJS route (no product code) at ${config.queryRate}/s: p99 ${statementFloor.p99Ms} ms (p50 ${statementFloor.p50Ms} ms)`,
            ]
          : []),
        `server ${describeRuntime(runtime)}`,
      ].join('; '),
      ratio:
        [
          ...(empty && empty.p99Ms > 0 ? [`× ${round(s.p99Ms / empty.p99Ms)} the empty route's p99`] : []),
          ...(statementFloor && statementFloor.p99Ms > 0
            ? [`× ${round(s.p99Ms / statementFloor.p99Ms)} its statement floor's`]
            : []),
        ].join('; ') || undefined,
      target: '≤ 20 ms',
      met: s.ok > 0 && s.failed === 0 && s.unanswered === 0 && s.p99Ms <= 20,
      load: q.load,
      serverCpuMsPerRequest: s.serverCpuMsPerRequest,
      postgresCpuMsPerRequest: s.postgresCpuMsPerRequest,
    });
    if (saturated)
      run.rows.push({
        measure: `same, ${config.connections} closed-loop connections (throughput): req/s`,
        value: `${saturated.perSec} req/s`,
        reference: `p99 ${saturated.p99Ms} ms (p50 ${saturated.p50Ms} ms), ${saturated.failed} failed`,
        target: 'reference',
        met: null,
        load: q.load,
        serverCpuMsPerRequest: saturated.serverCpuMsPerRequest,
      });
  }
}

/** Waits until PostgreSQL runs no autovacuum worker and the idle server uses under 30 ms CPU a second, or `capMs`. */
async function quietBefore(databaseUrl: string, server: AppServer, capMs: number) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  let idleCpuMsPerSec = 0;
  let quiet = false;
  try {
    while (!quiet && performance.now() - started < capMs) {
      const cpu0 = server.cpuMs();
      await new Promise((r) => setTimeout(r, 3000));
      idleCpuMsPerSec = round((server.cpuMs() - cpu0) / 3);
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
      );
      quiet = rows[0].n === 0 && idleCpuMsPerSec < 30;
    }
  } finally {
    await client.end();
  }
  return { seconds: round((performance.now() - started) / 1000), quiet, idleCpuMsPerSec };
}
