import { SessionTokens } from '../../src/platform/auth/session-token';
import { call, eventually, openSocket, refusal, requestBody, signedIn, useOwnCluster } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * A PostgreSQL outage with a cluster of its own, stopped and started under a running app:
 * every route answers 503 SERVICE_UNAVAILABLE with Retry-After, readiness is false, the app recovers
 * by itself, and every write it acknowledged is there afterwards.
 */
describe('PostgreSQL outage: 503 with Retry-After, readiness, recovery, no acknowledged write lost', () => {
  jest.setTimeout(240_000);
  const cluster = useOwnCluster('outage');

  it('answers 503 while the database is away and recovers by itself when it returns', async () => {
    const { instance } = cluster;
    const requester = signedIn({ tokenFor: (s) => instance.app.get(SessionTokens).issue(s).token }, 'r');
    const acknowledged: string[] = [];
    const create = () =>
      call<{ id: string }>(instance, 'POST', '/api/batch/requests/create', {
        token: requester.token,
        body: requestBody(),
      });
    for (let i = 0; i < 3; i++) {
      const created = await create();
      expect([200, 201]).toContain(created.status);
      acknowledged.push(created.body.id);
    }

    // Writes keep coming while the database stops: whatever was acknowledged must survive.
    let writing = true;
    const writer = (async () => {
      const answers: number[] = [];
      while (writing) {
        const created = await create().catch(() => ({ status: 0, body: { id: '' } }));
        answers.push(created.status);
        if (created.status === 200 || created.status === 201) acknowledged.push(created.body.id);
      }
      return answers;
    })();
    await cluster.pg.stop();
    writing = false;
    const during = await writer;
    // No answer was a 500: each write either went through before the stop or was refused with 503.
    expect(during.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);

    for (const [method, path, body] of [
      ['GET', '/api/batch/notifications', undefined],
      ['GET', '/api/batch/requests', undefined],
      ['POST', '/api/batch/requests/create', requestBody()],
      ['GET', '/api/location/', undefined],
    ] as const) {
      const answer = await call(instance, method, path, { token: requester.token, body });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 503,
        body: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) as unknown,
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const health = await fetch(`${instance.baseUrl}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    // A socket handshake is refused as "try again", not as a bad token (the app must not sign out).
    expect(await refusal(openSocket(instance.baseUrl, requester.token))).toBe('SERVICE_UNAVAILABLE');

    await cluster.restart();
    await eventually(
      async () => (await call(instance, 'GET', '/api/batch/notifications', { token: requester.token })).status === 200,
      { timeoutMs: 60_000, what: 'the API to answer again' },
    );
    expect((await fetch(`${instance.baseUrl}/health`)).status).toBe(200);
    const after = await create();
    expect([200, 201]).toContain(after.status);
    acknowledged.push(after.body.id);

    const rows: Array<{ stream_id: string }> = await instance.dataSource.query(
      `SELECT stream_id FROM es_streams WHERE stream_id = ANY($1)`,
      [acknowledged.map((id) => `batch-${id}`)],
    );
    expect(rows.length).toBe(acknowledged.length);
  });
});
