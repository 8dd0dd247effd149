import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mergePhases, type PartialRun } from './app-results-merge';
import { serverNodeArgs } from './app-server';

/** One line of the table: a figure, what it is compared with, and the target it must meet. */
export interface AppRow {
  /** The phase that measured it (`9-shipment-moves`): a run of some phases replaces only their rows (app-results-merge.ts). */
  phase?: string;
  measure: string;
  value: string;
  reference?: string;
  ratio?: string;
  target: string;
  met: boolean | null;
  /** 1-minute load average when the figure was taken. */
  load: number;
  /** The server's CPU time over the phase's loop ÷ its requests, in ms (LoadFigures.serverCpuMsPerRequest). */
  serverCpuMsPerRequest?: number;
  /** The whole local PostgreSQL's CPU time over the loop ÷ its requests (LoadFigures.postgresCpuMsPerRequest). */
  postgresCpuMsPerRequest?: number;
}

export interface AppResults {
  startedAt: string;
  durationSeconds: number;
  command: string;
  commit: string;
  machine: { cpus: number; node: string; loadAtStart: string; loadAtEnd: string };
  settings: Record<string, string>;
  config: Record<string, number | string | boolean>;
  rows: AppRow[];
  /** Every phase's full figures, for reading beyond the table. */
  phases: Record<string, unknown>;
  notes: string[];
  /** BENCH_PHASES when it named some phases: written over the stored results, this run replaces only theirs. */
  phasesRun?: string[];
  /** Runs of some phases whose rows were merged into these results (app-results-merge.ts). */
  partialRuns?: PartialRun[];
}

/**
 * `name`: the files' base name (`BENCH_RESULTS_NAME`, default `app`), so a run beside another keeps both;
 * `title`: the Markdown heading (another bench writing the same table).
 */
export function writeAppResults(dir: string, r: AppResults, name = 'app', title = 'App-level benchmark'): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(r, null, 2) + '\n');
  const met = (m: boolean | null) => (m === null ? '–' : m ? 'yes' : '**no**');
  const lines = [
    `# ${title}`,
    '',
    `Run ${r.startedAt}, ${r.durationSeconds} s total, commit \`${r.commit}\`. ` +
      `${r.machine.cpus} CPUs, Node ${r.machine.node}; PostgreSQL ${r.settings.server_version ?? '?'} ` +
      `(fsync ${r.settings.fsync ?? '?'}, synchronous_commit ${r.settings.synchronous_commit ?? '?'}, shared_buffers ${r.settings.shared_buffers ?? '?'}).`,
    '',
    `Command: \`${r.command}\``,
    '',
    // The heap limit changes the server's RSS by a third (docs/operations.md, Memory): say which one ran.
    `Server node flags: \`${serverNodeArgs().join(' ') || '(none)'}\``,
    '',
    `**Machine load** (1/5/15 min): ${r.machine.loadAtStart} at start, ${r.machine.loadAtEnd} at the end; the load column is the ` +
      `1-minute load when each figure was taken. The bench alone keeps about ${r.machine.cpus} busy: more means other work ` +
      `shared the CPUs, so compare ratios to the floor (measured in this run) rather than raw rates across runs.`,
    '',
    '| measure | value | reference (same run) | ratio | target | met | server CPU ms/request | PostgreSQL CPU ms/request | load |',
    '|---|---:|---:|---:|---|---|---:|---:|---:|',
    ...r.rows.map(
      (row) =>
        `| ${row.measure} | ${row.value} | ${row.reference ?? ''} | ${row.ratio ?? ''} | ${row.target} | ${met(row.met)} | ${row.serverCpuMsPerRequest ?? ''} | ${row.postgresCpuMsPerRequest ?? ''} | ${row.load} |`,
    ),
    '',
    '## Notes',
    '',
    '- Server CPU ms/request: the server process’s user + system CPU time (from /proc) over the phase’s request loop, ' +
      'divided by the requests it answered; it includes whatever else the server did meanwhile (read models, reactions, ' +
      'sockets). Load on the machine barely moves it, so compare it across runs rather than req/s. PostgreSQL CPU ' +
      'ms/request: the same for every process of the local PostgreSQL (postmaster, backends, WAL writer…), on the ' +
      'command rows; the bench client is the rest of the machine.',
    ...r.notes.map((n) => `- ${n}`),
    '',
    `Full figures of every phase (failures, unanswered requests, per read model catch-up, per query) are in \`${name}.json\`.`,
    '',
  ];
  writeFileSync(join(dir, `${name}.md`), lines.join('\n'));
}

/**
 * Runs an app-level bench when `entry` is the file run (scripts/run-ts.cjs puts the entry file in
 * argv[1]), not when run-all imports it: writes results/<BENCH_RESULTS_NAME or `name`>.{json,md}
 * and ends the process with the outcome, so open handles cannot keep a finished run alive.
 */
export function runWhenEntry(entry: string, run: () => Promise<AppResults>, name: string, title?: string): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== entry) return;
  run().then(
    (results) => {
      const file = process.env.BENCH_RESULTS_NAME || name;
      const dir = join(__dirname, 'results');
      const stored = join(dir, `${file}.json`);
      // A run of some phases replaces only their rows and figures in stored results (the others stay).
      const ran = results.phasesRun;
      const merge = ran !== undefined && existsSync(stored);
      const written = merge
        ? mergePhases(JSON.parse(readFileSync(stored, 'utf8')) as AppResults, results, ran)
        : results;
      writeAppResults(dir, written, file, title);
      process.stdout.write(
        `${name}: ${merge ? 'merged phases into' : 'wrote'} test/bench/results/${file}.{json,md} (${results.durationSeconds} s)\n`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
