import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LatencyStats } from './bench-stats';

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  settings: Record<string, string>;
  config: {
    secondsPerRun: number;
    poolSize: number;
    catchUpEvents: number;
    cpus: number;
    node: string;
    liveSeconds: number;
    liveWriters: number;
    projectionBatch: number;
    catchUpCapSeconds: number;
    loadAverageAtStart: string;
    loadAverageAtEnd: string;
    /** BENCH_ONLY: the one section this run measured. */
    only?: string;
    /** BENCH_GC_ROUNDS: rounds of the group-commit comparison (the median round is reported). */
    rounds?: number;
  };
  /** workload → contender → figures */
  workloads: Record<string, Record<string, LatencyStats | Record<string, number | string>>>;
  targets: Array<{ target: string; value: string; met: boolean; context?: string }>;
  notes: string[];
  /** Reading of this run's figures, written after it (render-results.ts keeps them with the figures). */
  findings?: string[];
}

const cell = (v: unknown) =>
  v === undefined ? '' : typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v);

export function writeResults(dir: string, results: BenchResults, name = 'eventstore'): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(results, null, 2) + '\n');
  const lines: string[] = [];
  lines.push('# Event store benchmark', '');
  lines.push(
    `Run ${results.startedAt}, ${results.durationSeconds} s total. PostgreSQL ${results.settings.server_version}; ` +
      `shared_buffers ${results.settings.shared_buffers}, synchronous_commit ${results.settings.synchronous_commit}, fsync ${results.settings.fsync}, ` +
      `max_connections ${results.settings.max_connections}. ${results.config.cpus} CPUs, Node ${results.config.node}, pool ${results.config.poolSize} per contender, ` +
      `${results.config.secondsPerRun} s per run, contenders in rotated order, one fresh database each.`,
    '',
    `**Machine load:** load average ${results.config.loadAverageAtStart} at start and ${results.config.loadAverageAtEnd} at the end ` +
      `(1/5/15 min; the benchmark alone keeps it near ${results.config.cpus}, anything well above means other work shared the CPUs). ` +
      `Figures move with load: compare contenders within one table rather than across runs.`,
    '',
    `Command: \`${results.config.only ? `BENCH_ONLY=${results.config.only} ` : ''}${results.config.rounds ? `BENCH_GC_ROUNDS=${results.config.rounds} ` : ''}npm run bench:eventstore\` (BENCH_EVENTS=${results.config.catchUpEvents}, BENCH_SECONDS=${results.config.secondsPerRun}, ` +
      `BENCH_LIVE_SECONDS=${results.config.liveSeconds}, BENCH_WRITERS=${results.config.liveWriters}, BENCH_PROJECTION_BATCH=${results.config.projectionBatch}, ` +
      `BENCH_CATCHUP_CAP_SECONDS=${results.config.catchUpCapSeconds}, BENCH_POOL=${results.config.poolSize}).`,
    '',
  );
  for (const [workload, byContender] of Object.entries(results.workloads)) {
    const keys = [...new Set(Object.values(byContender).flatMap((v) => Object.keys(v)))];
    lines.push(
      `## ${workload}`,
      '',
      `| contender | ${keys.join(' | ')} |`,
      `|---|${keys.map(() => '---:').join('|')}|`,
    );
    for (const [contender, figures] of Object.entries(byContender)) {
      lines.push(`| ${contender} | ${keys.map((k) => cell((figures as Record<string, unknown>)[k])).join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push('## Targets', '', '| target | value | met | context (same run) |', '|---|---|---|---|');
  for (const t of results.targets)
    lines.push(`| ${t.target} | ${t.value} | ${t.met ? 'yes' : '**no**'} | ${t.context ?? ''} |`);
  if (results.findings?.length) lines.push('', '## Findings', '', ...results.findings.map((f) => `- ${f}`));
  lines.push('', '## Notes', '', ...results.notes.map((n) => `- ${n}`), '');
  writeFileSync(join(dir, `${name}.md`), lines.join('\n'));
}
