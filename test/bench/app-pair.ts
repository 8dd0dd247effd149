// Two servers side by side, loaded at the same time, for an A/B comparison of CPU per request:
//   BENCH_PAIR_A_DIST=../other-worktree/dist-a BENCH_PAIR_B_DIST=dist-b [BENCH_PAIR_A_ARGS=…] [BENCH_PAIR_B_ARGS=…] \
//     node scripts/run-ts.cjs test/bench/app-pair.ts [remark|create|config] [seconds per round] [rounds]
// Each side runs its BENCH_PAIR_x_DIST (a copy of a build, relative to this worktree) or, unset, this
// worktree's dist/ (built once), with its BENCH_PAIR_x_ARGS node flags. Each server has its own
// database; 4 closed-loop connections send to each, both at once, so the two see the same machine:
// on a shared machine whose load moves one server's CPU per request by ±50 % between runs, the two
// figures of one round move together and their ratio is what a comparison reads. B starts (and is
// set up) first; with one build on both sides B came out 1-4 % lower, so run a comparison both ways
// round (A/B, then swapped). Prints one line per round, then the ratios B/A, and writes both
// columns into one result, results/app-pair.{json,md} (BENCH_RESULTS_NAME renames it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { call } from '../support/kit/http';
import { requestBody } from '../support/kit/batch-driver';
import { commandLine, gitCommit } from './app-run-info';
import { closedLoop } from './app-load';
import { acceptedBatches, party, refusal, remark } from './app-parties';
import { Progress } from './app-progress';
import { cpuMsOf, removeServerData, serverSetup, startAppServer, type AppServer } from './app-server';
import { settle } from './app-write-phases';
import { startBenchDatabase } from './bench-database';
import { runMain } from './bench-main';

const CONNECTIONS = 4;

async function side(databaseUrl: string, dist: string | undefined, nodeArgs: string | undefined) {
  // startAppServer reads both when it starts the child.
  if (dist) process.env.BENCH_SERVER_DIST = dist;
  else delete process.env.BENCH_SERVER_DIST;
  process.env.BENCH_SERVER_NODE_ARGS = nodeArgs ?? '';
  const setup = serverSetup(databaseUrl);
  const server = await startAppServer(setup);
  const cast = { staff: party(server, 's'), auditor: party(server, 'x') };
  const pools = await Promise.all(Array.from({ length: CONNECTIONS }, () => acceptedBatches(server, cast, 5, 2)));
  const requesters = Array.from({ length: CONNECTIONS }, () => party(server, 'r'));
  return { setup, server, cast, pools, requesters };
}

type Side = Awaited<ReturnType<typeof side>>;

interface PairRound {
  what: string;
  round: number;
  loadAverage: string[];
  a: { perSec: number; failed: number; serverCpuMsPerRequest: number };
  b: { perSec: number; failed: number; serverCpuMsPerRequest: number };
  bOverA: number;
}

/** One result holding both sides, so a later run replaces the comparison as a whole. */
function writePairResults(name: string, rounds: PairRound[], median: number, sides: { a: string; b: string }): void {
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const result = {
    measuredAt: new Date().toISOString(),
    command: commandLine(`node scripts/run-ts.cjs test/bench/app-pair.ts ${process.argv.slice(2).join(' ')}`.trim()),
    commit: gitCommit(),
    sides,
    rounds,
    medianBOverA: median,
  };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const lines = [
    '# Two builds side by side: server CPU per request',
    '',
    `Measured ${result.measuredAt}, commit \`${result.commit}\`. Command: \`${result.command}\``,
    '',
    `A = ${sides.a}; B = ${sides.b}. Both loaded at once (${CONNECTIONS} connections each), so both see the same machine: read the ratio.`,
    '',
    '| round | load (1/5/15 min) | A req/s | A server CPU ms/req | B req/s | B server CPU ms/req | B ÷ A |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...rounds.map(
      (r) =>
        `| ${r.round} | ${r.loadAverage.join(' / ')} | ${r.a.perSec} | ${r.a.serverCpuMsPerRequest} | ${r.b.perSec} | ${r.b.serverCpuMsPerRequest} | ${r.bOverA} |`,
    ),
    '',
    `Median B ÷ A: ${median}.`,
    '',
  ];
  writeFileSync(join(dir, `${name}.md`), lines.join('\n'));
}

