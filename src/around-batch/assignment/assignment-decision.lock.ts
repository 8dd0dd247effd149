import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const LOCK = `hashtextextended('assignment:decisions', 0)`;

/**
 * Decisions one lock hold runs at most while more wait in this instance: another instance waiting
 * for the lock gets its turn between holds.
 */
export const DECISIONS_PER_HOLD = 8;

interface Waiting {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * One assignment decision at a time, across instances: a decision reads the buyers' open loads and
 * the next must see the load it added (a buyer at capacity gets no second request). The reaction's
 * jobs run concurrently, so the decisions take this lock: in process a queue (one connection waits,
 * not eight), across instances a PostgreSQL advisory lock. Decisions queued here while one runs go
 * under the same hold: taking and giving back the lock is two round trips per decision, which on a
 * loaded machine were as long as the decision's own statements and all of them run in turn.
 */
@Injectable()
export class AssignmentDecisionLock {
  private readonly queue: Waiting[] = [];
  private draining = false;

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) await this.hold();
    } finally {
      this.draining = false;
    }
  }

  /** One lock hold: the decisions waiting now (up to DECISIONS_PER_HOLD), one after the other. */
  private async hold(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      try {
        await runner.query(`SELECT pg_advisory_lock(${LOCK})`);
      } catch (error) {
        // No lock, no decision: the first waiting one fails (its job is retried), the rest try again.
        this.queue.shift()?.reject(error);
        return;
      }
      try {
        for (let n = 0; n < DECISIONS_PER_HOLD && this.queue.length > 0; n += 1) {
          const next = this.queue.shift();
          if (!next) break;
          await next.work().then(next.resolve, next.reject);
        }
      } finally {
        // A lost connection frees a session lock with it; a failed unlock leaves nothing held.
        await runner.query(`SELECT pg_advisory_unlock(${LOCK})`).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }
}
