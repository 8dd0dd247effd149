import { randomUUID } from 'node:crypto';
import { bulkAppend, logEnd, makeTemplates, reactionsAtEnd } from './app-bulk';
import type { AppBenchRun } from './app-bench-run';
import { config } from './app-config';
import { round } from './app-load';
import { party, type Cast } from './app-parties';
import { catchUp, queriesAtSize, REACTIONS } from './app-read-phases';
import { load1 } from './app-run-info';
import { startAppServer, type AppServer } from './app-server';
import { measureLogReadFloor } from './log-read-floor';

/**
 * Phases 6 and 8: a log of realistic histories appended with the server stopped, read alone, caught
 * up by a restarted server (6), then queried at that size (8). The restarted server is the run's
 * (`run.rss.server`) from then on: the run stops it.
 */
export async function bulkLogPhases(run: AppBenchRun, live: AppServer, cast: Cast): Promise<void> {
  run.rss.phase = '6-bulk-load';
  const templates = await makeTemplates(live, cast);
  await live.stop();
  run.rss.server = undefined;
  const requesters = Array.from({ length: config.requesters }, () => randomUUID());
  const buyers = Array.from({ length: config.buyers }, () => randomUUID());
  const before = await logEnd(run.setup.databaseUrl);
  const bulkTicker = run.progress.phase(
    `6. bulk append of ${config.batches ? `${config.batches} batches` : `${config.catchUpEvents.toLocaleString('en')} events`} (server stopped)`,
  );
  const bulk = await bulkAppend(run.setup.databaseUrl, templates, {
    targetEvents: config.catchUpEvents,
    targetBatches: config.batches || undefined,
    requesters,
    buyers,
    staffIds: [cast.staff.id, cast.auditor.id],
    ticker: bulkTicker,
  });
  bulkTicker.done(
    `${bulk.events.toLocaleString('en')} events in ${bulk.batches.toLocaleString('en')} batches, ${bulk.seconds} s`,
  );
  run.phases['6-bulk'] = bulk;
  const end = await logEnd(run.setup.databaseUrl);
  if (!config.catchUpReactions) await reactionsAtEnd(run.setup.databaseUrl, REACTIONS, end);
  // The catch-up's reference, on the same log with the server stopped: reading it alone.
  const readTicker = run.progress.phase('6. the bulk log read alone, as a dispatcher reads it (nothing applied)');
  const readAlone = await measureLogReadFloor(run.setup.databaseUrl, {
    from: { tx: String(before.transactionId), pos: String(before.position) },
  });
  const readLoad = load1();
  readTicker.done(
    `${readAlone.eventsPerSec.toLocaleString('en')} events/s, ${readAlone.cpuMsPer1000.total} ms CPU per 1,000 events`,
  );
  run.phases['6-log-read-alone'] = { ...readAlone, load: readLoad };
  run.rows.push({
    measure: `log read alone (${readAlone.events.toLocaleString('en')} events of the bulk, the dispatcher's read, nothing applied)`,
    value: `${readAlone.eventsPerSec.toLocaleString('en')} events/s (CPU per 1,000 events: Node ${readAlone.cpuMsPer1000.node} ms + PostgreSQL ${readAlone.cpuMsPer1000.postgres} ms)`,
    reference: `at most ${readAlone.ceilingEventsPerSec.toLocaleString('en')} events/s on ${readAlone.cores} cores doing nothing but this read`,
    target: 'reference',
    met: null,
    load: readLoad,
  });
  const restartTicker = run.progress.phase('server start-up on the bulk log');
  const restartedAt = performance.now();
  run.rss.phase = '6-catch-up';
  const big = await startAppServer(run.setup);
  run.rss.server = big;
  const startupSeconds = round((performance.now() - restartedAt) / 1000);
  restartTicker.done(`${startupSeconds} s`);
  const caught = await run.phase('6-catch-up', () =>
    catchUp(big, cast.staff, run.progress, {
      events: bulk.events,
      end,
      startPosition: before.position,
      capMs: config.catchUpCapSeconds * 1000,
    }),
  );
  if (caught) {
    const rm = caught.readModels;
    run.rows.push({
      measure: `read-model catch-up (${caught.events.toLocaleString('en')} events, ${bulk.batches.toLocaleString('en')} batches, whole group)`,
      value: rm.reached
        ? `${rm.eventsPerSec.toLocaleString('en')} events/s (${rm.seconds} s)`
        : `not reached in ${caught.capSeconds} s (slowest at ${rm.slowestAppliedEvents.toLocaleString('en')} events, ~${rm.eventsPerSec.toLocaleString('en')} events/s)`,
      reference: !config.catchUpReactions
        ? 'reactions at the log end (the bulk is history they acted on)'
        : caught.reactions.reached
          ? `reactions ${caught.reactions.eventsPerSec.toLocaleString('en')} events/s (${caught.reactions.seconds} s)`
          : `reactions not reached in ${caught.capSeconds} s (slowest at ${caught.reactions.slowestAppliedEvents.toLocaleString('en')})`,
      ratio: `${round((rm.eventsPerSec / readAlone.eventsPerSec) * 100)} % of the read alone`,
      target: '≥ 100,000 events/s',
      met: rm.reached && rm.eventsPerSec >= 100_000,
      load: load1(),
    });
    run.notes.push(
      `Server start-up on the bulk log (until /health answered): ${startupSeconds} s, not counted in the catch-up.`,
      config.catchUpReactions
        ? 'Catch-up with BENCH_CATCHUP_REACTIONS=1: the reactions caught up on the bulk too and scheduled its jobs (about one per event), whose drain runs through phase 8.'
        : 'Catch-up: the reactions\u2019 checkpoints were put at the end of the bulk log before the start (the bulk is history they acted on long ago, as in a rebuild of the read models); BENCH_CATCHUP_REACTIONS=1 makes them catch up too.',
    );
  }

  run.rss.phase = '8-queries';
  const requester = party(big, 'r', requesters[0]);
  const buyer = party(big, 'b', buyers[0]);
  const staffList = await fetch(`${big.baseUrl}/api/batch/requests`, {
    headers: { authorization: `Bearer ${cast.staff.token}` },
  })
    .then((r) => r.json() as Promise<{ count?: number }>)
    .catch(() => ({ count: 0 }));
  const staffCount = Number(staffList.count ?? 0);
  const deepPage = Math.max(1, Math.floor((staffCount / 12) * 0.9));
  // Search for a batch of the bulk that the list read model already holds (the catch-up may have stopped short).
  const deep = await fetch(`${big.baseUrl}/api/batch/requests?page=${deepPage}`, {
    headers: { authorization: `Bearer ${cast.staff.token}` },
  })
    .then((r) => r.json() as Promise<{ results?: Array<{ batch_number?: string }> }>)
    .catch(() => ({ results: [] }));
  const searched = deep.results?.find((b) => b.batch_number?.startsWith('BN20000101'))?.batch_number;
  // The list read model may not hold the whole bulk when the catch-up ran out of time: say what it held.
  const listed = staffCount;
  // What the server does with no request to answer (a job backlog, a late consumer) is in every query's figures.
  const idleCpu0 = big.cpuMs();
  await new Promise((r) => setTimeout(r, 3000));
  const idleCpuMsPerSec = round((big.cpuMs() - idleCpu0) / 3);
  run.notes.push(`Server CPU with no request, just before the queries (3 s): ${idleCpuMsPerSec} ms per second.`);
  const queries = await run.phase('8-queries', () =>
    queriesAtSize(
      big,
      run.progress,
      [
        { label: 'requester dashboard', path: '/api/batch/requests', token: requester.token },
        { label: 'buyer dashboard', path: '/api/batch/requests', token: buyer.token },
        { label: 'staff list, first page', path: '/api/batch/requests', token: cast.staff.token },
        {
          label: `staff list, page ${deepPage}`,
          path: `/api/batch/requests?page=${deepPage}`,
          token: cast.staff.token,
        },
        {
          label: 'staff text search (a batch number)',
          path: `/api/batch/requests?search=${searched ?? bulk.sampleBatchNumber}`,
          token: cast.staff.token,
        },
      ],
      { connections: config.connections, ms: config.querySeconds * 1000, rate: config.queryRate },
    ),
  );
  if (queries) {
    const load = run.phases['8-queries'] ? (run.phases['8-queries'] as { load: number }).load : load1();
    const size = `${listed.toLocaleString('en')} requests in the list read model (${bulk.batches.toLocaleString('en')} batches in the log)`;
    for (const [label, q] of Object.entries(queries)) {
      const { steady, saturated } = q;
      run.rows.push({
        measure: `${label} at ${config.queryRate} req/s, ${size}: p99 (p50)`,
        value: `${steady.p99Ms} ms (${steady.p50Ms} ms)`,
        reference: `achieved ${steady.sentPerSec}/s, list count ${q.count ?? '?'}, ${steady.failed} failed, ${steady.unanswered} unanswered`,
        target: '≤ 20 ms',
        met: steady.ok > 0 && steady.failed === 0 && steady.unanswered === 0 && steady.p99Ms <= 20,
        load,
        serverCpuMsPerRequest: steady.serverCpuMsPerRequest,
      });
      run.rows.push({
        measure: `same, ${config.connections} closed-loop connections (throughput): req/s`,
        value: `${saturated.perSec} req/s`,
        reference: `p99 ${saturated.p99Ms} ms (p50 ${saturated.p50Ms} ms), ${saturated.failed} failed`,
        target: 'reference',
        met: null,
        load,
        serverCpuMsPerRequest: saturated.serverCpuMsPerRequest,
      });
    }
  }
}
