// The command rows' third reference (phase 1c): how much of the server's busy time a remark and a
// create spend in our own JavaScript, read from V8's CPU profile of a second server put through the
// same closed loops as phases 1 and 2. With it each command row gets a ceiling: the rate it would
// reach if every line of our code (the build's files under dist/, outside node_modules) and all of
// the garbage collection cost nothing, while the libraries (NestJS, Express, class-validator,
// class-transformer, XState, the pg client, Socket.IO, OpenTelemetry, prom-client), Node's own HTTP
// and stream code and PostgreSQL do what they do now. A ceiling under a row's target says no change
// to our code reaches it: only doing less in those libraries or the database, or replacing them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requestBody } from '../support/kit/batch-driver';
import { benchCall } from './bench-http';
import { closedLoop, round, type LoadFigures } from './app-load';
import { acceptedBatches, party, refusal, remark } from './app-parties';
import type { Progress } from './app-progress';
import { removeServerData, serverSetup, startAppServer } from './app-server';
import { settle } from './app-write-phases';

const ROOT = resolve(__dirname, '..', '..');

/** What V8 writes with --cpu-prof (the fields read here). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window of the profile, in microseconds of the monotonic clock (process.hrtime, V8's timestamps). */
export interface ProfileWindow {
  fromUs: number;
  toUs: number;
}

/** How the main thread's samples in a window divide (counts), and the share a ceiling may take off. */
export interface ProfileShare {
  samples: number;
  idle: number;
  /** Self time in our build's files (functions whose script is under `<root>/dist/`, not node_modules). */
  ours: number;
  garbageCollector: number;
  /** Samples in writev: a thread preempted at a socket write (waking PostgreSQL or the client) is sampled there. */
  socketWrites: number;
  /** Node's own JavaScript (node:http, streams, events, async hooks). */
  node: number;
  /** Self time in node_modules, by package. */
  libraries: Record<string, number>;
  /** Native functions, V8's `(program)` and anything without a script. */
  other: number;
  /**
   * (ours + garbage collector) ÷ (busy samples − socket writes): the most of the server's CPU our code
   * can account for. Every choice leans our way: all collection counts as ours, and the writes, which
   * are partly preemption, leave the denominator.
   */
  ownShare: number;
}

const packageOf = (url: string): string | undefined => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];

/** Divides the samples of `window` by whose code was running (self time). `root` is the project (its dist/ is ours). */
export function profileShare(profile: CpuProfile, root: string, window: ProfileWindow): ProfileShare {
  const ourPrefix = `${pathToFileURL(join(root, 'dist')).href}/`;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const share: ProfileShare = {
    samples: 0,
    idle: 0,
    ours: 0,
    garbageCollector: 0,
    socketWrites: 0,
    node: 0,
    libraries: {},
    other: 0,
    ownShare: 0,
  };
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.fromUs || at > window.toUs) return;
    const frame = frames.get(id);
    if (!frame) return;
    share.samples += 1;
    const library = packageOf(frame.url);
    if (frame.functionName === '(idle)') share.idle += 1;
    else if (frame.functionName === '(garbage collector)') share.garbageCollector += 1;
    else if (library) share.libraries[library] = (share.libraries[library] ?? 0) + 1;
    else if (frame.url.startsWith(ourPrefix)) share.ours += 1;
    else if (frame.url.startsWith('node:')) share.node += 1;
    else if (!frame.url && frame.functionName === 'writev') share.socketWrites += 1;
    else share.other += 1;
  });
  const busy = share.samples - share.idle - share.socketWrites;
  share.ownShare = busy > 0 ? (share.ours + share.garbageCollector) / busy : 0;
  return share;
}

/**
 * A closed-loop row's rate with our code's share of the server's CPU gone: every core's time over
 * what a request costs the machine now (cores × 1,000 ms ÷ req/s: server, PostgreSQL, the bench's
 * client, the kernel) less that share. Exact when the loop keeps the cores busy (8 connections on
 * 2 cores do); more than the loop could reach otherwise.
 */
export function ownCodeCeiling(figures: Pick<LoadFigures, 'perSec' | 'serverCpuMsPerRequest'>, ownShare: number) {
  const { cores, machineMs, ownMs } = requestCosts(figures, ownShare);
  return {
    cores,
    machineMs: round(machineMs, 2),
    ownMs: round(ownMs, 2),
    perSec: round((cores * 1000) / (machineMs - ownMs)),
  };
}

