import { config, quick } from './app-config';
import type { AppBenchRun } from './app-bench-run';
import type { Cast } from './app-parties';
import { describeTail, round, type LoadFigures } from './app-load';
import { openLoopCommitFloor } from './app-floor';
import type { AppRow } from './app-report';
import { jobsUnderLoad } from './app-jobs-phase';
import { load1 } from './app-run-info';
import type { AppServer } from './app-server';
import { untilNoDueJobs } from './app-shipment-given';
import { ownCodeAllowance, ownCodeCeiling, shareSummary, type ProfileShare } from './own-code-share';
import {
  createThroughput,
  type FixedRate,
  latencyByStreamLength,
  lagUnderLoad,
  openLoopCommands,
  remarkThroughput,
  settle,
  writersWithSockets,
} from './app-write-phases';

/**
 * A closed-loop throughput row, judged as a share of the framework floor measured on the same
 * machine (the same commit behind NestJS on Express, as the product runs: what is left is the
 * product's own cost; the mean of its measurements before and after phases 1 and 2), or of the raw
 * commit floor when 0b did not run.
 */
function throughputRow(run: AppBenchRun, measure: string, figures: LoadFigures, percent: number): AppRow {
  const framework = run.frameworkFloor;
  const reference = framework?.perSec ?? run.floor.opsPerSec;
  const both =
    framework?.after !== undefined ? ` (the mean of ${framework.before} before and ${framework.after} after)` : '';
  return {
    measure,
    value: `${figures.perSec} req/s (p50 ${figures.p50Ms} ms, ${figures.failed} failed)`,
    reference: framework ? `framework floor ${framework.perSec} req/s${both}` : `${run.floor.opsPerSec} commits/s`,
    ratio: `${Math.round((figures.perSec / reference) * 1000) / 10} %`,
    target: framework ? `≥ ${percent} % of the framework floor` : `≥ ${percent} % of the commit floor`,
    met: figures.perSec / reference >= percent / 100,
    load: load1(),
    serverCpuMsPerRequest: figures.serverCpuMsPerRequest,
    postgresCpuMsPerRequest: figures.postgresCpuMsPerRequest,
  };
}

/**
 * A command row's ceiling (phase 1c): its rate with our code's share of the server's CPU gone
 * (own-code-share.ts), as a share of the framework floor. Under the row's target, no change to our
 * own code reaches it.
 */
function ownCodeCeilingRow(
  run: AppBenchRun,
  measure: string,
  figures: LoadFigures,
  share: (ProfileShare & { perSec: number }) | undefined,
  percent: number,
): AppRow | undefined {
  const framework = run.frameworkFloor;
  if (!framework || !share || figures.serverCpuMsPerRequest === undefined) return undefined;
  const ceiling = ownCodeCeiling(figures, share.ownShare);
  const targetPerSec = round((framework.perSec * percent) / 100);
  const allowance = ownCodeAllowance(figures, share.ownShare, targetPerSec);
  const reach =
    allowance.allowedMs <= 0
      ? `the target (${targetPerSec} req/s) is out of reach even if they cost nothing`
      : `the target (${targetPerSec} req/s) needs them at ${allowance.allowedMs} ms a request, ${allowance.cutPercent} % less than now`;
  return {
    measure: `${measure} if our own code and all garbage collection cost nothing (ceiling)`,
    value: `${ceiling.perSec} req/s`,
    reference:
      `our code and collection at most ${round(share.ownShare * 100)} % of the server's CPU (a profiled server at ${share.perSec} req/s: ${shareSummary(share)}), ` +
      `so ${ceiling.ownMs} of the ${figures.serverCpuMsPerRequest} ms a request; the machine's ${ceiling.machineMs} ms a request (${ceiling.cores} cores ÷ ${figures.perSec} req/s) less that; ${reach}`,
    ratio: `at most ${round((ceiling.perSec / framework.perSec) * 100)} % of the framework floor`,
    target: `reference (the row's target: ≥ ${percent} %)`,
    met: null,
    load: load1(),
  };
}

/** A fixed-rate phase's load: `rate` per second for `seconds` over `batches`, then the configured drain. */
const fixedRate = (rate: number, seconds: number, batches: number): FixedRate => ({
  rate,
  ms: seconds * 1000,
  batches,
  drainMs: config.drainSeconds * 1000,
});

