// npm run bench:app: the application as a whole, through HTTP and Socket.IO, against the raw commit
// floor measured in the same run. One real server runs as a child
// process on the bench's PostgreSQL (embedded, fsync on, unless DATABASE_URL is set).
// Env (defaults in brackets; BENCH_QUICK=1 shrinks them to a ~3-minute run):
//   BENCH_SECONDS [10] closed-loop phases (1, 2, 4)      BENCH_CONNECTIONS [8]
//   BENCH_OPEN_RATE [250] / BENCH_OPEN_SECONDS [20]       open loop (3)
//   BENCH_LAG_RATE [150] / BENCH_LAG_SECONDS [60]         projection lag under load (5), jobs under load (5b)
//   BENCH_JOBS_CREATE_EVERY [5]                           5b: one write in this many is a create
//   BENCH_CATCHUP_EVENTS [1,000,000] or BENCH_BATCHES     bulk log for catch-up (6) and queries (8)
//   BENCH_CATCHUP_CAP_SECONDS [300]                       catch-up gives up there and says how far it got
//   BENCH_DRAIN_SECONDS [30]                              wait for an open loop's last answers / the previous phase's backlog
//   BENCH_LENGTHS [3,50,200,500] / BENCH_LENGTH_SAMPLES [150]   stream length (7)
//   BENCH_QUERY_SECONDS [8] per query and way (after BENCH_QUERY_WARMUP_SECONDS [2] not counted) / BENCH_QUERY_RATE [50] steady req/s (8)   BENCH_REQUESTERS [1000] / BENCH_BUYERS [100] in the bulk
//   BENCH_SHIPMENT_ORDERS [1,000] the shipment marked departed (9)
//   BENCH_PHASES [all] the phases to run, e.g. `1,2,3,4,5,7` (the floor, 0, always runs; 0b, the framework floor, and
//   1c, our code's share from a profiled server, with 1 or 2;
//   6 and 8 share the bulk log, and 6 reads it alone first: the catch-up's reference)
import { RssWatch, type AppBenchRun } from './app-bench-run';
import { bulkLogPhases } from './app-bulk-log-phases';
import { config, onlyPhases, runsPhase } from './app-config';
import { livePhases } from './app-live-phases';
import { shipmentDeparture, shipmentRow } from './app-shipment-phase';
import { round } from './app-load';
import { party, type Cast } from './app-parties';
import { Progress } from './app-progress';
import { runWhenEntry, type AppResults, type AppRow } from './app-report';
import { load1, loads, runHeader } from './app-run-info';
import { removeServerData, serverSetup, startAppServer } from './app-server';
import { settle } from './app-write-phases';
import { untilNoDueJobs } from './app-shipment-given';
import { startBenchDatabase } from './bench-database';
import { commitFloor } from './app-floor';
import { frameworkFloor } from './framework-floor';
import { measureOwnCodeShares } from './own-code-share';
import { postgresCpuMeter } from './postgres-cpu';

