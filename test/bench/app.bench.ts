// npm run bench:app: the application as a whole, through HTTP and Socket.IO, against the raw commit
// floor measured in the same run. One real server runs as a child
// process on the bench's PostgreSQL (embedded, fsync on, unless DATABASE_URL is set).
// Env (defaults in brackets; BENCH_QUICK=1 shrinks them to a ~3-minute run):
//   BENCH_SECONDS [10] closed-loop phases (1, 2, 4)      BENCH_CONNECTIONS [8]
//   BENCH_OPEN_RATE [250] / BENCH_OPEN_SECONDS [20]       open loop (3)
//   BENCH_LAG_RATE [150] / BENCH_LAG_SECONDS [60]         projection lag under load (5)
//   BENCH_CATCHUP_EVENTS [1,000,000] or BENCH_BATCHES     bulk log for catch-up (6) and queries (8)
//   BENCH_CATCHUP_CAP_SECONDS [300]                       catch-up gives up there and says how far it got
//   BENCH_DRAIN_SECONDS [30]                              wait for an open loop's last answers / the previous phase's backlog
//   BENCH_LENGTHS [3,50,200,500] / BENCH_LENGTH_SAMPLES [150]   stream length (7)
//   BENCH_QUERY_SECONDS [8] per query and way / BENCH_QUERY_RATE [50] steady req/s (8)   BENCH_REQUESTERS [1000] / BENCH_BUYERS [100] in the bulk
//   BENCH_PHASES [all] the phases to run, e.g. `1,2,3,4,5,7` (the floor, 0, always runs; 0b, the framework floor, with 1 or 2;
//   6 and 8 share the bulk log, and 6 reads it alone first: the catch-up's reference)
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { bulkAppend, logEnd, makeTemplates, reactionsAtEnd } from './app-bulk';
import { round } from './app-load';
import { party, type Cast } from './app-parties';
import { Progress } from './app-progress';
import { catchUp, queriesAtSize, REACTIONS } from './app-read-phases';
import { writeAppResults, type AppResults, type AppRow } from './app-report';
import { removeServerData, serverSetup, startAppServer, type AppServer } from './app-server';
import {
  createThroughput,
  latencyByStreamLength,
  lagUnderLoad,
  openLoopCommands,
  remarkThroughput,
  settle,
  writersWithSockets,
} from './app-write-phases';
import { rawContender } from './bench-contenders';
import { startBenchDatabase } from './bench-database';
import { newStreams } from './bench-workloads';
import { frameworkFloor } from './framework-floor';
import { measureLogReadFloor } from './log-read-floor';
import { postgresCpuMeter } from './postgres-cpu';

const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, full: number, short: number) => Number(process.env[name] ?? (quick ? short : full));
const config = {
  quick,
  seconds: num('BENCH_SECONDS', 10, 4),
  connections: num('BENCH_CONNECTIONS', 8, 8),
  openRate: num('BENCH_OPEN_RATE', 250, 250),
  openSeconds: num('BENCH_OPEN_SECONDS', 20, 5),
  lagRate: num('BENCH_LAG_RATE', 150, 150),
  lagSeconds: num('BENCH_LAG_SECONDS', 60, 10),
  /** How long an open loop waits for its last answers, and a phase for the previous one's backlog. */
  drainSeconds: num('BENCH_DRAIN_SECONDS', 30, 10),
  catchUpEvents: num('BENCH_CATCHUP_EVENTS', 1_000_000, 50_000),
  batches: process.env.BENCH_BATCHES ? Number(process.env.BENCH_BATCHES) : 0,
  catchUpCapSeconds: num('BENCH_CATCHUP_CAP_SECONDS', 300, 30),
  /** 1: the reactions catch up on the bulk log too, scheduling its jobs (app-bulk.ts reactionsAtEnd). */
  catchUpReactions: process.env.BENCH_CATCHUP_REACTIONS === '1',
  lengths: (process.env.BENCH_LENGTHS ?? (quick ? '3,50,200' : '3,50,200,500')).split(',').map(Number),
  // 150 per length: at 30 the p50s of equal lengths still differed by 0.2–0.3 ms of noise (× 1.13 at 2.5 ms).
  lengthSamples: num('BENCH_LENGTH_SAMPLES', 150, 40),
  querySeconds: num('BENCH_QUERY_SECONDS', 8, 3),
  /** Requests/s of each query's steady (open-loop) run: its latency target is taken there. */
  queryRate: num('BENCH_QUERY_RATE', 50, 50),
  requesters: num('BENCH_REQUESTERS', 1000, 100),
  buyers: num('BENCH_BUYERS', 100, 20),
};

