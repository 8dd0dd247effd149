import { initialState } from '@machines/batch';
import { BatchStateCache, type CachedBatch } from './batch-state-cache';

const at = (revision: number): CachedBatch => ({ state: initialState, revision, position: `p${revision}` });

describe('BatchStateCache (the writer keeps state)', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new BatchStateCache(2);
    cache.set('a', at(0));
    cache.set('b', at(0));
    expect(cache.get('a')).toEqual(at(0)); // a is now the most recently used
    cache.set('c', at(0));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(at(0));
    expect(cache.get('c')).toEqual(at(0));
    expect(cache.size).toBe(2);
  });

  it('keeps the newer revision when two writes finish out of order, and forgets an evicted stream', () => {
    const cache = new BatchStateCache(10);
    cache.set('a', at(5));
    cache.set('a', at(4));
    expect(cache.get('a')?.revision).toBe(5);
    cache.set('a', at(6));
    expect(cache.get('a')?.revision).toBe(6);
    cache.evict('a');
    expect(cache.get('a')).toBeUndefined();
    // After an eviction any read is taken, even an older one: it is what the stream said when read.
    cache.set('a', at(3));
    expect(cache.get('a')?.revision).toBe(3);
  });

  it('size 0 keeps nothing (every command reads its stream)', () => {
    const cache = new BatchStateCache(0);
    cache.set('a', at(0));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
