import { LRUCache } from 'lru-cache';
import type { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import type { LogPosition } from '../../../platform/projections/runner/position';
import { comparePositions } from '../../../platform/projections/runner/position';
import type { Statement } from './batch-list.sql';

/** The read model whose rows the counts are of. */
const LIST_PROJECTION = 'batch-list';
/** A capped count is trusted this long at most (the 7-day archive boundary moves with the clock, not with events). */
export const CAPPED_COUNT_TTL_MS = 1_000;
/**
 * Past CAPPED_COUNT_TTL_MS and up to this age, a capped count is still answered while ONE recount
 * runs beside the request (stale-while-revalidate): otherwise the request that found it expired
 * paid the whole count (a broad text search's: its matches up to the bound, then the page walked
 * in order) once a second, the slowest 2 % of such a list's answers. Older than this, or once the
 * read model has moved, the count is taken again in the request, as before.
 */
export const CAPPED_COUNT_STALE_MS = 10_000;

interface Entry {
  at: number;
  position: LogPosition;
  /** A recount of this entry is running (at most one a key). */
  recounting: boolean;
}

/** What the cache knows of a count: past its bound and fresh, past it and due a recount, or nothing. */
export type CappedLookup = 'capped' | 'capped-recount' | 'unknown';

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
  /** Bounded: past 2,000 lists the least recently asked is forgotten (it is counted again when next asked). */
  private readonly capped = new LRUCache<string, Entry>({ max: 2_000 });

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
    return this.lookup(key, now) !== 'unknown';
  }

  /**
   * Whether this count is known to be past its bound now; 'capped-recount' (once per expiry): the
   * caller answers it as capped and recounts it beside the request, then calls `rememberCapped` or
   * `forget` with what it found.
   */
  lookup(key: string, now = Date.now()): CappedLookup {
    const entry = this.capped.get(key);
    if (!entry) return 'unknown';
    const position = this.position();
    const age = now - entry.at;
    if (position && comparePositions(position, entry.position) === 0) {
      if (age < CAPPED_COUNT_TTL_MS) return 'capped';
      if (age < CAPPED_COUNT_STALE_MS) {
        if (entry.recounting) return 'capped';
        entry.recounting = true;
        return 'capped-recount';
      }
    }
    this.capped.delete(key);
    return 'unknown';
  }

  /** A count just taken past its bound, at the position read before its statement ran (null: keep nothing). */
  rememberCapped(key: string, position: LogPosition | null, now = Date.now()): void {
    if (!position) return this.forget(key);
    this.capped.set(key, { at: now, position, recounting: false });
  }

  /** A recount found the list within its bound, or failed: the next request counts it. */
  forget(key: string): void {
    this.capped.delete(key);
  }
}