/** BENCH_PHASES: only these phase numbers (the rows of the others are left out of the results). */
const onlyPhases = process.env.BENCH_PHASES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
/** 0b (the framework floor) is the command rows' second reference: it runs with 1 or 2, or alone as `0b`. */
const runsPhase = (key: string) => {
  const id = key.split('-')[0];
  return !onlyPhases || onlyPhases.includes(id) || (id === '0b' && ['1', '2'].some((p) => onlyPhases.includes(p)));
};

export const load1 = () => round(loadavg()[0], 2);
export const loads = () =>
  loadavg()
    .map((n) => round(n, 2))
    .join(' / ');

/** The command that reproduces this run: its BENCH_ knobs and the npm script (`script` when run with node directly). */
export function commandLine(script = 'npm run bench:app'): string {
  const knobs = Object.keys(process.env)
    .filter((k) => k.startsWith('BENCH_') || k === 'DATABASE_URL')
    .sort()
    .map((k) => `${k}=${k === 'DATABASE_URL' ? '…' : process.env[k]}`);
  const npm = process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}` : script;
  return [...knobs, npm].join(' ');
}

export function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src machines migrations contracts', { encoding: 'utf8' }).trim();
    return dirty ? `${head} (+ uncommitted changes in src)` : head;
  } catch {
    return 'unknown';
  }
}

/** Server RSS sampled every second from /proc, across restarts: the maximum overall and by phase. */
class RssWatch {
  server: AppServer | undefined;
  phase = 'start-up';
  maxMb = 0;
  readonly byPhase: Record<string, number> = {};
  private readonly timer = setInterval(() => this.sample(), 1000);

  sample(): void {
    const mb = this.server?.rssMb() ?? 0;
    this.maxMb = Math.max(this.maxMb, mb);
    this.byPhase[this.phase] = Math.max(this.byPhase[this.phase] ?? 0, mb);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

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
  let server: AppServer | undefined;
  const setup = serverSetup(await db.createDatabase('app'));
  const databaseCpu = await postgresCpuMeter(setup.databaseUrl);

  /** Runs a phase; a failing phase is recorded and the bench goes on with the next. */
  const settled: Record<string, number | null> = {};
  const phase = async <T>(key: string, fn: () => Promise<T>, quiet?: { server: AppServer; token: string }) => {
    if (!runsPhase(key)) return undefined;
    rss.phase = key;
    try {
      // Start from a server with no backlog from the phase before (bounded: today's code may not get there).
      if (quiet) settled[key] = await settle(quiet.server, quiet.token, config.drainSeconds * 1000);
      const figures: T = await fn();
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
  const quietBefore = () => (server ? { server, token: castToken } : undefined);
  try {
    // The floor first, with no server running: BEGIN; INSERT jsonb; COMMIT from 8 clients.
    const floorTicker = progress.phase(`0. raw commit floor, ${config.connections} clients`);
    const raw = rawContender(await db.createDatabase('floor'), config.connections);
    const floor = await newStreams(raw, config.connections, ms);
    await raw.close();
    const floorLoad = load1();
    floorTicker.done(`${floor.opsPerSec} commits/s, p50 ${floor.p50Ms} ms`);
    phases.floor = { ...floor, load: floorLoad };
    rows.push({
      measure: `raw commit floor, ${config.connections} clients (BEGIN; INSERT jsonb; COMMIT)`,
      value: `${floor.opsPerSec} commits/s`,
      target: 'reference',
      met: null,
      load: floorLoad,
    });
    const ofFloor = (perSec: number) => `${round((perSec / floor.opsPerSec) * 100)} %`;

    // The same transaction behind the framework alone: NestJS on Express as the product runs, and on
    // Fastify, Nest's other HTTP platform (what a change of platform alone could buy).
    for (const platform of ['express', 'fastify'] as const) {
      const framework = await phase(`0b-framework-floor-${platform}`, async () =>
        frameworkFloor(await db.createDatabase(`framework_${platform}`), progress, {
          connections: config.connections,
          ms,
          platform,
        }),
      );
      if (framework)
        rows.push({
          measure: `framework floor: the same commit behind NestJS on ${platform === 'express' ? 'Express (as the product)' : 'Fastify'}, one route, no product code, ${config.connections} connections`,
          value: `${framework.perSec} req/s (p50 ${framework.p50Ms} ms, ${framework.failed} failed)`,
          reference: `${floor.opsPerSec} commits/s`,
          ratio: ofFloor(framework.perSec),
          target: 'reference',
          met: null,
          load: load1(),
          serverCpuMsPerRequest: framework.serverCpuMsPerRequest,
          postgresCpuMsPerRequest: framework.postgresCpuMsPerRequest,
        });
    }

    const startTicker = progress.phase('server start-up');
    server = await startAppServer(setup);
    rss.server = server;
    startTicker.done(`pid ${server.pid}, ${server.rssMb()} MB`);
    const live = server;
    const cast: Cast = { staff: party(live, 's'), auditor: party(live, 'x') };
    castToken = cast.auditor.token;

    const remarkFigures = await phase(
      '1-remark',
      () =>
        remarkThroughput(live, cast, progress, {
          connections: config.connections,
          batchesPerConnection: 5,
          ms,
          databaseCpu,
        }),
      quietBefore(),
    );
    if (remarkFigures)
      rows.push({
        measure: `HTTP buyer remark, ${config.connections} connections`,
        value: `${remarkFigures.perSec} req/s (p50 ${remarkFigures.p50Ms} ms, ${remarkFigures.failed} failed)`,
        reference: `${floor.opsPerSec} commits/s`,
        ratio: ofFloor(remarkFigures.perSec),
        target: '≥ 25 % of the floor',
        met: remarkFigures.perSec / floor.opsPerSec >= 0.25,
        load: load1(),
        serverCpuMsPerRequest: remarkFigures.serverCpuMsPerRequest,
        postgresCpuMsPerRequest: remarkFigures.postgresCpuMsPerRequest,
      });

    const createFigures = await phase(
      '2-create',
      () => createThroughput(live, progress, { connections: config.connections, ms, databaseCpu }),
      quietBefore(),
    );
    if (createFigures)
      rows.push({
        measure: `HTTP create, ${config.connections} connections`,
        value: `${createFigures.perSec} req/s (p50 ${createFigures.p50Ms} ms, ${createFigures.failed} failed)`,
        reference: `${floor.opsPerSec} commits/s`,
        ratio: ofFloor(createFigures.perSec),
        target: '≥ 20 % of the floor',
        met: createFigures.perSec / floor.opsPerSec >= 0.2,
        load: load1(),
        serverCpuMsPerRequest: createFigures.serverCpuMsPerRequest,
        postgresCpuMsPerRequest: createFigures.postgresCpuMsPerRequest,
      });

    const open = await phase(
      '3-open-loop',
      () =>
        openLoopCommands(live, cast, progress, {
          rate: config.openRate,
          ms: config.openSeconds * 1000,
          batches: quick ? 24 : 48,
          drainMs: config.drainSeconds * 1000,
        }),
      quietBefore(),
    );
    if (open)
      rows.push({
        measure: `open loop ${config.openRate} commands/s for ${config.openSeconds} s: p99 (p50)`,
        value: `${open.p99Ms} ms (${open.p50Ms} ms)`,
        reference: `achieved ${open.perSec}/s, ${open.failed} failed, ${open.unanswered} unanswered`,
        target: '≤ 100 ms',
        met: open.p99Ms <= 100 && open.unanswered === 0,
        load: load1(),
        serverCpuMsPerRequest: open.serverCpuMsPerRequest,
      });

    const writers = await phase(
      '4-writers-sockets',
      () => writersWithSockets(live, cast, progress, { writers: config.connections, ms, idleSamples: 20 }),
      quietBefore(),
    );
    if (writers) {
      rows.push({
        measure: `${config.connections} closed-loop writers: command → batch:changed at the other party, p99 (p50)`,
        value: `${writers.push.p99Ms} ms (${writers.push.p50Ms} ms)`,
        reference: `${writers.commands.perSec} writes/s; idle p50 ${writers.idlePush.p50Ms} ms; ${writers.push.missing} missing`,
        target: '≤ 150 ms',
        met: writers.push.n > 0 && writers.push.p99Ms <= 150 && writers.push.missing === 0,
        load: load1(),
      });
      rows.push({
        measure: 'same: read-model visibility after the answer, p99 (p50)',
        value: `${writers.visible.p99Ms} ms (${writers.visible.p50Ms} ms)`,
        reference: `${writers.visible.staleAnswers} stale: true answers of ${writers.visible.n + writers.visible.staleAnswers}`,
        target: '≤ 250 ms',
        met: writers.visible.n > 0 && writers.visible.p99Ms <= 250 && writers.visible.notVisibleIn30s === 0,
        load: load1(),
      });
    }

    const lag = await phase(
      '5-lag-under-load',
      () =>
        lagUnderLoad(live, cast, progress, {
          rate: config.lagRate,
          ms: config.lagSeconds * 1000,
          batches: quick ? 32 : 96,
          drainMs: config.drainSeconds * 1000,
        }),
      quietBefore(),
    );
    if (lag)
      rows.push({
        measure: `${config.lagRate} writes/s for ${config.lagSeconds} s: furthest read model or reaction behind`,
        value: `${lag.furthest.ms} ms (${lag.furthest.msName || '–'}); ${lag.furthest.events} events (${lag.furthest.eventsName || '–'})`,
        reference: `achieved ${lag.writes.perSec} writes/s, ${lag.samples} samples`,
        target: '≤ 1 s',
        met: lag.samples > 0 && lag.furthest.ms <= 1000,
        load: load1(),
        serverCpuMsPerRequest: lag.writes.serverCpuMsPerRequest,
      });

    const lengths = await phase(
      '7-stream-length',
      () =>
        latencyByStreamLength(live, cast, progress, {
          lengths: config.lengths,
          samples: config.lengthSamples,
          perBatch: 10,
        }),
      quietBefore(),
    );
    if (lengths) {
      const first = lengths.byLength[0];
      const last = lengths.byLength[lengths.byLength.length - 1];
      rows.push({
        measure: `remark latency p50 by stream length (${lengths.byLength.map((b) => `${b.eventsFrom}–${b.eventsTo}`).join(', ')} events)`,
        value: lengths.byLength.map((b) => `${b.p50Ms}`).join(' / ') + ' ms',
        reference: `${first.eventsFrom} → ${last.eventsFrom} events`,
        ratio: `× ${lengths.ratio}`,
        target: 'flat (≤ × 1.10)',
        met: lengths.ratio > 0 && lengths.ratio <= 1.1,
        load: load1(),
      });
    }

    // 6 and 8: a log of realistic histories appended with the server stopped.
    if (runsPhase('6') || runsPhase('8')) {
      rss.phase = '6-bulk-load';
      const templates = await makeTemplates(live, cast);
      await live.stop();
      rss.server = undefined;
      server = undefined;
      const requesters = Array.from({ length: config.requesters }, () => randomUUID());
      const buyers = Array.from({ length: config.buyers }, () => randomUUID());
      const before = await logEnd(setup.databaseUrl);
      const bulkTicker = progress.phase(
        `6. bulk append of ${config.batches ? `${config.batches} batches` : `${config.catchUpEvents.toLocaleString('en')} events`} (server stopped)`,
      );
      const bulk = await bulkAppend(setup.databaseUrl, templates, {
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
      phases['6-bulk'] = bulk;
      const end = await logEnd(setup.databaseUrl);
      if (!config.catchUpReactions) await reactionsAtEnd(setup.databaseUrl, REACTIONS, end);
      // The catch-up's reference, on the same log with the server stopped: reading it alone.
      const readTicker = progress.phase('6. the bulk log read alone, as a dispatcher reads it (nothing applied)');
      const readAlone = await measureLogReadFloor(setup.databaseUrl, {
        from: { tx: String(before.transactionId), pos: String(before.position) },
      });
      const readLoad = load1();
      readTicker.done(
        `${readAlone.eventsPerSec.toLocaleString('en')} events/s, ${readAlone.cpuMsPer1000.total} ms CPU per 1,000 events`,
      );
      phases['6-log-read-alone'] = { ...readAlone, load: readLoad };
      rows.push({
        measure: `log read alone (${readAlone.events.toLocaleString('en')} events of the bulk, the dispatcher's read, nothing applied)`,
        value: `${readAlone.eventsPerSec.toLocaleString('en')} events/s (CPU per 1,000 events: Node ${readAlone.cpuMsPer1000.node} ms + PostgreSQL ${readAlone.cpuMsPer1000.postgres} ms)`,
        reference: `at most ${readAlone.ceilingEventsPerSec.toLocaleString('en')} events/s on ${readAlone.cores} cores doing nothing but this read`,
        target: 'reference',
        met: null,
        load: readLoad,
      });
      const restartTicker = progress.phase('server start-up on the bulk log');
      const restartedAt = performance.now();
      rss.phase = '6-catch-up';
      server = await startAppServer(setup);
      rss.server = server;
      const startupSeconds = round((performance.now() - restartedAt) / 1000);
      restartTicker.done(`${startupSeconds} s`);
      const big = server;
      const caught = await phase('6-catch-up', () =>
        catchUp(big, cast.staff, progress, {
          events: bulk.events,
          end,
          startPosition: before.position,
          capMs: config.catchUpCapSeconds * 1000,
        }),
      );
      if (caught) {
        const rm = caught.readModels;
        rows.push({
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
        notes.push(
          `Server start-up on the bulk log (until /health answered): ${startupSeconds} s, not counted in the catch-up.`,
          config.catchUpReactions
            ? 'Catch-up with BENCH_CATCHUP_REACTIONS=1: the reactions caught up on the bulk too and scheduled its jobs (about one per event), whose drain runs through phase 8.'
            : 'Catch-up: the reactions\u2019 checkpoints were put at the end of the bulk log before the start (the bulk is history they acted on long ago, as in a rebuild of the read models); BENCH_CATCHUP_REACTIONS=1 makes them catch up too.',
        );
      }

      rss.phase = '8-queries';
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
      notes.push(`Server CPU with no request, just before the queries (3 s): ${idleCpuMsPerSec} ms per second.`);
      const queries = await phase('8-queries', () =>
        queriesAtSize(
          big,
          progress,
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
        const load = phases['8-queries'] ? (phases['8-queries'] as { load: number }).load : load1();
        const size = `${listed.toLocaleString('en')} requests in the list read model (${bulk.batches.toLocaleString('en')} batches in the log)`;
        for (const [label, q] of Object.entries(queries)) {
          const { steady, saturated } = q;
          rows.push({
            measure: `${label} at ${config.queryRate} req/s, ${size}: p99 (p50)`,
            value: `${steady.p99Ms} ms (${steady.p50Ms} ms)`,
            reference: `achieved ${steady.sentPerSec}/s, list count ${q.count ?? '?'}, ${steady.failed} failed, ${steady.unanswered} unanswered`,
            target: '≤ 20 ms',
            met: steady.ok > 0 && steady.failed === 0 && steady.unanswered === 0 && steady.p99Ms <= 20,
            load,
            serverCpuMsPerRequest: steady.serverCpuMsPerRequest,
          });
          rows.push({
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
  } finally {
    rss.phase = 'shutdown';
    rss.sample();
    await server?.stop();
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
  notes.push(
    `Before each live phase the bench waited until no consumer was behind (at most ${config.drainSeconds} s; null = still behind): ` +
      Object.entries(settled)
        .map(([k, v]) => `${k} ${v === null ? 'still behind' : `${v} s`}`)
        .join(', ') +
      '.',
  );
  notes.push(
    'Latencies are client-side (request sent → answer read) on the same machine; open-loop latencies count from the moment a request was due.',
    'Commands are the buyer remark (PUT /api/batch/requests/add/{id}/buyer/remark) spread over batches of their own, so conflicts are not the bench’s own doing; failures are listed per phase in app.json.',
    'Catch-up: the log was appended with es_append while the server was stopped (copies of real histories made through HTTP with new ids); timed from /health answering until each consumer’s checkpoint in GET /api/admin/projections reached the log end, sampled every second.',
  );
  return {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    command: commandLine(),
    commit: gitCommit(),
    machine: { cpus: availableParallelism(), node: process.version, loadAtStart, loadAtEnd: loads() },
    settings,
    config: { ...config, lengths: config.lengths.join(',') },
    rows,
    phases,
    notes,
  };
}

// Run directly (scripts/run-ts.cjs puts the entry file in argv[1]), not when run-all imports it.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  runAppBench().then(
    (results) => {
      const name = process.env.BENCH_RESULTS_NAME || 'app';
      writeAppResults(join(__dirname, 'results'), results, name);
      process.stdout.write(`app: wrote test/bench/results/${name}.{json,md} (${results.durationSeconds} s)\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
