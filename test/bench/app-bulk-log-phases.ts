import { randomUUID } from 'node:crypto';
import { bulkAppend, logEnd, reactionsAtEnd, type LogEnd } from './app-bulk';
import { makeTemplates } from './app-templates';
import type { AppBenchRun } from './app-bench-run';
import { config, runsPhase } from './app-config';
import { round } from './app-load';
import type { Cast } from './app-parties';
import { queryPhase } from './app-query-phase';
import { nameParties } from './app-read-targets';
import { catchUp, REACTIONS } from './app-read-phases';
import { load1 } from './app-run-info';
import { startAppServer, type AppServer } from './app-server';
import { measureLogReadFloor, type LogReadFloor } from './log-read-floor';
import { catchUpCeiling, measureCatchUpWriteFloor } from './catch-up-write-floor';
import { BATCH_DETAIL_TABLE } from '../../src/batch/core/state/detail-read-model';
import { BATCH_LIST_TABLE } from '../../src/batch/read/batch-list/batch-list.projection';
import { NOTIFICATIONS_TABLE } from '../../src/people/notifications/notifications.projection';
import { STATISTIC_ORDERS_TABLE } from '../../src/operations/statistics/buyer-statistics.projection';
import { SHIPMENT_LIST_TABLE } from '../../src/shipment/read/shipment-list.projection';
import { SHIPMENT_PARCELS_TABLE } from '../../src/shipment/read/shipment-parcels.projection';

/** The tables of the `read-models` group (every projection with tables): what the catch-up writes. */
const READ_MODEL_TABLES = [
  BATCH_DETAIL_TABLE,
  BATCH_LIST_TABLE,
  NOTIFICATIONS_TABLE,
  STATISTIC_ORDERS_TABLE,
  SHIPMENT_LIST_TABLE,
  SHIPMENT_PARCELS_TABLE,
];

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
  await nameParties(run.setup.databaseUrl, { r: requesters, b: buyers });
  const end = await logEnd(run.setup.databaseUrl);
  if (!config.catchUpReactions) await reactionsAtEnd(run.setup.databaseUrl, REACTIONS, end);
  // BENCH_PHASES=8 alone: the catch-up is waited for, not timed, and its reference is not taken.
  const readAlone = runsPhase('6') ? await logReadAlone(run, before) : undefined;
  const big = await caughtUpServer(run, cast, { events: bulk.events, batches: bulk.batches, end, before, readAlone });
  if (readAlone) await writeFloor(run, bulk.events, readAlone);
  // BENCH_PHASES=6 alone ends with the catch-up and its references.
  if (!runsPhase('8')) return;
  await queryPhase(run, big, cast, {
    requesters,
    buyers,
    batches: bulk.batches,
    sample: { batchNumber: bulk.sampleBatchNumber, tracking: Object.values(bulk.sampleUnique)[0] },
  });
}

/** 6's reference, on the bulk log with the server stopped: reading it alone. */
async function logReadAlone(run: AppBenchRun, before: LogEnd): Promise<LogReadFloor> {
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
  return readAlone;
}

/**
 * 6's second reference, after the catch-up: the rows it left written again by a bare pg client, one
 * statement per slice (catch-up-write-floor.ts), and with the read alone the most any catch-up of
 * this log can reach on this machine.
 */
