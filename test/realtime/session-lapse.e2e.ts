import type { Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { IdleSessionSweep } from '../../src/platform/realtime/idle-session-sweep';
import { connectAs, givenAccount, http, sessionEnded, startTestApp, type TestApp } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** startTestApp's SESSION_SECRET. */
const TEST_SECRET = 'test-session-secret-with-at-least-32-chars';

/** A ws chat connection's frames until it is closed, with the close code and reason. */
function closed(ws: WebSocket): Promise<{ frames: unknown[]; code: number; reason: string }> {
  return new Promise((resolve) => {
    const frames: unknown[] = [];
    ws.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString('utf8'))));
    ws.once('close', (code: number, reason: Buffer) => resolve({ frames, code, reason: reason.toString('utf8') }));
  });
}

function openWs(app: TestApp, room: string, token: string): Promise<WebSocket> {
  const url = `${app.baseUrl.replace(/^http/, 'ws')}/ws/chat/${encodeURIComponent(room)}/?token=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/**
 * A session that goes idle (or past its lifetime) while only listening is ended by the
 * server itself, not at the socket's next event. Nothing in these tests sends on the sockets.
 */
describe('Open sockets of a lapsed session are closed by the server', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  const opened: WebSocket[] = [];

  beforeAll(async () => {
    // A 4-second idle timeout: the sweep runs every 400 ms.
    app = await startTestApp({ SESSION_IDLE_SECONDS: '4' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const ws of opened) ws.terminate();
    await app.close();
  });

  it('an idle session’s Socket.IO socket and ws chat connection get session:ended {idle} and are closed, with no event sent', async () => {
    const requester = await givenAccount(app, { accountType: 'r' });
    const socket = await connectAs(app, requester.token);
    sockets.push(socket);
    const ws = await openWs(app, `${requester.id}_CS`, requester.token);
    opened.push(ws);
    const [io, chat] = await Promise.all([sessionEnded(socket), closed(ws)]);
    expect(io).toEqual({ reason: 'idle', disconnect: 'io server disconnect' });
    expect(chat).toEqual({ frames: [{ session_ended: { reason: 'idle' } }], code: 4401, reason: 'idle' });
    // The session is over for HTTP too.
    expect((await http(app, 'GET', '/api/batch/notifications', requester.token)).body).toMatchObject({
      code: 'AUTH_SESSION_EXPIRED',
    });
  });

  /** A token issued `agoMs` before now, whose session row says it was used just now (as sign-in records it). */
  async function tokenIssuedAgo(accountId: string, agoMs: number, lastSeen = 'now()'): Promise<string> {
    const tokens = new SessionTokens(TEST_SECRET, app.config.sessionTtlSeconds, () => Date.now() - agoMs);
    const issued = tokens.issue({ id: accountId, accountType: 'r' });
    await app.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000), ${lastSeen})`,
      [issued.session.id, accountId, issued.session.issuedAt],
    );
    return issued.token;
  }

  it('the sweep goes by the session’s last use: in use it stays, unused past the timeout it is ended', async () => {
    const sweep = app.app.get(IdleSessionSweep);
    const requester = await givenAccount(app, { accountType: 'r' });
    const socket = await connectAs(app, await tokenIssuedAgo(requester.id, 10_000));
    sockets.push(socket);
    let endedWith: string | null = null;
    socket.once('session:ended', (data: { reason: string }) => (endedWith = data.reason));
    // Issued 10 s ago but just used (the handshake): a sweep ends nothing of it.
    await sweep.sweep();
    expect(endedWith).toBeNull();
    expect(socket.connected).toBe(true);
    // Its last use moved back past the 4-second timeout, as if 10 s had passed without a request.
    const bye = sessionEnded(socket);
    await app.dataSource.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 seconds' WHERE account_id = $1`,
      [requester.id],
    );
    expect(await bye).toEqual({ reason: 'idle', disconnect: 'io server disconnect' });
  });

  it('a session past its absolute lifetime is ended with reason "expired", however recently used', async () => {
    const requester = await givenAccount(app, { accountType: 'r' });
    // Issued so long ago that its token's lifetime ends in about 8 s (exp is whole seconds); its row
    // says it is used even later than that, so only the lifetime can end it.
    const token = await tokenIssuedAgo(
      requester.id,
      (app.config.sessionTtlSeconds - 8) * 1000,
      `now() + interval '1 hour'`,
    );
    const socket = await connectAs(app, token);
    sockets.push(socket);
    expect(await sessionEnded(socket)).toEqual({ reason: 'expired', disconnect: 'io server disconnect' });
  });
});