// The phases live beside this file: the live ones (1-5, 7) in app-live-phases.ts, the bulk log's
// (6, 8) in app-bulk-log-phases.ts; this file measures the floors and runs them in order.
export async function runAppBench(): Promise<AppResults> {
  const started = Date.now();
  const loadAtStart = loads();
  const progress = new Progress();
  const phases: Record<string, unknown> = {};
  const rows: AppRow[] = [];
  const notes: string[] = [];
  const db = await startBenchDatabase();
  const settings = await db.settings();
  const rss = new RssWatch();
  const ms = config.seconds * 1000;
  const setup = serverSetup(await db.createDatabase('app'));
  const databaseCpu = await postgresCpuMeter(setup.databaseUrl);

  /** Runs a phase; a failing phase is recorded and the bench goes on with the next. */
  const settled: Record<string, number | null> = {};
  const jobsSettled: Record<string, number | null> = {};
  const phase: AppBenchRun['phase'] = async (key, fn, quiet) => {
    if (!runsPhase(key)) return undefined;
    rss.phase = key;
    try {
      // Start from a server with no backlog from the phase before (bounded: today's code may not get there).
      if (quiet) {
        settled[key] = await settle(quiet.server, quiet.token, config.drainSeconds * 1000);
        // The reactions' jobs too: the creates of phase 2 leave a few seconds of assignment and e-mail
        // jobs due once their events are read, which the next phase would otherwise measure.
        jobsSettled[key] = await untilNoDueJobs(setup.databaseUrl, 2 * config.drainSeconds * 1000);
      }
      const figures = await fn();
      phases[key] = { ...(figures as object), load: load1() };
      return figures;
    } catch (error) {
      const message = (error as Error).message.slice(0, 300);
      phases[key] = { error: message, load: load1() };
      progress.note(`${key} failed: ${message}`);
      return undefined;
    }
  };
  let castToken = '';
  // The running server is the RSS watch's: phase 6 stops it and starts another on the bulk log.
  const quietBefore = () => (rss.server ? { server: rss.server, token: castToken } : undefined);
  try {
    // The floor first, with no server running: BEGIN; INSERT jsonb; COMMIT from 8 clients.
    const floor = await commitFloor(db, progress, {
      title: `0. raw commit floor, ${config.connections} clients`,
      clients: config.connections,
      ms: ms,
      phases,
      rows,
    });
    /** 0b on one platform: its figures and its row (`when` says which measurement of the run it is). */
    const measureFramework = async (platform: 'express' | 'fastify', when = '') => {
      const key = `0b-framework-floor-${platform}${when ? '-after' : ''}`;
      const framework = await phase(key, async () =>
        frameworkFloor(await db.createDatabase(`framework_${platform}`), progress, {
          connections: config.connections,
          ms,
          platform,
        }),
      );
      if (framework)
        rows.push({
          phase: key,
          measure: `framework floor${when}: the same commit behind NestJS on ${platform === 'express' ? 'Express (as the product)' : 'Fastify'}, one route, no product code, ${config.connections} connections`,
          value: `${framework.perSec} req/s (p50 ${framework.p50Ms} ms, ${framework.failed} failed)`,
          reference: `${floor.opsPerSec} commits/s`,
          ratio: `${round((framework.perSec / floor.opsPerSec) * 100)} %`,
          target: 'reference',
          met: null,
          load: load1(),
          serverCpuMsPerRequest: framework.serverCpuMsPerRequest,
          postgresCpuMsPerRequest: framework.postgresCpuMsPerRequest,
        });
      return framework;
    };
    const run: AppBenchRun = {
      progress,
      rows,
      notes,
      phases,
      rss,
      setup,
      databaseCpu,
      ms,
      floor,
      phase,
      quietBefore,
      frameworkFloorAgain: () => measureFramework('express', ' again, after phases 1 and 2'),
    };

    // The same transaction behind the framework alone: NestJS on Express as the product runs, and on
    // Fastify, Nest's other HTTP platform (what a change of platform alone could buy).
    for (const platform of ['express', 'fastify'] as const) {
      const framework = await measureFramework(platform);
      if (framework && platform === 'express') run.frameworkFloor = { perSec: framework.perSec };
    }

    // Our code's share of a remark's and a create's CPU, on a profiled server of its own (the command
    // rows' ceilings, app-live-phases.ts), before the measured server starts.
    run.ownCodeShares = await phase('1c-own-code-share', async () =>
      measureOwnCodeShares(await db.createDatabase('own_code'), progress, { connections: config.connections, ms }),
    );

    const startTicker = progress.phase('server start-up');
    const live = await startAppServer(setup);
    rss.server = live;
    startTicker.done(`pid ${live.pid}, ${live.rssMb()} MB`);
    const cast: Cast = { staff: party(live, 's'), auditor: party(live, 'x') };
    castToken = cast.auditor.token;

    await livePhases(run, live, cast);
    const shipment = await phase(
      '9-shipment-moves',
      () => shipmentDeparture(run, live, cast, config.shipmentOrders),
      quietBefore(),
    );
    if (shipment) rows.push(shipmentRow(run, shipment));
    // Phase 9 restarts the server (its orders are written with it stopped): the bulk phases take that one.
    if (runsPhase('6') || runsPhase('8')) await bulkLogPhases(run, rss.server ?? live, cast);
  } finally {
    rss.phase = 'shutdown';
    rss.sample();
    await rss.server?.stop();
    rss.stop();
    removeServerData(setup);
    await db.stop();
  }
  rows.push({
    measure: 'server RSS, maximum over the whole bench (sampled every second)',
    value: `${rss.maxMb} MB`,
    reference: Object.entries(rss.byPhase)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
    target: '≤ 400 MB',
    met: rss.maxMb <= 400,
    load: load1(),
  });
  phases.rss = { maxMb: rss.maxMb, byPhase: rss.byPhase };
  phases.settled = settled;
  phases.jobsSettled = jobsSettled;
  notes.push(
    `Before each live phase the bench waited until no consumer was behind (at most ${config.drainSeconds} s; null = still behind): ` +
      Object.entries(settled)
        .map(([k, v]) => `${k} ${v === null ? 'still behind' : `${v} s`}`)
        .join(', ') +
      `; then until no job was due (at most ${2 * config.drainSeconds} s): ` +
      Object.entries(jobsSettled)
        .map(([k, v]) => `${k} ${v === null ? 'still due' : `${v} s`}`)
        .join(', ') +
      '.',
  );
  notes.push(
    'Latencies are client-side (request sent → answer read) on the same machine; open-loop latencies count from the moment a request was due.',
    'Commands are the buyer remark (PUT /api/batch/requests/add/{id}/buyer/remark) spread over batches of their own, so conflicts are not the bench’s own doing; failures are listed per phase in app.json.',
    'Catch-up: the log was appended with es_append while the server was stopped (copies of real histories made through HTTP with new ids); timed from /health answering until each consumer’s checkpoint in GET /api/admin/projections reached the log end, sampled every second.',
  );
  return {
    ...runHeader(started, loadAtStart),
    settings,
    config: { ...config, lengths: config.lengths.join(',') },
    rows,
    phases,
    notes,
    phasesRun: onlyPhases,
  };
}

runWhenEntry(__filename, runAppBench, 'app');
