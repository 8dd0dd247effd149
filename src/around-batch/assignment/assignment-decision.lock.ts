import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const LOCK = `hashtextextended('assignment:decisions', 0)`;

/**
 * One assignment decision at a time, across instances: a decision reads the buyers' open loads and
 * the next must see the load it added (a buyer at capacity gets no second request). The reaction's
 * jobs run concurrently, so the decisions take this lock: in process a queue (one connection waits,
 * not eight), across instances a PostgreSQL advisory lock.
 */
@Injectable()
export class AssignmentDecisionLock {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => this.locked(work));
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async locked<T>(work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query(`SELECT pg_advisory_lock(${LOCK})`);
      try {
        return await work();
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(${LOCK})`);
      }
    } finally {
      await runner.release();
    }
  }
}
