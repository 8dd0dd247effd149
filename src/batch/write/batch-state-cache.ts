import type { BatchState } from '@machines/batch';

/** A stream's folded state at one revision (what a write decides on). */
export interface CachedBatch {
  readonly state: BatchState;
  /** Revision of the last event folded in; -1 = no stream. */
  readonly revision: number;
  /** Event store position of that event ('' = no stream). */
  readonly position: string;
}

/**
 * The writer's bounded memory of folded states, least recently used first out. It is never the
 * truth: an entry is only a guess of the stream's head that the exact-revision append checks, so a
 * stale entry (another instance wrote) costs one refused append and a fresh read, never a wrong write.
 * Size 0 keeps nothing.
 */
export class BatchStateCache {
  private readonly entries = new Map<string, CachedBatch>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(streamId: string): CachedBatch | undefined {
    const entry = this.entries.get(streamId);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return entry;
  }

  /** Keeps the newer of the entry and what is there (two writes of one instance may finish out of order). */
  set(streamId: string, entry: CachedBatch): void {
    if (this.capacity <= 0) return;
    const current = this.entries.get(streamId);
    if (current && current.revision > entry.revision) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  evict(streamId: string): void {
    this.entries.delete(streamId);
  }

  clear(): void {
    this.entries.clear();
  }
}
