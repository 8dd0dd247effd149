import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest
 * random (74 bits). As a primary key, rows inserted together sit together at the right end of
 * the index instead of on a random leaf each (after a checkpoint, the first change of a leaf writes
 * it to the WAL whole). The WAL saved in the read-model catch-up bench was not established: it
 * depends mostly on where checkpoints fall (test/bench/catchup.bench.ts, docs/benchmarks.md). Made here, not by
 * PostgreSQL: uuidv7() is PostgreSQL 18, and the application supports 13 and later.
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0').slice(-12);
  // random is xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx: the time takes the first 48 bits, 7 the version nibble.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
