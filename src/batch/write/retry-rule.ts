import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { concurrentModification } from '../core/domain-error.mapper';

/** Attempts of one write before a conflict is the caller's 409 (DESIGN §5: bounded). */
export const MAX_WRITE_ATTEMPTS = 5;

/** Up to 20 ms per attempt so far, random: concurrent losers do not collide again in step. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number =>
  Math.floor(random() * 20 * attempt) + 1;

/**
 * The append was refused, but the attempt had decided on this instance's cached state: the cache
 * was behind (another instance or writer appended earlier), which is no race with a concurrent
 * writer. The entry is evicted; the next attempt reads the stream.
 */
export class StaleCachedState extends Error {
  constructor(readonly streamId: string) {
    super(`cached state of ${streamId} was behind the stream`);
  }
}

/**
 * The one retry rule of every batch write: an append that met another writer's event (wrong
 * expected revision) is attempted again from a fresh read, a bounded number of times, then answers
 * 409 BATCH_CONCURRENT_MODIFICATION. After a refused append that had decided on cached state the
 * next attempt starts at once (the cache was most likely just behind; that attempt reads the
 * stream); it still counts. Any other failure (a refusal, an outage) is not retried here.
 */
export async function retryOnConflict<T>(batchId: string, attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const stale = error instanceof StaleCachedState;
      if (!stale && !(error instanceof WrongExpectedRevisionError)) throw error;
      if (n >= MAX_WRITE_ATTEMPTS) throw concurrentModification(batchId);
      if (!stale) await new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs(n)));
    }
  }
}
