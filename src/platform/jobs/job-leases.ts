import type { Sql } from './sql';

export interface JobLeasesOptions {
  sql: Sql;
  workerId: string;
  leaseMs: number;
  now: () => Date;
  warn(message: string): void;
}

/**
 * The leases this worker holds (claimed rows, waiting in a lane's buffer or running), kept alive
 * by a heartbeat: every third of JOBS_LEASE_MS one statement pushes `locked_until` of all of them
 * forward. So a job may run longer than the lease while its worker lives, and a worker that dies
 * (or hangs: no heartbeat) loses its rows one lease later, to whoever claims them next. A row whose
 * lease was taken over meanwhile is forgotten here and not started (its new owner runs it).
 */
export class JobLeases {
  /** Row id → when its lease ends as far as this worker knows (the claim, then each successful beat). */
  private readonly held = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;

  constructor(private readonly options: JobLeasesOptions) {}

  hold(rows: ReadonlyArray<{ id: string; locked_until: Date | null }>): void {
    for (const row of rows) this.held.set(String(row.id), row.locked_until?.getTime() ?? 0);
    if (this.held.size > 0 && !this.timer) {
      this.timer = setInterval(() => void this.beat(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
      this.timer.unref();
    }
  }

  /**
   * Whether the row may still be started here: not lost to another worker, and its lease not past
   * (a row that waited in the buffer with no successful beat may have been taken over meanwhile).
   */
  owns(id: string): boolean {
    const until = this.held.get(String(id));
    return until !== undefined && until > this.options.now().getTime();
  }

  /** Ids of the rows held now (claimed and not finished). */
  heldIds(): string[] {
    return [...this.held.keys()];
  }

  release(id: string): void {
    this.held.delete(String(id));
    if (this.held.size === 0) this.stopTimer();
  }

  stop(): void {
    this.held.clear();
    this.stopTimer();
  }

  /** One heartbeat (also called by tests): extends every held lease; forgets rows that are no longer ours. */
  beat(): Promise<void> {
    return (this.beating ??= this.extend().finally(() => (this.beating = null)));
  }

  private async extend(): Promise<void> {
    if (this.held.size === 0) return;
    const ids = [...this.held.keys()];
    const { sql, workerId, leaseMs, now } = this.options;
    try {
      const until = new Date(now().getTime() + leaseMs);
      const kept = await sql<{ id: string }>(
        `UPDATE jobs SET locked_until = $2 WHERE id = ANY($1::bigint[]) AND locked_by = $3 AND done_at IS NULL RETURNING id::text AS id`,
        [ids, until, workerId],
      );
      const still = new Set(kept.map((row) => row.id));
      // Rows not returned were taken over (or finished: their run releases them anyway).
      for (const id of ids) {
        if (!this.held.has(id)) continue;
        if (still.has(id)) this.held.set(id, until.getTime());
        else this.held.delete(id);
      }
    } catch (error) {
      // The database is away: the next beat tries again; past the lease another worker may take over.
      this.options.warn(`job lease heartbeat failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
