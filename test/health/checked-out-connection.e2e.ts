import { Client } from 'pg';
import { DatabaseAvailability } from '../../src/platform/database/database-availability';
import { createDataSource } from '../../src/platform/database/data-source';
import { createTestDatabase } from '../support/test-database';

/**
 * A pooled connection that TypeORM has checked out (a transaction between two statements) and that
 * PostgreSQL ends: pg-pool no longer listens for its 'error' then, and an 'error' nobody listens
 * for ends the process (the outage test met it when the cluster stopped mid-transaction).
 */
describe('a checked-out connection that PostgreSQL ends', () => {
  it('is reported as the database being unreachable, and only the statement that uses it next fails', async () => {
    const url = await createTestDatabase();
    const dataSource = createDataSource(url, { poolSize: 2 });
    await dataSource.initialize();
    const availability = new DatabaseAvailability(dataSource, 60_000);
    const admin = new Client({ connectionString: url });
    await admin.connect();
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
      const [{ pid }] = (await runner.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>;
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // The FATAL message arrives on the idle, checked-out connection.
      for (let i = 0; i < 100 && availability.available; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(availability.available).toBe(false);
      await expect(runner.query('SELECT 1')).rejects.toThrow();
    } finally {
      await runner.release().catch(() => undefined);
      availability.stop();
      await admin.end();
    }
    // The pool hands out a working connection again.
    expect(await dataSource.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await dataSource.destroy();
  });
});
