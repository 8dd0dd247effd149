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
  await nameParties(run.setup.databaseUrl, { r: requesters, b: buyers });
  const end = await logEnd(run.setup.databaseUrl);
  if (!config.catchUpReactions) await reactionsAtEnd(run.setup.databaseUrl, REACTIONS, end);
  // BENCH_PHASES=8 alone: the catch-up is waited for, not timed, and its reference is not taken.
  const readAlone = runsPhase('6') ? await logReadAlone(run, before) : undefined;
  const big = await caughtUpServer(run, cast, { events: bulk.events, batches: bulk.batches, end, before, readAlone });
  await queryPhase(run, big, cast, {
    requesters,
    buyers,
    batches: bulk.batches,
    sample: { batchNumber: bulk.sampleBatchNumber, tracking: Object.values(bulk.sampleUnique)[0] },
  });
}

/** 6's reference, on the bulk log with the server stopped: reading it alone. */
async function logReadAlone(run: AppBenchRun, before: LogEnd): Promise<{ eventsPerSec: number }> {
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
  const waitForIt = () =>
    catchUp(big, cast.staff, run.progress, {
      events: bulk.events,
      end,
      startPosition: before.position,
      capMs: config.catchUpCapSeconds * 1000,
    });
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
        ? `${rm.eventsPerSec.toLocaleString('en')} events/s (${rm.seconds} s)`
        : `not reached in ${caught.capSeconds} s (slowest at ${rm.slowestAppliedEvents.toLocaleString('en')} events, ~${rm.eventsPerSec.toLocaleString('en')} events/s)`,
      reference: !config.catchUpReactions
        ? 'reactions at the log end (the bulk is history they acted on)'
        : caught.reactions.reached
          ? `reactions ${caught.reactions.eventsPerSec.toLocaleString('en')} events/s (${caught.reactions.seconds} s)`
          : `reactions not reached in ${caught.capSeconds} s (slowest at ${caught.reactions.slowestAppliedEvents.toLocaleString('en')})`,
      ratio: readAlone ? `${round((rm.eventsPerSec / readAlone.eventsPerSec) * 100)} % of the read alone` : undefined,
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

  return big;
}
