import { call, startInstance, startTestApp, type Instance, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * TRUST_PROXY: the rate limits count the client's address. Off (the default) a client's
 * own X-Forwarded-For is ignored (it could pick a fresh address for every attempt); behind a proxy
 * that is trusted, the address the proxy forwards is the one counted.
 */
describe('trust proxy: which address the rate limits count', () => {
  let direct: TestApp;
  let proxied: Instance;

  beforeAll(async () => {
    direct = await startTestApp({ RATE_LIMITS: 'true' });
    // The test's requests come from 127.0.0.1, as from a proxy on the same host.
    proxied = await startInstance(direct.databaseUrl, { RATE_LIMITS: 'true', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const login = (server: { baseUrl: string }, forwardedFor: string) =>
    call(server, 'POST', '/api/user/login/', {
      body: { provider: 'dev', token: 'nobody-here@example.org' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const keys = async () =>
    (
      await direct.dataSource.query<Array<{ key: string }>>(
        `SELECT key FROM rate_limits WHERE key LIKE 'sign-in:ip:%' ORDER BY key`,
      )
    ).map((r) => r.key);
  const reset = () => direct.dataSource.query(`DELETE FROM rate_limits WHERE key LIKE 'sign-in:%'`);

  it('by default counts the connection’s address, whatever X-Forwarded-For says: a new header per attempt does not escape the limit', async () => {
    await reset();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) statuses.push((await login(direct, `203.0.113.${i}`)).status);
    expect(statuses).not.toContain(429);
    expect(await keys()).toEqual(['sign-in:ip:127.0.0.1']);
    const refused = await login(direct, '203.0.113.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with TRUST_PROXY counts the forwarded client address: one client is limited, another behind the same proxy is not', async () => {
    await reset();
    for (let i = 0; i < 30; i++) expect((await login(proxied, '198.51.100.1')).status).not.toBe(429);
    expect(await keys()).toEqual(['sign-in:ip:198.51.100.1']);
    expect((await login(proxied, '198.51.100.1')).status).toBe(429);
    expect((await login(proxied, '198.51.100.2')).status).not.toBe(429);
  });
});