function op(what: string, s: Side, body: unknown) {
  const server: AppServer = s.server;
  return async (c: number, i: number) => {
    if (what === 'create') {
      const a = await call(server, 'POST', '/api/batch/requests/create', { token: s.requesters[c].token, body });
      return a.status === 201 ? true : refusal(a);
    }
    if (what === 'config') {
      const a = await call(server, 'GET', '/api/config');
      return a.status === 200 ? true : refusal(a);
    }
    const pool = s.pools[c];
    return (await remark(server, pool[i % pool.length])).outcome;
  };
}

async function main() {
  const what = process.argv[2] ?? 'remark';
  const seconds = Number(process.argv[3] ?? 10);
  const rounds = Number(process.argv[4] ?? 3);
  const db = await startBenchDatabase();
  const progress = new Progress();
  // B first: it builds dist/ (A's folder is used as it is).
  const b = await side(await db.createDatabase('pair_b'), process.env.BENCH_PAIR_B_DIST, process.env.BENCH_PAIR_B_ARGS);
  const a = await side(await db.createDatabase('pair_a'), process.env.BENCH_PAIR_A_DIST, process.env.BENCH_PAIR_A_ARGS);
  const body = requestBody();
  const ratios: number[] = [];
  const results: PairRound[] = [];
  try {
    for (const s of [a, b]) await settle(s.server, s.cast.auditor.token, 30_000);
    for (let round = 1; round <= rounds; round += 1) {
      const load = loadavg().map((l) => l.toFixed(2));
      const cpuAt = [cpuMsOf(a.server.pid), cpuMsOf(b.server.pid)];
      const [fa, fb] = await Promise.all(
        [a, b].map((s, n) =>
          closedLoop(
            CONNECTIONS,
            seconds * 1000,
            progress.phase(`${what} ${n ? 'B' : 'A'} round ${round}`),
            op(what, s, body),
          ),
        ),
      );
      const perRequest = [fa, fb].map((f, n) => (cpuMsOf([a, b][n].server.pid) - cpuAt[n]) / (f.ok + f.failed));
      ratios.push(perRequest[1] / perRequest[0]);
      const row: PairRound = {
        what,
        round,
        loadAverage: load,
        a: { perSec: fa.perSec, failed: fa.failed, serverCpuMsPerRequest: Number(perRequest[0].toFixed(4)) },
        b: { perSec: fb.perSec, failed: fb.failed, serverCpuMsPerRequest: Number(perRequest[1].toFixed(4)) },
        bOverA: Number((perRequest[1] / perRequest[0]).toFixed(3)),
      };
      results.push(row);
      console.log(JSON.stringify(row));
      // The two databases' backlogs (read models, reactions) drain between rounds.
      for (const s of [a, b]) await settle(s.server, s.cast.auditor.token, 30_000);
    }
    const sorted = [...ratios].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(JSON.stringify({ what, rounds, bOverA: ratios.map((r) => Number(r.toFixed(3))), median }));
    const sideName = (dist: string | undefined, args: string | undefined) =>
      `${dist ?? "this worktree's dist/"}${args ? ` (node ${args})` : ''}`;
    writePairResults(process.env.BENCH_RESULTS_NAME || 'app-pair', results, Number(median.toFixed(3)), {
      a: sideName(process.env.BENCH_PAIR_A_DIST, process.env.BENCH_PAIR_A_ARGS),
      b: sideName(process.env.BENCH_PAIR_B_DIST, process.env.BENCH_PAIR_B_ARGS),
    });
  } finally {
    for (const s of [a, b]) {
      await s.server.stop();
      removeServerData(s.setup);
    }
    await db.stop();
  }
}

runMain(main);
