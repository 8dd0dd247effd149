import type { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import type { LogPosition } from '../../../platform/projections/runner/position';
import { comparePositions } from '../../../platform/projections/runner/position';
import type { Statement } from './batch-list.sql';

/** The read model whose rows the counts are of. */
const LIST_PROJECTION = 'batch-list';
/** A capped count is trusted this long at most (the 7-day archive boundary moves with the clock, not with events). */
export const CAPPED_COUNT_TTL_MS = 1_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  at: number;
  position: LogPosition;
}

/**
 * Which lists were last counted past their bound ("more than 10,000") while the list read model
 * stood where it stands now. Such a count walked 10,001 index entries a part on every request (most
 * of a staff first page's PostgreSQL CPU, test/bench/results/app-staff-lists.md); the answer only
 * says "10,000+", which no change can alter without moving the read model. So while this instance's
 * dispatcher is the one moving the list (`active`: it advances the checkpoint right after each
 * COMMIT) and the checkpoint has not moved, a capped count is answered from here for at most
 * CAPPED_COUNT_TTL_MS. Exact counts (up to the bound) are never kept, nor is anything on an
 * instance whose dispatcher is passive: those lists are counted every time, as before.
 */
export class ListCountCache {
  private readonly capped = new Map<string, Entry>();

  constructor(private readonly registry: ProjectionRegistry) {}

  /** Where the list read model stands, when this instance moves it; null otherwise (nothing cached). */
  position(): LogPosition | null {
    const status = this.registry.get(LIST_PROJECTION)?.snapshot();
    return status?.state === 'active' ? status.checkpoint : null;
  }

  /** The cache key of a count statement: its text and values, but not the time cutoff (a Date: new on every call). */
  static keyOf(count: Statement): string {
    return `${count.text}\u0000${JSON.stringify(count.values.map((v) => (v instanceof Date ? null : v)))}`;
  }

  /** Whether this count is known to be past its bound now. */
  isCapped(key: string, now = Date.now()): boolean {
    const entry = this.capped.get(key);
    if (!entry) return false;
    const position = this.position();
    if (position && now - entry.at < CAPPED_COUNT_TTL_MS && comparePositions(position, entry.position) === 0)
      return true;
    this.capped.delete(key);
    return false;
  }

  /** A count just taken past its bound, at the position read before its statement ran (null: keep nothing). */
  rememberCapped(key: string, position: LogPosition | null, now = Date.now()): void {
    if (!position) return;
    if (this.capped.size >= MAX_ENTRIES) this.capped.clear();
    this.capped.set(key, { at: now, position });
  }
}
