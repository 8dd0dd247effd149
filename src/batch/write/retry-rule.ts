import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { concurrentModification } from './domain-error.mapper';

/** Attempts of one write before a conflict is the caller's 409 (DESIGN §5: bounded). */
export const MAX_WRITE_ATTEMPTS = 5;

/** Up to 20 ms per attempt so far, random: concurrent losers do not collide again in step. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number =>
  Math.floor(random() * 20 * attempt) + 1;

/**
 * The one retry rule of every batch write: an append that met another writer's event (wrong
 * expected revision) is attempted again from a fresh read, a bounded number of times, then answers
 * 409 BATCH_CONCURRENT_MODIFICATION. Any other failure (a refusal, an outage) is not retried here.
 */
export async function retryOnConflict<T>(batchId: string, attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (n >= MAX_WRITE_ATTEMPTS) throw concurrentModification(batchId);
      await new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs(n)));
    }
  }
}
