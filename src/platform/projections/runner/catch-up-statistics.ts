import type { Client } from 'pg';

/** Events a catch-up reads in full slices before its tables' statistics are taken again at its end. */
export const ANALYZE_AFTER_CATCH_UP_EVENTS = 10_000;

/**
 * Takes the planner's statistics of a group's tables once a long catch-up reaches the log's end (a
 * new read model filled from the log, a restart after a long stop). Until autovacuum comes by (a
 * minute or more; never where it is off) the planner still sees the tables as they were before, an
 * empty table as a handful of rows, and walks the wrong index: a staff search over a list filled
 * that way read every row, 150 ms a request at 100,000 batches, where 1 ms does with statistics.
 * Live traffic reads short slices and never reaches the threshold: autovacuum stays in charge there.
 */
export class CatchUpStatistics {
  private read = 0;

  constructor(private readonly threshold = ANALYZE_AFTER_CATCH_UP_EVENTS) {}

  /**
   * A slice read `events` events; `full`: it filled its batch (more are behind it). True when it
   * ended a catch-up of at least the threshold's events: the caller analyzes the tables then.
   */
  slice(events: number, full: boolean): boolean {
    this.read += events;
    if (full) return false;
    const ended = this.read >= this.threshold;
    this.read = 0;
    return ended;
  }
}

/** How long an ANALYZE waits for its table's lock before it gives the table up (a vacuum holds it). */
const ANALYZE_LOCK_TIMEOUT = '1s';

/**
 * ANALYZE of each table, one at a time, each in its own transaction (its lock lets reads and writes
 * through). A table another ANALYZE or a vacuum holds is given up after a second: an autovacuum
 * that is not cancelled for others (against wraparound) may hold it for minutes, and the read models
 * wait on this connection meanwhile. A refusal (a role that may not analyze a table) is reported
 * and the rest go on: statistics help, they never decide whether a read model is right.
 */
export async function analyzeTables(
  client: Client,
  tables: readonly string[],
  log?: (message: string) => void,
): Promise<void> {
  for (const table of new Set(tables)) {
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = '${ANALYZE_LOCK_TIMEOUT}'`);
      await client.query(`ANALYZE ${table}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      log?.(`ANALYZE ${table} after a catch-up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
