// Read-model catch-up, focused: the batch read models of the `read-models` group (detail, list,
// audit timeline, notifications, buyer statistics) catch up on a log of real histories (the
// decider's own events for every status, copied with new stream ids), through a GroupDispatcher
// alone: no HTTP, no reactions. Prints events/s; `--cpu-prof` on the node command profiles it.
//
//   BENCH_CATCHUP_EVENTS [100000] BENCH_CATCHUP_MAX_SLICE [dispatcher's] BENCH_SQL_TIMES [0] BENCH_CATCHUP_SETUP_SQL BENCH_CATCHUP_OLD [0]
//   BENCH_CATCHUP_MEMBERS [all four]
//   node scripts/run-ts.cjs test/bench/catchup.bench.ts
// Prints events/s, the load average, and CPU per 1,000 events of Node and of the dispatcher's
// PostgreSQL backend (the figure to compare on a shared machine).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Client } from 'pg';
import { batchStreamId, type BatchEvent } from '@machines/batch';
import { scenarioAt } from '../../machines/testing/batch-scenario';
import { STATUS_NAMES } from '../../machines/batch/statuses';
import { readModelProjections } from '../../src/batch';
import { BuyerStatisticsProjection } from '../../src/operations/statistics/buyer-statistics.projection';
import { NotificationsProjection } from '../../src/people/notifications/notifications.projection';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import type { Projection } from '../../src/platform/projections/runner/projection';
import { startBenchDatabase } from './bench-database';
import { measureLogReadFloor } from './log-read-floor';

const target = Number(process.env.BENCH_CATCHUP_EVENTS ?? 100_000);

/**
 * CPU seconds a local process has used (user + system, from /proc): the dispatcher's PostgreSQL
 * backend. With the machine shared, wall time mostly measures the others; CPU per event does not.
 */
function processCpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const db = await startBenchDatabase();
  try {
    const url = await db.createDatabase('catchup');
    const histories = STATUS_NAMES.map((s) => scenarioAt(s).events);
    const store = new PostgresEventStore(url, { poolSize: 4 });
    let events = 0;
    let batches = 0;
    const started = performance.now();
    const inFlight: Promise<unknown>[] = [];
    while (events < target) {
      const history = histories[batches % histories.length];
      const id = randomUUID();
      const n = batches;
      const copy = history.map((e: BatchEvent, i) => ({
        eventId: randomUUID(),
        type: e.type,
        data:
          i === 0 && e.type === 'RequestCreated'
            ? { ...e.data, batchNumber: `B${String(n).padStart(8, '0')}` }
            : (e.data as Record<string, unknown>),
        metadata: { actor: { id: 'bench', role: 'staff' }, at: new Date().toISOString() },
      }));
      inFlight.push(store.append(batchStreamId(id), copy, { expectedRevision: 'no_stream' }));
      if (inFlight.length >= 8) await Promise.all(inFlight.splice(0));
      events += copy.length;
      batches += 1;
    }
    await Promise.all(inFlight);
    await store.close();
    console.error(
      `appended ${events} events (${batches} batches) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The reference, on the same log: reading it alone, as the dispatcher reads it.
    const readFloor = await measureLogReadFloor(url);
    console.error(`log read alone: ${JSON.stringify(readFloor)}`);

    const dispatcher = new GroupDispatcher({
      databaseUrl: url,
      group: 'read-models',
      channel: 'es_events',
      // BENCH_CATCHUP_MAX_SLICE: the largest slice while catching up (default: the dispatcher's).
      ...(process.env.BENCH_CATCHUP_MAX_SLICE ? { maxBatchSize: Number(process.env.BENCH_CATCHUP_MAX_SLICE) } : {}),
    });
    // BENCH_CATCHUP_MEMBERS=batch-detail,notifications: only these members (each one's own cost).
    const only = process.env.BENCH_CATCHUP_MEMBERS?.split(',');
    const members: Projection[] = [
      ...readModelProjections(),
      // BENCH_CATCHUP_OLD=1: the projection's clock 2 hours ahead, so the events count as old history
      // (no live push, as in a catch-up after a long outage or a rebuild); default: every event is fresh.
      new NotificationsProjection(
        new NotificationTemplates(),
        process.env.BENCH_CATCHUP_OLD === '1' ? () => Date.now() + 2 * 3600_000 : undefined,
      ),
      new BuyerStatisticsProjection(null),
    ].filter((p) => !only || only.includes(p.name));
    // Time in each member's handler (its fold, its SQL), to say where a slice's time goes. The
    // dispatcher runs the members of a slice together, so these overlap, and a statement's time
    // includes its wait behind the other members' statements on the one connection.
    const spent = new Map<string, number>();
    const sql = new Map<string, number>();
    for (const p of members) {
      const handle = p.handle.bind(p);
      dispatcher.add({
        name: p.name,
        tables: p.tables,
        handle: async (events, ctx) => {
          const t = performance.now();
          if (process.env.BENCH_SQL_TIMES === '1') {
            const query = ctx.client.query.bind(ctx.client) as (...a: unknown[]) => Promise<unknown>;
            const timed = async (...a: unknown[]) => {
              const q0 = performance.now();
              try {
                return await query(...a);
              } finally {
                const key = `${p.name}: ${String(a[0]).replace(/\s+/g, ' ').slice(0, 50)}`;
                sql.set(key, (sql.get(key) ?? 0) + performance.now() - q0);
              }
            };
            await handle(events, {
              ...ctx,
              client: Object.assign(Object.create(ctx.client) as object, { query: timed }) as typeof ctx.client,
            });
          } else await handle(events, ctx);
          spent.set(p.name, (spent.get(p.name) ?? 0) + performance.now() - t);
        },
      });
    }
    const db2 = new Client({ connectionString: url });
    await db2.connect();
    // BENCH_CATCHUP_SETUP_SQL: statements run before the catch-up (an experiment on the read models' storage).
    if (process.env.BENCH_CATCHUP_SETUP_SQL) await db2.query(process.env.BENCH_CATCHUP_SETUP_SQL);
    // Done once every event went through: the last slice ends at the last event in commit order,
    // which need not hold the highest global position (appends ran 8 at a time), so count events.
    const { rows } = await db2.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`);
    const total = rows[0].n;
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    // WAL written during the catch-up (the bench's own PostgreSQL: nothing else writes): not moved by load.
    const walAt = async () =>
      Number(
        (await db2.query<{ wal: string }>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS wal`)).rows[0]
          .wal,
      );
    const wal0 = await walAt();
    const t0 = performance.now();
    const node0 = process.cpuUsage();
    let applied = 0;
    let backend: { pid: number; cpu0: number | null } | null = null;
    // The read-ahead connection's backends (slice-read-ahead.ts: opened while catching up, closed once
    // caught up): CPU seconds each had used when last seen, sampled at every slice (before it closes).
    const readers = new Map<number, number>();
    let lookingForReaders = false;
    const sampleReaders = (): void => {
      for (const pid of readers.keys()) {
        const cpu = processCpuSeconds(pid);
        if (cpu !== null) readers.set(pid, cpu);
      }
      if (lookingForReaders) return;
      lookingForReaders = true;
      void db2
        .query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'read-ahead:read-models %'`,
        )
        .then(({ rows }) => {
          for (const { pid } of rows) if (!readers.has(pid)) readers.set(pid, processCpuSeconds(pid) ?? 0);
        })
        .finally(() => (lookingForReaders = false));
    };
    await new Promise<void>((resolve) => {
      dispatcher.on('slice', (s: { events: number }) => {
        applied += s.events;
        sampleReaders();
        if (applied >= total) resolve();
      });
      dispatcher.on('active', () => {
        void db2
          .query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'projections:read-models %'`,
          )
          .then(({ rows: [row] }) => {
            if (row) backend = { pid: row.pid, cpu0: processCpuSeconds(row.pid) };
          });
      });
      dispatcher.start();
    });
    const seconds = (performance.now() - t0) / 1000;
    const nodeCpu = process.cpuUsage(node0);
    const found = backend as { pid: number; cpu0: number | null } | null;
    const pgNow = found ? processCpuSeconds(found.pid) : null;
    const readAheadCpu = [...readers.values()].reduce((a, b) => a + b, 0);
    const pgCpu = found && found.cpu0 !== null && pgNow !== null ? pgNow - found.cpu0 + readAheadCpu : null;
    const nodeSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
    const walBytes = (await walAt()) - wal0;
    console.log(
      JSON.stringify({
        events: applied,
        seconds: Number(seconds.toFixed(2)),
        eventsPerSec: Math.round(applied / seconds),
        // CPU per 1,000 events: what the catch-up costs whatever else runs on the machine.
        cpuMsPer1000: {
          node: Number(((nodeSeconds * 1e6) / applied).toFixed(1)),
          // The dispatcher's backend and its read-ahead connection's together, and the latter alone.
          postgresBackend: pgCpu === null ? null : Number(((pgCpu * 1e6) / applied).toFixed(1)),
          readAhead: Number(((readAheadCpu * 1e6) / applied).toFixed(1)),
        },
        // What the two would reach with a core each and nothing else running (the lower bound of the two).
        eventsPerCpuSecond: {
          node: Math.round(applied / nodeSeconds),
          postgresBackend: pgCpu ? Math.round(applied / pgCpu) : null,
        },
        walBytesPerEvent: Math.round(walBytes / applied),
        // The same log read alone (log-read-floor.ts), and the catch-up as a share of that read's rate.
        logReadAlone: readFloor,
        ofLogRead: Number((applied / seconds / readFloor.eventsPerSec).toFixed(3)),
        loadAverage: { start: load, end: loadavg().map((l) => Number(l.toFixed(2))) },
        handlerSeconds: Object.fromEntries([...spent].map(([k, v]) => [k, Number((v / 1000).toFixed(2))])),
      }),
    );
    for (const [k, v] of [...sql].sort((a, b) => b[1] - a[1])) console.error(`${(v / 1000).toFixed(2)} s  ${k}`);
    await dispatcher.stop();
    await db2.end();
  } finally {
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