/** Phases 1 to 5, 5b and 7, on the live server: commands, open loop, pushes, lag, stream length. */
export async function livePhases(run: AppBenchRun, live: AppServer, cast: Cast): Promise<void> {
  const remarkFigures = await run.phase(
    '1-remark',
    () =>
      remarkThroughput(live, cast, run.progress, {
        connections: config.connections,
        batchesPerConnection: 5,
        ms: run.ms,
        databaseCpu: run.databaseCpu,
      }),
    run.quietBefore(),
  );
  const createFigures = await run.phase(
    '2-create',
    () =>
      createThroughput(live, run.progress, {
        connections: config.connections,
        ms: run.ms,
        databaseCpu: run.databaseCpu,
      }),
    run.quietBefore(),
  );
  // The framework floor once more, right after the two loops: they are judged against the mean of
  // the floor before and after them, so a change in the machine's speed meanwhile falls on both sides.
  if (run.frameworkFloor && (remarkFigures || createFigures)) {
    const again = await run.frameworkFloorAgain();
    if (again) {
      const before = run.frameworkFloor.perSec;
      run.frameworkFloor = { perSec: round((before + again.perSec) / 2), before, after: again.perSec };
    }
  }
  if (remarkFigures) {
    const measure = `HTTP buyer remark, ${config.connections} connections`;
    run.rows.push(throughputRow(run, measure, remarkFigures, 40));
    const ceiling = ownCodeCeilingRow(run, measure, remarkFigures, run.ownCodeShares?.remark, 40);
    if (ceiling) run.rows.push(ceiling);
  }

  if (createFigures) {
    const measure = `HTTP create, ${config.connections} connections`;
    run.rows.push(throughputRow(run, measure, createFigures, 30));
    const ceiling = ownCodeCeilingRow(run, measure, createFigures, run.ownCodeShares?.create, 30);
    if (ceiling) run.rows.push(ceiling);
  }

  const openRate = fixedRate(config.openRate, config.openSeconds, quick ? 24 : 48);
  const open = await run.phase(
    '3-open-loop',
    async () => {
      const commands = await openLoopCommands(live, cast, run.progress, openRate, async () => {
        const projections = await settle(live, cast.auditor.token, openRate.drainMs);
        const jobs = await untilNoDueJobs(run.setup.databaseUrl, openRate.drainMs);
        const cap = openRate.drainMs / 1000;
        return `started after the pool's read models (${projections ?? `still behind at ${cap}`} s) and jobs (${jobs ?? `still due at ${cap}`} s)`;
      });
      const load = load1();
      const floor = await openLoopCommitFloor(run.setup.databaseUrl, run.progress, {
        rate: openRate.rate,
        ms: openRate.ms,
        clients: config.connections,
      });
      return { ...commands, load, floor };
    },
    run.quietBefore(),
  );
  if (open)
    run.rows.push(
      {
        measure: `open loop ${config.openRate} commands/s for ${config.openSeconds} s: p99 (p50)`,
        value: `${open.p99Ms} ms (${open.p50Ms} ms)`,
        reference: `achieved ${open.perSec}/s, ${open.failed} failed, ${open.unanswered} unanswered, ${open.poolSettled}; the raw commit at the same rate right after: p99 ${open.floor.p99Ms} ms; ${describeTail(open.tail)}; server ${open.runtime}`,
        ratio: open.floor.p99Ms > 0 ? `× ${round(open.p99Ms / open.floor.p99Ms)} the raw commit's p99` : undefined,
        target: '≤ 100 ms',
        met: open.p99Ms <= 100 && open.unanswered === 0,
        load: open.load,
        serverCpuMsPerRequest: open.serverCpuMsPerRequest,
      },
      {
        measure: `reference: the raw commit (BEGIN; INSERT jsonb; COMMIT, ${config.connections}-connection pool) at ${config.openRate}/s for ${config.openSeconds} s, right after: p99 (p50)`,
        value: `${open.floor.p99Ms} ms (${open.floor.p50Ms} ms)`,
        reference: `achieved ${open.floor.sentPerSec}/s, ${open.floor.failed} failed, ${open.floor.unanswered} unanswered; every command waits for such a commit's WAL flush; ${describeTail(open.floor.tail)}`,
        target: 'reference',
        met: null,
        load: load1(),
      },
    );

  const writers = await run.phase(
    '4-writers-sockets',
    () => writersWithSockets(live, cast, run.progress, { writers: config.connections, ms: run.ms, idleSamples: 20 }),
    run.quietBefore(),
  );
  if (writers) {
    run.rows.push({
      measure: `${config.connections} closed-loop writers: command → batch:changed at the other party, p99 (p50)`,
      value: `${writers.push.p99Ms} ms (${writers.push.p50Ms} ms)`,
      reference: `${writers.commands.perSec} writes/s; idle p50 ${writers.idlePush.p50Ms} ms; ${writers.push.missing} missing`,
      target: '≤ 150 ms',
      met: writers.push.n > 0 && writers.push.p99Ms <= 150 && writers.push.missing === 0,
      load: load1(),
    });
    run.rows.push({
      measure: 'same: read-model visibility after the answer, p99 (p50)',
      value: `${writers.visible.p99Ms} ms (${writers.visible.p50Ms} ms)`,
      reference: `${writers.visible.staleAnswers} stale: true answers of ${writers.visible.n + writers.visible.staleAnswers}`,
      target: '≤ 250 ms',
      met: writers.visible.n > 0 && writers.visible.p99Ms <= 250 && writers.visible.notVisibleIn30s === 0,
      load: load1(),
    });
  }

  const lag = await run.phase(
    '5-lag-under-load',
    () => lagUnderLoad(live, cast, run.progress, fixedRate(config.lagRate, config.lagSeconds, quick ? 32 : 96)),
    run.quietBefore(),
  );
  if (lag)
    run.rows.push({
      measure: `${config.lagRate} writes/s for ${config.lagSeconds} s: furthest read model or reaction behind`,
      value: `${lag.furthest.ms} ms (${lag.furthest.msName || '–'}); ${lag.furthest.events} events (${lag.furthest.eventsName || '–'})`,
      reference: `achieved ${lag.writes.perSec} writes/s, ${lag.samples} samples`,
      target: '≤ 1 s',
      met: lag.samples > 0 && lag.furthest.ms <= 1000,
      load: load1(),
      serverCpuMsPerRequest: lag.writes.serverCpuMsPerRequest,
    });

  const jobs = await run.phase(
    '5b-jobs-under-load',
    () =>
      jobsUnderLoad(live, cast, run.progress, {
        ...fixedRate(config.lagRate, config.lagSeconds, quick ? 32 : 96),
        createEvery: config.jobsCreateEvery,
        databaseUrl: run.setup.databaseUrl,
      }),
    run.quietBefore(),
  );
  if (jobs)
    run.rows.push({
      measure: `${config.lagRate} writes/s (1 in ${config.jobsCreateEvery} a create) for ${config.lagSeconds} s: oldest due job of any kind`,
      value: `${jobs.furthest.ms} ms (${jobs.furthest.kind || '–'}); at most ${jobs.furthest.due} due`,
      reference: `${jobs.drainedPerSec} jobs/s drained (peak ${jobs.peakDrainPerSec}/s) beside ${run.floor.opsPerSec} commits/s; achieved ${jobs.writes.perSec} writes/s, ${jobs.samples} samples, tail ${jobs.tailSeconds ?? '–'} s; started after the pool's own jobs (${jobs.setupWait.seconds} s, ${jobs.setupWait.stillDue} still due)`,
      target: '≤ 2 s',
      met: jobs.samples > 0 && jobs.furthest.ms <= 2000 && jobs.tailSeconds !== null,
      load: load1(),
      serverCpuMsPerRequest: jobs.writes.serverCpuMsPerRequest,
    });
  // Each kind on its own: a kind that kept up beside one that did not.
  for (const [kind, k] of Object.entries(jobs?.perKind ?? {}).sort(([a], [b]) => a.localeCompare(b)))
    run.rows.push({
      measure: `same: oldest due ${kind} job`,
      value: `${k.maxOldestMs} ms; at most ${k.maxDue} due`,
      reference: `${k.done} done in the phase`,
      target: '≤ 2 s',
      met: k.maxOldestMs <= 2000,
      load: load1(),
    });

  const lengths = await run.phase(
    '7-stream-length',
    () =>
      latencyByStreamLength(live, cast, run.progress, {
        lengths: config.lengths,
        samples: config.lengthSamples,
        perBatch: 10,
      }),
    run.quietBefore(),
  );
  if (lengths) {
    const first = lengths.byLength[0];
    const last = lengths.byLength[lengths.byLength.length - 1];
    run.rows.push({
      measure: `remark latency p50 by stream length (${lengths.byLength.map((b) => `${b.eventsFrom}–${b.eventsTo}`).join(', ')} events)`,
      value: lengths.byLength.map((b) => `${b.p50Ms}`).join(' / ') + ' ms',
      reference: `${first.eventsFrom} → ${last.eventsFrom} events`,
      ratio: `× ${lengths.ratio}`,
      target: 'flat (≤ × 1.10)',
      met: lengths.ratio > 0 && lengths.ratio <= 1.1,
      load: load1(),
    });
  }
}
