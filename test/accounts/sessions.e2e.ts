import express from 'express';
import type { AddressInfo } from 'node:net';
import { SessionChecks } from '../../src/platform/auth/session-checks';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { securityHeaders } from '../../src/platform/web/security-headers';
import {
  call,
  connectAs,
  emitWithAck,
  givenAccount,
  Inbox,
  openSocket,
  refusal,
  sessionEnded,
  useAppWorld,
} from '../support/kit';

const SECRET = 'test-session-secret-with-at-least-32-chars';
const IDLE_SECONDS = 60;

describe('Sessions that end on the server: logout, sign out everywhere, idle and absolute timeouts, headers', () => {
  const world = useAppWorld({
    env: { DISABLE_SIGNUP: 'false', SESSION_IDLE_SECONDS: String(IDLE_SECONDS) },
    socketsPerTest: true,
  });
  const track = world.track;

  /** A real sign-in through the API (development provider), as the customer app does it. */
  async function signIn(email: string): Promise<string> {
    const reply = await call<{ token: string }>(world.app, 'POST', '/api/user/login/', {
      body: { provider: 'dev', token: email },
    });
    expect(reply.status).toBe(200);
    return reply.body.token;
  }
  /** Any signed-in route answers with the caller's session state. */
  const me = (token: string) => call(world.app, 'GET', '/api/batch/notifications', { token });

  it('POST /api/user/logout/ ends this session only: its token is refused at once and its sockets are disconnected', async () => {
    const account = await givenAccount(world.app, { accountType: 'r', activated: true });
    const first = await signIn(account.email);
    const second = await signIn(account.email);
    expect((await me(first)).status).toBe(200);
    const firstSocket = track(await connectAs(world.app, first));
    const secondSocket = track(await connectAs(world.app, second));
    const firstEnded = sessionEnded(firstSocket);

    const out = await call(world.app, 'POST', '/api/user/logout/', { token: first });
    expect(out).toMatchObject({ status: 200, body: { signed_out: 'session' } });

    expect(await firstEnded).toEqual({ reason: 'signed_out', disconnect: 'io server disconnect' });
    expect((await me(first)).body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    expect((await me(first)).status).toBe(401);
    expect(await refusal(track(openSocket(world.app.baseUrl, first)))).toBe('AUTH_INVALID_TOKEN');
    // The other session (another device) goes on.
    expect((await me(second)).status).toBe(200);
    expect(secondSocket.connected).toBe(true);
    expect(await emitWithAck(secondSocket, 'batch:unwatch', { batch_id: 'x' })).toEqual({ ok: true });
  });

  it('POST /api/user/logout/everywhere/ ends every session of every account of the user; a new sign-in works', async () => {
    const account = await givenAccount(world.app, { accountType: 'r', activated: true });
    const [userId] = (
      await world.app.dataSource.query<Array<{ user_id: string }>>(`SELECT user_id::text FROM accounts WHERE id = $1`, [
        account.id,
      ])
    ).map((r) => r.user_id);
    const [buyer]: Array<{ id: string }> = await world.app.dataSource.query(
      `INSERT INTO accounts (user_id, account_type) VALUES ($1, 'b') RETURNING id::text AS id`,
      [userId],
    );
    const phone = await signIn(account.email);
    const laptop = await signIn(account.email);
    const buyerToken = world.app.tokenFor({ id: buyer.id, accountType: 'b' });
    expect((await me(buyerToken)).status).toBe(200);
    const laptopEnded = sessionEnded(track(await connectAs(world.app, laptop)));
    const buyerEnded = sessionEnded(track(await connectAs(world.app, buyerToken)));

    const out = await call(world.app, 'POST', '/api/user/logout/everywhere/', { token: phone });
    expect(out).toMatchObject({ status: 200, body: { signed_out: 'everywhere' } });

    expect((await laptopEnded).reason).toBe('signed_out_everywhere');
    expect((await buyerEnded).reason).toBe('signed_out_everywhere');
    for (const token of [phone, laptop, buyerToken]) expect((await me(token)).status).toBe(401);
    const fresh = await signIn(account.email);
    expect((await me(fresh)).status).toBe(200);
  });

  it('ends a session unused for SESSION_IDLE_SECONDS (AUTH_SESSION_EXPIRED); every use slides the window', async () => {
    const account = await givenAccount(world.app, { accountType: 'r', activated: true });
    const issuedLongAgo = (secondsAgo: number) =>
      new SessionTokens(SECRET, 7 * 24 * 3600, () => Date.now() - secondsAgo * 1000).issue({
        id: account.id,
        accountType: 'r',
      });
    // Issued 100 s ago, never used: idle for longer than 60 s.
    const unused = issuedLongAgo(100);
    expect((await me(unused.token)).body).toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
    expect(await refusal(track(openSocket(world.app.baseUrl, unused.token)))).toBe('AUTH_INVALID_TOKEN');

    // Issued 100 s ago but used 10 s ago: still on (sliding), and this use moves last_seen_at again.
    const used = issuedLongAgo(100);
    await world.app.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at) VALUES ($1, $2, now() - interval '100 seconds', now() - interval '10 seconds')`,
      [used.session.id, account.id],
    );
    expect((await me(used.token)).status).toBe(200);
    const [seen]: Array<{ age: number }> = await world.app.dataSource.query(
      `SELECT extract(epoch FROM now() - last_seen_at)::float8 AS age FROM sessions WHERE sid = $1`,
      [used.session.id],
    );
    expect(seen.age).toBeLessThan(10);

    // Last used 70 s ago: over.
    await world.app.dataSource.query(
      `UPDATE sessions SET last_seen_at = now() - interval '70 seconds' WHERE sid = $1`,
      [used.session.id],
    );
    // The SQL stands in for 70 s of disuse. The guard's cached answer lives at most the store's touch
    // interval (here 6 s), so after real disuse it would be gone: drop it as that time would have.
    world.app.app.get(SessionChecks).invalidate(used.session.id);
    expect((await me(used.token)).body).toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
  });

  it('ends a session at its absolute lifetime however recently it was used', async () => {
    const account = await givenAccount(world.app, { accountType: 'r', activated: true });
    const old = new SessionTokens(SECRET, 3600, () => Date.now() - 3601 * 1000).issue({
      id: account.id,
      accountType: 'r',
    });
    await world.app.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at) VALUES ($1, $2, now() - interval '3601 seconds', now())`,
      [old.session.id, account.id],
    );
    expect((await me(old.token)).body).toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
  });

  it('checks the session again on every socket event: a connected socket whose session went idle is disconnected', async () => {
    const account = await givenAccount(world.app, { accountType: 'r', activated: true });
    const issued = new SessionTokens(SECRET, 3600, () => Date.now() - 100_000).issue({
      id: account.id,
      accountType: 'r',
    });
    await world.app.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at) VALUES ($1, $2, now() - interval '100 seconds', now())`,
      [issued.session.id, account.id],
    );
    const socket = track(await connectAs(world.app, issued.token));
    const inbox = new Inbox(socket, ['session:ended']);
    const gone = sessionEnded(socket);
    // Idle behind the socket's back (nothing is pushed for this): the next event it sends finds out.
    await world.app.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE sid = $1`, [
      issued.session.id,
    ]);
    socket.emit('batch:watch', { batch_id: 'anything' });
    expect((await gone).disconnect).toBe('io server disconnect');
    expect(inbox.of('session:ended')).toEqual([{ reason: 'idle' }]);
  });

  it('sends security headers on the apps, the API and health: CSP frame-ancestors, nosniff, Referrer-Policy', async () => {
    for (const path of ['/', '/admin/', '/api/reference/countries', '/health']) {
      const response = await fetch(`${world.app.baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    // The pay page may frame the card provider's page (here the simulator) and nothing else foreign.
    const frameSrc = /frame-src ([^;]*)/.exec(
      (await fetch(`${world.app.baseUrl}/`)).headers.get('content-security-policy') ?? '',
    );
    expect(frameSrc?.[1].split(' ').filter((s) => s.startsWith('http://'))).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as string,
    ]);
  });

  it('adds HSTS in production', async () => {
    const server = express()
      .use(securityHeaders({ production: true, frameSources: () => ['https://checkout.example'] }))
      .get('/', (_req, res) => res.send('ok'))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      expect(response.headers.get('content-security-policy')).toContain('https://checkout.example');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
