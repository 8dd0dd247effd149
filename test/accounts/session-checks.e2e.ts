import { randomUUID } from 'node:crypto';
import { SessionChecks } from '../../src/platform/auth/session-checks';
import { eventually, http, type TestApp, useAppWorld } from '../support/kit';

/**
 * The guard's session check is cached by token (src/platform/auth/session-checks.ts): a repeated
 * request reads nothing, and a revocation written anywhere (the application, or straight in SQL)
 * reaches every instance through the trigger's NOTIFY (migration 1763899600000) before the cached
 * answer could be used again.
 */
describe('session checks: cached, and dropped on every instance when an account is revoked', () => {
  const world = useAppWorld({ second: {} });

  const checksOf = (server: { app: TestApp['app'] }) => server.app.get(SessionChecks);
  const list = (server: { baseUrl: string }, token: string) => http(server, 'GET', '/api/batch/requests', token);

  /**
   * Counts the guard's lookups on a DataSource (the only statement that reads revoked_accounts per
   * request), sent through it or, as a prepared statement, through its pool.
   */
  function countLookups(dataSource: TestApp['dataSource']): { count: () => number; restore: () => void } {
    let lookups = 0;
    const isLookup = (text: unknown) =>
      typeof text === 'string' && text.includes('FROM revoked_accounts WHERE account_id');
    const original = dataSource.query.bind(dataSource);
    const spy = jest
      .spyOn(dataSource, 'query')
      .mockImplementation((query: string, parameters?: Parameters<TestApp['dataSource']['query']>[1]) => {
        if (isLookup(query)) lookups += 1;
        return original(query, parameters);
      });
    const pool = (dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
    const poolQuery = pool.query.bind(pool);
    const poolSpy = jest.spyOn(pool, 'query').mockImplementation((...args: unknown[]) => {
      const config = args[0] as { text?: unknown } | string;
      if (isLookup(typeof config === 'string' ? config : config?.text)) lookups += 1;
      return poolQuery(...args);
    });
    return {
      count: () => lookups,
      restore: () => {
        spy.mockRestore();
        poolSpy.mockRestore();
      },
    };
  }

  it('reads the account once for repeated requests with the same token', async () => {
    const token = world.app.tokenFor({ id: randomUUID(), accountType: 'r' });
    const lookups = countLookups(world.app.dataSource);
    try {
      for (let i = 0; i < 3; i += 1) expect((await list(world.app, token)).status).toBe(200);
      expect(lookups.count()).toBe(1);
    } finally {
      lookups.restore();
    }
  });

  it('refuses a cached session on both instances once its account is revoked in SQL, and accepts it again when un-revoked', async () => {
    const accountId = randomUUID();
    const token = world.app.tokenFor({ id: accountId, accountType: 'r' });
    for (const server of [world.app, world.second]) expect((await list(server, token)).status).toBe(200);
    const cachedBefore = [checksOf(world.app).size, checksOf(world.second).size];

    await world.app.dataSource.query(`INSERT INTO revoked_accounts (account_id, reason) VALUES ($1, 'deleted')`, [
      accountId,
    ]);
    // The notification drops the entry on each instance (a cache that kept it would answer 200 below).
    await eventually(
      () => checksOf(world.app).size < cachedBefore[0] && checksOf(world.second).size < cachedBefore[1],
      {
        what: 'both instances to drop the revoked session',
      },
    );
    for (const server of [world.app, world.second]) {
      const refused = await list(server, token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    }

    await world.app.dataSource.query(`DELETE FROM revoked_accounts WHERE account_id = $1`, [accountId]);
    await eventually(
      async () => (await list(world.app, token)).status === 200 && (await list(world.second, token)).status === 200,
      {
        what: 'the un-revoked session to be accepted again',
      },
    );
  });

  it('refuses a cached session whose account type was changed (a token for the old role)', async () => {
    const accountId = randomUUID();
    const token = world.app.tokenFor({ id: accountId, accountType: 'r' });
    expect((await list(world.app, token)).status).toBe(200);
    const before = checksOf(world.app).size;
    await world.app.dataSource.query(`INSERT INTO account_type_overrides (account_id, account_type) VALUES ($1, 'b')`, [
      accountId,
    ]);
    await eventually(() => checksOf(world.app).size < before, { what: 'the changed account to be dropped' });
    expect((await list(world.app, token)).status).toBe(401);
  });

  it('refuses a signed-out token at once on the instance that signed it out, and on the other once told', async () => {
    const token = world.app.tokenFor({ id: randomUUID(), accountType: 'r' });
    for (const server of [world.app, world.second]) expect((await list(server, token)).status).toBe(200);
    expect((await http(world.app, 'POST', '/api/user/logout/', token)).status).toBeLessThan(300);
    // Same instance: no wait at all, the cached answer was dropped by the sign-out itself.
    expect((await list(world.app, token)).status).toBe(401);
    await eventually(async () => (await list(world.second, token)).status === 401, {
      what: 'the other instance to refuse the signed-out session',
    });
  });

  it('invalidate(accountId) drops only that account', async () => {
    const kept = world.app.tokenFor({ id: randomUUID(), accountType: 'r' });
    const droppedId = randomUUID();
    const dropped = world.app.tokenFor({ id: droppedId, accountType: 'r' });
    await list(world.app, kept);
    await list(world.app, dropped);
    const before = checksOf(world.app).size;
    checksOf(world.app).invalidate(droppedId);
    expect(checksOf(world.app).size).toBe(before - 1);
  });
});
