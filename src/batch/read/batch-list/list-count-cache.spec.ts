import type { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import type { RunnerState } from '../../../platform/projections/runner/projection-member';
import type { LogPosition } from '../../../platform/projections/runner/position';
import { CAPPED_COUNT_STALE_MS, CAPPED_COUNT_TTL_MS, ListCountCache } from './list-count-cache';

/** The list read model's member as the registry shows it: its state on this instance and its checkpoint. */
function registryWith(member: { state: RunnerState; checkpoint: LogPosition | null } | undefined) {
  return {
    get: (name: string) => (name === 'batch-list' && member ? { snapshot: () => ({ ...member }) } : undefined),
  } as unknown as ProjectionRegistry;
}

describe('ListCountCache: a capped count is kept only while the list read model stands still here', () => {
  const at = { tx: '10', pos: '100' };
  const count = { text: 'SELECT count(*) …', values: ['staff', new Date(1_000), 12] };
  const key = ListCountCache.keyOf(count);

  it('answers a count taken past the bound at this position, within the time limit', () => {
    const member = { state: 'active' as RunnerState, checkpoint: at };
    const cache = new ListCountCache(registryWith(member));
    expect(cache.isCapped(key, 0)).toBe(false);
    cache.rememberCapped(key, cache.position(), 0);
    expect(cache.isCapped(key, CAPPED_COUNT_TTL_MS - 1)).toBe(true);
  });

  it('the key leaves out the time cutoff (new on every call) but not the other values', () => {
    expect(ListCountCache.keyOf({ ...count, values: ['staff', new Date(9_000), 12] })).toBe(key);
    expect(ListCountCache.keyOf({ ...count, values: ['other', new Date(1_000), 12] })).not.toBe(key);
  });

  it('forgets it once the read model moves (a committed slice), so the next list is counted', () => {
    const member = { state: 'active' as RunnerState, checkpoint: at };
    const cache = new ListCountCache(registryWith(member));
    cache.rememberCapped(key, cache.position(), 0);
    member.checkpoint = { tx: '11', pos: '101' };
    expect(cache.isCapped(key, 1)).toBe(false);
    // Gone, not only hidden: the old position coming back does not revive it.
    member.checkpoint = at;
    expect(cache.isCapped(key, 2)).toBe(false);
  });

  it('forgets it after the stale limit (the 7-day archive boundary moves with the clock alone)', () => {
    const cache = new ListCountCache(registryWith({ state: 'active', checkpoint: at }));
    cache.rememberCapped(key, cache.position(), 0);
    expect(cache.lookup(key, CAPPED_COUNT_STALE_MS)).toBe('unknown');
    expect(cache.isCapped(key, CAPPED_COUNT_STALE_MS - 1)).toBe(false);
  });

  it('past the time limit, still answers it capped but asks ONE caller to recount it', () => {
    const cache = new ListCountCache(registryWith({ state: 'active', checkpoint: at }));
    cache.rememberCapped(key, cache.position(), 0);
    expect(cache.lookup(key, CAPPED_COUNT_TTL_MS - 1)).toBe('capped');
    expect(cache.lookup(key, CAPPED_COUNT_TTL_MS)).toBe('capped-recount');
    // While that recount runs, the others are answered from the cache without another recount.
    expect(cache.lookup(key, CAPPED_COUNT_TTL_MS + 5)).toBe('capped');
    // The recount found it still past the bound: fresh again from then.
    cache.rememberCapped(key, cache.position(), CAPPED_COUNT_TTL_MS + 10);
    expect(cache.lookup(key, 2 * CAPPED_COUNT_TTL_MS + 9)).toBe('capped');
    expect(cache.lookup(key, 2 * CAPPED_COUNT_TTL_MS + 10)).toBe('capped-recount');
    // It found it within the bound (or failed): the next request counts it itself.
    cache.forget(key);
    expect(cache.lookup(key, 2 * CAPPED_COUNT_TTL_MS + 11)).toBe('unknown');
  });

  it('a recount that is due is not asked for once the read model has moved: the request counts', () => {
    const member = { state: 'active' as RunnerState, checkpoint: at };
    const cache = new ListCountCache(registryWith(member));
    cache.rememberCapped(key, cache.position(), 0);
    member.checkpoint = { tx: '11', pos: '101' };
    expect(cache.lookup(key, CAPPED_COUNT_TTL_MS + 1)).toBe('unknown');
  });

  it('keeps nothing where another instance moves the read model (passive) or none is registered', () => {
    for (const registry of [registryWith({ state: 'passive', checkpoint: at }), registryWith(undefined)]) {
      const cache = new ListCountCache(registry);
      expect(cache.position()).toBeNull();
      cache.rememberCapped(key, cache.position(), 0);
      expect(cache.isCapped(key, 1)).toBe(false);
    }
  });
});
