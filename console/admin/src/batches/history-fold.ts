import type { HistoryRow } from '@contracts/batch/history';
import { batchView, replay, type BatchEvent, type BatchView } from '@machines/batch';

/**
 * The batch as it stood right after event `revision`, folded in the browser with the same machine
 * the server uses (machines/batch). The page checks it against the server's `?at_revision`.
 */
export function foldTo(rows: readonly HistoryRow[], revision: number): BatchView {
  const events = rows.filter((r) => r.revision <= revision).map((r) => ({ type: r.type, data: r.data }) as BatchEvent);
  return batchView(replay(events));
}

/** Deep equality of two JSON values (both sides are plain JSON: the server's answer and a JSON round trip). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
