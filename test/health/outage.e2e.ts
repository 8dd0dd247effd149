import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { findFreePort } from '../../src/platform/database/embedded-postgres';
import { startPostgresProcess, type PostgresProcess } from '../support/kit/postgres-process';
import { SessionTokens } from '../../src/platform/auth/session-token';
import {
  call,
  eventually,
  openSocket,
  refusal,
  requestBody,
  signedIn,
  startInstance,
  type Instance,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * A PostgreSQL outage with a cluster of its own, stopped and started under a running app:
 * every route answers 503 SERVICE_UNAVAILABLE with Retry-After, readiness is false, the app recovers
 * by itself, and every write it acknowledged is there afterwards.
 */
describe('PostgreSQL outage: 503 with Retry-After, readiness, recovery, no acknowledged write lost', () => {
  jest.setTimeout(240_000);
  let dir: string;
  let port: number;
  let pg: PostgresProcess;
  let instance: Instance;
  const start = () => startPostgresProcess(join(dir, 'data'), port);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'concierge-outage-'));
    chmodSync(dir, 0o755);
    port = await findFreePort();
    pg = await start();
    const migrator = createDataSource(pg.url);
    await migrator.initialize();
    await migrate(migrator);
    await migrator.destroy();
    instance = await startInstance(pg.url);
  });
  afterAll(async () => {
    await instance?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while the database is away and recovers by itself when it returns', async () => {
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
    await pg.stop();
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

    pg = await start();
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
