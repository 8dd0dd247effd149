import type { RebuildProgress } from './projection-rebuilder';

const WIDTH = 30;

/** One terminal line, redrawn in place with \r: `[#####.....]  50%  500/1000 events  1,234 ev/s`. */
export function renderProgress(p: RebuildProgress): string {
  const ratio = p.total === 0 ? 1 : Math.min(1, p.done / p.total);
  const filled = Math.round(ratio * WIDTH);
  const bar = '#'.repeat(filled) + '.'.repeat(WIDTH - filled);
  const pct = `${Math.floor(ratio * 100)}`.padStart(3);
  return `[${bar}] ${pct}%  ${p.done.toLocaleString('en')}/${p.total.toLocaleString('en')} events  ${p.eventsPerSecond.toLocaleString('en')} ev/s`;
}
