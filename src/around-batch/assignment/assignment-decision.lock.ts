import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DecisionHold } from './decision-hold';

const LOCK = `hashtextextended('assignment:decisions', 0)`;

/**
 * Decisions one lock hold runs at most while more wait in this instance: another instance waiting
 * for the lock gets its turn between holds.
 */
export const DECISIONS_PER_HOLD = 8;

interface Waiting {
  work: (hold: DecisionHold) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * One assignment decision at a time, across instances: a decision reads the buyers' open loads and
 * the next must see the load it added (a buyer at capacity gets no second request). The reaction's
 * jobs run concurrently, so the decisions take this lock: in process a queue (one connection waits,
 * not eight), across instances a PostgreSQL advisory lock. Decisions queued here while one runs go
 * under the same hold: taking and giving back the lock is two round trips per decision, which on a
 * loaded machine were as long as the decision's own statements and all of them run in turn. The
 * decisions of one hold share its DecisionHold: the buyers' pool is read once a hold, and a
 * decision hands the turn over once its choice is appended and counted there, its tracking and
 * decision record (a commit each, as long as the rest of a decision on a loaded machine) written
 * while the next one decides.
 */
@Injectable()
export class AssignmentDecisionLock {
  private readonly queue: Waiting[] = [];
  private draining = false;
  /** Wakes a hold waiting for its trailing records when a decision comes meanwhile. */
  private arrived: (() => void) | undefined;

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (hold: DecisionHold) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.arrived?.();
      if (!this.draining) void this.drain();
    });
  }

  /**
   * The next decision of this hold: one waiting, or one that comes while the hold's last decisions
   * still write their records (the lock is held for them anyway); none once they have all ended.
   */
  private async nextInHold(open: ReadonlySet<Promise<void>>): Promise<Waiting | undefined> {
    while (this.queue.length === 0 && open.size > 0) {
      const arrival = new Promise<void>((resolve) => (this.arrived = resolve));
      await Promise.race([arrival, ...open]);
    }
    this.arrived = undefined;
    return this.queue.shift();
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
      const decisions = new DecisionHold();
      // The decisions' work not ended yet: the lock is given back only when every one has ended, so
      // the next hold (here or in another instance) reads the loads they recorded.
      const open = new Set<Promise<void>>();
      try {
        for (let n = 0; n < DECISIONS_PER_HOLD; n += 1) {
          const next = await this.nextInHold(open);
          if (!next) break;
          const turnOver = decisions.turnOver();
          const end: Promise<void> = next.work(decisions).then(next.resolve, next.reject);
          open.add(end);
          void end.then(() => open.delete(end));
          // The next decision starts once this one has appended its choice (DecisionHold.decided)
          // while its records are still being written, or once it has ended.
          await Promise.race([end, turnOver]);
        }
      } finally {
        await Promise.all(open);
        // A lost connection frees a session lock with it; a failed unlock leaves nothing held.
        await runner.query(`SELECT pg_advisory_unlock(${LOCK})`).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }
}
