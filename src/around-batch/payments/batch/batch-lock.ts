import type { DataSource } from 'typeorm';

/**
 * Runs `work` holding a PostgreSQL session advisory lock named `name`, across every server
 * instance. Provider modifications of one batch (capture, refund) are serialised with it: two
 * concurrent calls with the same idempotency key could otherwise both reach the provider before
 * either answer is stored, and the second would be refused ("already captured") and raise a
 * false alert. The lock lives on its own connection, released whatever happens.
 */
export async function withBatchLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [name]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [name]);
    }
  } finally {
    await runner.release();
  }
}