async function writeFloor(run: AppBenchRun, events: number, readAlone: LogReadFloor): Promise<void> {
  const ticker = run.progress.phase('6. the caught-up rows written again by a bare pg client (nothing folded)');
  try {
    const write = await measureCatchUpWriteFloor(run.setup.databaseUrl, { tables: READ_MODEL_TABLES, events });
    const ceiling = catchUpCeiling(readAlone, write);
    const load = load1();
    ticker.done(
      `${write.eventsPerSec.toLocaleString('en')} events/s, PostgreSQL ${write.cpuMsPer1000.postgres} ms CPU per 1,000 events`,
    );
    run.phases['6-write-floor'] = { ...write, ceiling, load };
    const rows = Object.values(write.tables).reduce((a, b) => a + b, 0);
    run.rows.push({
      measure: `bare write of the caught-up rows (${rows.toLocaleString('en')} rows of ${Object.keys(write.tables).join(', ')}; one jsonb multi-row statement per 2,000-event slice from a pg client, no log read, no fold)`,
      value: `${write.eventsPerSec.toLocaleString('en')} events/s (CPU per 1,000 events: PostgreSQL ${write.cpuMsPer1000.postgres} ms + Node ${write.cpuMsPer1000.node} ms)`,
      reference: `read alone + this write: ${ceiling.cpuMsPer1000} ms CPU per 1,000 events, so at most ${ceiling.eventsPerSec.toLocaleString('en')} events/s on ${ceiling.cores} cores doing nothing else`,
      ratio: `at most ${ceiling.ofReadAlone} % of the read alone (CPU ceilings)`,
      target: 'reference',
      met: null,
      load,
    });
  } catch (error) {
    ticker.done(`failed: ${error instanceof Error ? error.message : String(error)}`);
    run.phases['6-write-floor'] = { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The server restarted on the bulk log, once every read model has caught up (6: timed, with its row). */
async function caughtUpServer(
  run: AppBenchRun,
  cast: Cast,
  bulk: { events: number; batches: number; end: LogEnd; before: LogEnd; readAlone?: { eventsPerSec: number } },
): Promise<AppServer> {
  const { end, before, readAlone } = bulk;
  const restartTicker = run.progress.phase('server start-up on the bulk log');
  const restartedAt = performance.now();
  run.rss.phase = '6-catch-up';
  const big = await startAppServer(run.setup);
  run.rss.server = big;
  const startupSeconds = round((performance.now() - restartedAt) / 1000);
  restartTicker.done(`${startupSeconds} s`);
  // CPU of the server and of the whole local PostgreSQL over the catch-up, per 1,000 events.
  const serverCpu0 = big.cpuMs();
  const databaseCpu0 = run.databaseCpu?.() ?? 0;
  const waitForIt = async () => {
    // Read every second: a backend that exits meanwhile (the read-ahead connection) keeps what it used by then.
    const reading = setInterval(() => run.databaseCpu?.(), 1000);
    const caught = await catchUp(big, cast.staff, run.progress, {
      events: bulk.events,
      end,
      startPosition: before.position,
      capMs: config.catchUpCapSeconds * 1000,
    }).finally(() => clearInterval(reading));
    const per1000 = (ms: number) => Math.round((ms * 10_000) / Math.max(1, caught.events)) / 10;
    const cpuMsPer1000 = {
      server: per1000(big.cpuMs() - serverCpu0),
      postgres: run.databaseCpu ? per1000(run.databaseCpu() - databaseCpu0) : null,
    };
    return { ...caught, cpuMsPer1000 };
  };
  if (!runsPhase('6')) {
    await waitForIt();
    return big;
  }
  const caught = await run.phase('6-catch-up', waitForIt);
  if (caught) {
    const rm = caught.readModels;
    run.rows.push({
      measure: `read-model catch-up (${caught.events.toLocaleString('en')} events, ${bulk.batches.toLocaleString('en')} batches, whole group)`,
      value: rm.reached
        ? `${rm.eventsPerSec.toLocaleString('en')} events/s (${rm.seconds} s; CPU per 1,000 events: server ${caught.cpuMsPer1000.server} ms + PostgreSQL ${caught.cpuMsPer1000.postgres ?? '–'} ms)`
        : `not reached in ${caught.capSeconds} s (slowest at ${rm.slowestAppliedEvents.toLocaleString('en')} events, ~${rm.eventsPerSec.toLocaleString('en')} events/s)`,
      reference: !config.catchUpReactions
        ? 'reactions at the log end (the bulk is history they acted on)'
        : caught.reactions.reached
          ? `reactions ${caught.reactions.eventsPerSec.toLocaleString('en')} events/s (${caught.reactions.seconds} s)`
          : `reactions not reached in ${caught.capSeconds} s (slowest at ${caught.reactions.slowestAppliedEvents.toLocaleString('en')})`,
      ratio: readAlone ? `${round((rm.eventsPerSec / readAlone.eventsPerSec) * 100)} % of the read alone` : undefined,
      target: '≥ 50 % of the read alone',
      met: rm.reached && !!readAlone && rm.eventsPerSec >= readAlone.eventsPerSec / 2,
      load: load1(),
    });
    run.notes.push(
      `Server start-up on the bulk log (until /health answered): ${startupSeconds} s, not counted in the catch-up.`,
      config.catchUpReactions
        ? 'Catch-up with BENCH_CATCHUP_REACTIONS=1: the reactions caught up on the bulk too and scheduled its jobs (about one per event), whose drain runs through phase 8.'
        : 'Catch-up: the reactions\u2019 checkpoints were put at the end of the bulk log before the start (the bulk is history they acted on long ago, as in a rebuild of the read models); BENCH_CATCHUP_REACTIONS=1 makes them catch up too.',
    );
  }

  return big;
}
