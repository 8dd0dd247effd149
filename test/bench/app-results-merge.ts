import type { AppResults, AppRow } from './app-report';

/** A run of some phases (BENCH_PHASES) whose rows were merged into a whole run's results. */
export interface PartialRun {
  phases: string[];
  startedAt: string;
  durationSeconds: number;
  command: string;
  commit: string;
  machine: AppResults['machine'];
  /** That run's own raw commit floor: the reference of its rows' ratios. */
  floor: unknown;
}

/** Figures of the whole run, never of one phase: kept from the stored results. */
const RUN_WIDE = new Set(['floor', 'rss', 'settled']);
const isRunWide = (row: AppRow) => row.measure.startsWith('raw commit floor') || row.measure.startsWith('server RSS');

/**
 * `partial`, a run of some phases, written over `stored` (a whole run's results): the rows and
 * figures of the phases it ran replace theirs (a row by its `phase`, else by its measure), every
 * other row stays as it was measured, and the partial run is named
 * in `partialRuns` and the notes: its ratios refer to its own floor, measured in that run and stated
 * in its rows, not to the floor row at the top. Its floor and RSS rows are not merged.
 */
export function mergePhases(stored: AppResults, partial: AppResults, ran: readonly string[]): AppResults {
  const incoming = partial.rows.filter((r) => !isRunWide(r));
  const replaced = (r: AppRow) =>
    incoming.some((n) => (n.phase && r.phase ? n.phase === r.phase : n.measure === r.measure));
  // The incoming rows go together where the first row they replace stood, else before the RSS row.
  const first = stored.rows.findIndex(replaced);
  const kept = stored.rows.filter((r) => !replaced(r));
  const rss = kept.findIndex((r) => r.measure.startsWith('server RSS'));
  const at = first >= 0 ? first : rss >= 0 ? rss : kept.length;
  const rows = [...kept.slice(0, at), ...incoming, ...kept.slice(at)];
  const phases = { ...stored.phases };
  for (const [key, figures] of Object.entries(partial.phases)) if (!RUN_WIDE.has(key)) phases[key] = figures;
  const run: PartialRun = {
    phases: [...ran],
    startedAt: partial.startedAt,
    durationSeconds: partial.durationSeconds,
    command: partial.command,
    commit: partial.commit,
    machine: partial.machine,
    floor: partial.phases.floor,
  };
  const sameRun = (r: PartialRun) => r.phases.join(',') === run.phases.join(',');
  const partialRuns = [...(stored.partialRuns ?? []).filter((r) => !sameRun(r)), run];
  const lead = `Phase ${run.phases.join(', ')} rows come from a run of their own`;
  const floor = partial.phases.floor as { opsPerSec?: number } | undefined;
  const notes = [
    ...stored.notes.filter((n) => !n.startsWith(lead)),
    `${lead} (${run.startedAt}, \`${run.command}\`, commit \`${run.commit}\`, load ${run.machine.loadAtStart} at start, ` +
      `${run.machine.loadAtEnd} at the end): their ratios refer to that run's own commit floor` +
      `${floor?.opsPerSec ? ` (${floor.opsPerSec} commits/s)` : ''}, not to the floor row above.`,
  ];
  return { ...stored, rows, phases, notes, partialRuns };
}
