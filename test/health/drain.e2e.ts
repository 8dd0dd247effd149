import { request, Agent } from 'node:http';
import { Client } from 'pg';
import { drain, type DrainReport } from '../../src/platform/lifecycle/drain';
import { connectAs, eventually, givenAccount, http, Inbox, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** One request on a given keep-alive agent (so it reuses the connection opened before the drain). */
function get(agent: Agent, baseUrl: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(`${baseUrl}${path}`, { agent }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(text || '{}') as Record<string, unknown>,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * Graceful drain on SIGTERM (main.ts calls `drain` then stops the database): readiness
 * false, no new connection, a request in flight finishes, sockets are told when to reconnect.
 */
describe('Graceful drain', () => {
  let app: TestApp;
  let locker: Client;
  let drained = false;

  beforeAll(async () => {
    app = await startTestApp();
    locker = new Client({ connectionString: app.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end().catch(() => undefined);
    if (!drained) await app.close();
    else if (app.dataSource.isInitialized) await app.dataSource.destroy();
  });

  it('answers 503 (not ready, Connection: close) while the request in flight finishes, closes sockets with a reconnect hint, then refuses connections', async () => {
    const staff = await givenAccount(app, { accountType: 's' });
    const target = await givenAccount(app, { accountType: 'r' });
    const socket = await connectAs(app, (await givenAccount(app, { accountType: 'r' })).token);
    const inbox = new Inbox(socket, ['server:draining']);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(agent, app.baseUrl, '/health')).status).toBe(200);

    // A request in flight: staff disable an account whose row another transaction holds locked.
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [target.id]);
    const inFlight = http(app, 'PATCH', `/api/admin/users/${target.id}`, staff.token, { disabled: true });
    await eventually(
      async () =>
        (
          await locker.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        ).rows[0].n > 0,
      { what: 'the PATCH to wait on the row lock' },
    );

    const log: string[] = [];
    const draining: Promise<DrainReport> = drain(app.app, { timeoutMs: 60_000, log: (m) => log.push(m) });
    drained = true;

    // Not ready, and no new work: every new request is answered 503 and its connection closed.
    const ready = await get(agent, app.baseUrl, '/health');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ draining: true });
    const api = await get(agent, app.baseUrl, '/api/reference/countries');
    expect(api.status).toBe(503);
    expect(api.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    expect(api.headers.connection).toBe('close');

    await locker.query('COMMIT');
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await draining).toEqual({ finished: true, cutOff: 0 });
    expect(log).toEqual(['draining: waiting for 1 request(s) in flight']);
    expect(await disconnected).toBe('io server disconnect');
    expect(inbox.of('server:draining')).toEqual([{ reconnect_after_ms: 5000 }]);
    // Once drained, the listener is closed: no new connection.
    await expect(fetch(`${app.baseUrl}/health`)).rejects.toThrow();
    // What the in-flight request did is committed.
    const [row]: unknown[] = await app.dataSource.query(
      `SELECT 1 FROM revoked_accounts WHERE account_id = $1 AND reason = 'disabled'`,
      [target.id],
    );
    expect(row).toBeDefined();
    agent.destroy();
  });
});