/**
 * What our code and collection could still cost a request (ms) for the row to reach `targetPerSec`
 * with everything else as it is: negative when the target is out of reach even if they cost nothing.
 */
export function ownCodeAllowance(
  figures: Pick<LoadFigures, 'perSec' | 'serverCpuMsPerRequest'>,
  ownShare: number,
  targetPerSec: number,
) {
  const { cores, machineMs, ownMs } = requestCosts(figures, ownShare);
  const allowedMs = ownMs - (machineMs - (cores * 1000) / targetPerSec);
  return { allowedMs: round(allowedMs, 3), cutPercent: ownMs > 0 ? round((1 - allowedMs / ownMs) * 100, 1) : 0 };
}

/** A request's cost to the machine (every core's time ÷ req/s) and our code's part of it, unrounded. */
function requestCosts(figures: Pick<LoadFigures, 'perSec' | 'serverCpuMsPerRequest'>, ownShare: number) {
  const cores = availableParallelism();
  return {
    cores,
    machineMs: (cores * 1000) / figures.perSec,
    ownMs: (figures.serverCpuMsPerRequest ?? 0) * ownShare,
  };
}

export interface OwnCodeShares {
  remark: ProfileShare & { perSec: number };
  create: ProfileShare & { perSec: number };
}

/** The share's line for a report: ours, collection, and the three biggest libraries, as % of the busy samples. */
export function shareSummary(s: ProfileShare): string {
  const busy = Math.max(1, s.samples - s.idle);
  const pct = (n: number) => `${round((n / busy) * 100)} %`;
  const top = Object.entries(s.libraries)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, n]) => `${name} ${pct(n)}`)
    .join(', ');
  return `our code ${pct(s.ours)}, garbage collection ${pct(s.garbageCollector)}, socket writes ${pct(s.socketWrites)}, Node ${pct(s.node)}, libraries ${pct(Object.values(s.libraries).reduce((a, b) => a + b, 0))} (${top}) of ${busy} busy samples`;
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * A second server on its own database, profiled (--cpu-prof), through a remark loop and a create
 * loop like phases 1 and 2; its profile, written when it stops, divided per loop.
 */
export async function measureOwnCodeShares(
  databaseUrl: string,
  progress: Progress,
  o: { connections: number; ms: number },
): Promise<OwnCodeShares> {
  const profileDir = mkdtempSync(join(tmpdir(), 'concierge-own-code-'));
  const setup = serverSetup(databaseUrl);
  const server = await startAppServer(setup, 180_000, {}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    const cast = { staff: party(server, 's'), auditor: party(server, 'x') };
    const pools = await Promise.all(Array.from({ length: o.connections }, () => acceptedBatches(server, cast, 5, 2)));
    const requesters = Array.from({ length: o.connections }, () => party(server, 'r'));
    const body = requestBody();
    const loop = async (label: string, op: (c: number, i: number) => Promise<true | string>) => {
      await settle(server, cast.auditor.token, 30_000);
      const ticker = progress.phase(`1c. ${label} on a profiled server, ${o.connections} connections`);
      const fromUs = monotonicUs();
      const figures = await closedLoop(o.connections, o.ms, ticker, op);
      const window = { fromUs, toUs: monotonicUs() };
      ticker.done(`${figures.perSec} req/s (profiled)`);
      return { window, perSec: figures.perSec };
    };
    const remarks = await loop('remark', async (c, i) => (await remark(server, pools[c][i % pools[c].length])).outcome);
    const creates = await loop('create', async (c) => {
      const answer = await benchCall(server, 'POST', '/api/batch/requests/create', {
        token: requesters[c].token,
        body,
      });
      return answer.status === 201 || answer.status === 200 ? true : refusal(answer);
    });
    await server.stop();
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the profiled server wrote no profile in ${profileDir}`);
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    return {
      remark: { ...profileShare(profile, ROOT, remarks.window), perSec: remarks.perSec },
      create: { ...profileShare(profile, ROOT, creates.window), perSec: creates.perSec },
    };
  } finally {
    await server.stop();
    removeServerData(setup);
    rmSync(profileDir, { recursive: true, force: true });
  }
}
