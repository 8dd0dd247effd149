import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { SupportIdentity, SupportRoomIdentity } from '../../contracts/chat';
import {
  accountIds,
  givenAccount,
  connectAs,
  emitWithAck,
  givenOrderRoom,
  http,
  Inbox,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Frame = Record<string, Record<string, unknown>>;
type History = { data: { messages: Record<string, unknown>[] } };
type Identity = SupportIdentity;

/** A real `ws` client on `/ws/chat/{room}/` that keeps every frame it receives. */
class WsClient {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
  }
  waitFor(match: (f: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
  send(message: string, id: string = randomUUID()): string {
    this.ws.send(
      JSON.stringify({
        message: { id, author: true, account_id: 'ignored', message, message_type: 'text', error: false },
      }),
    );
    return id;
  }
}

describe('Chat over the plain WebSocket path /ws/chat/{roomName}/ beside Socket.IO', () => {
  const world = useAppWorld({
    accounts: {
      requester: { firstName: 'Rita', lastName: 'Ws', accountType: 'r' },
      buyer: { firstName: 'Bob', lastName: 'Io', accountType: 'b' },
      stranger: { firstName: 'Olga', lastName: 'Other', accountType: 'r' },
    },
  });
  const opened: WebSocket[] = [];
  world.beforeStop(() => opened.forEach((ws) => ws.terminate()));
  let requester: string;
  let buyer: string;
  let stranger: string;
  let room: string;

  const token = (id: string, accountType: 'r' | 'b' | 's') => world.app.tokenFor({ id, accountType });
  const wsUrl = (roomName: string, t?: string) =>
    `${world.app.baseUrl.replace(/^http/, 'ws')}/ws/chat/${encodeURIComponent(roomName)}/${t ? `?token=${encodeURIComponent(t)}` : ''}`;
  /** Opens, or answers the HTTP status the upgrade was refused with. */
  const open = (url: string, headers?: Record<string, string>) =>
    new Promise<WsClient | number>((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      opened.push(ws);
      const client = new WsClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', (e) => reject(e));
    });
  const openOk = async (url: string, headers?: Record<string, string>) => {
    const c = await open(url, headers);
    if (typeof c === 'number') throw new Error(`refused with ${c}`);
    return c;
  };

  beforeAll(async () => {
    ({ requester, buyer, stranger } = accountIds(world.accounts));
    room = await givenOrderRoom(world, requester, buyer);
  });

  it("a ws client and a Socket.IO client in the same order room see each other's messages; the history has both", async () => {
    const wsRequester = await openOk(wsUrl(room, token(requester, 'r')));
    const io = await connectAs(world.app, token(buyer, 'b'));
    world.sockets.push(io);
    const inbox = new Inbox(io, ['chat:message']);
    expect(await emitWithAck<{ ok: boolean }>(io, 'chat:join', { room })).toMatchObject({ ok: true });

    // ws → Socket.IO
    const wsId = wsRequester.send('Hello from a plain WebSocket');
    const overIo = await inbox.waitFor('chat:message', (d) => (d.message as { id: string }).id === wsId);
    expect(overIo).toMatchObject({ room, message: { sender: requester, message: 'Hello from a plain WebSocket' } });
    // The sender's own frame comes back too (the client adds only messages from others).
    const own = await wsRequester.waitFor((f) => f.message?.id === wsId);
    expect(Object.keys(own.message).sort()).toEqual(['created_at', 'id', 'message', 'sender', 'sender_name']);

    // Socket.IO → ws, in the spec's received frame
    const ioId = randomUUID();
    const ack = await emitWithAck<{ ok: boolean }>(io, 'chat:send', {
      room,
      id: ioId,
      message: 'Answer over Socket.IO',
      message_type: 'text',
    });
    expect(ack.ok).toBe(true);
    const frame = await wsRequester.waitFor((f) => f.message?.id === ioId);
    expect(frame.message).toMatchObject({
      id: ioId,
      sender: buyer,
      sender_name: 'Bob Io',
      message: 'Answer over Socket.IO',
    });
    expect(typeof frame.message.created_at).toBe('string');

    const history = await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(requester, 'r'));
    expect(history.body.data.messages.map((m) => [m.id, m.sender])).toEqual(
      expect.arrayContaining([
        [wsId, requester],
        [ioId, buyer],
      ]) as unknown,
    );
  });

  it('two ws clients in the room (one authenticated by a bearer header) both receive; a resend of the same id is not duplicated', async () => {
    const a = await openOk(wsUrl(room, token(requester, 'r')));
    const b = await openOk(wsUrl(room), { authorization: `Bearer ${token(buyer, 'b')}` });
    const id = a.send('Once only');
    await b.waitFor((f) => f.message?.id === id);
    a.send('Once only', id);
    const marker = a.send('After the resend');
    await b.waitFor((f) => f.message?.id === marker);
    expect(b.frames.filter((f) => f.message?.id === id)).toHaveLength(1);
  });

  it('refuses the upgrade without a valid token (401) and for a room the account may not use (403)', async () => {
    expect(await open(wsUrl(room))).toBe(401);
    expect(await open(wsUrl(room, 'not-a-token'))).toBe(401);
    expect(await open(wsUrl(room, token(stranger, 'r')))).toBe(403);
    expect(await open(wsUrl('no-such-room', token(requester, 'r')))).toBe(403);
    // Socket.IO still works on the same port.
    const io = await connectAs(world.app, token(requester, 'r'));
    world.sockets.push(io);
    expect(io.connected).toBe(true);
  });

  it('answers a refused frame with an error frame carrying the Socket.IO codes, and stores nothing', async () => {
    const c = await openOk(wsUrl(`${requester}_CS`, token(requester, 'r')));
    const empty = c.send('   ');
    expect((await c.waitFor((f) => f.error?.id === empty)).error).toEqual({ id: empty, code: 'CHAT_MESSAGE_EMPTY' });
    c.ws.send('not json');
    expect((await c.waitFor((f) => f.error?.id === null)).error.code).toBe('CHAT_MESSAGE_INVALID');
    const rows: unknown[] = await world.app.dataSource.query(`SELECT 1 FROM chat_messages WHERE id = $1`, [empty]);
    expect(rows).toHaveLength(0);
    // The support room works too: the message lands in the staff inbox's history.
    const ok = c.send('Need help');
    await c.waitFor((f) => f.message?.id === ok);
  });

  /** The frames a connection got until the server closed it, with the close code and reason. */
  const closedBy = (c: WsClient) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      c.ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') })),
    );

  it('closes a connection whose session ended, like the Socket.IO sockets: sign-out (that session), sign out everywhere (the account)', async () => {
    const account = await givenAccount(world.app, { accountType: 'r' });
    const support = `${account.id}_CS`;
    const first = world.app.tokenFor({ id: account.id, accountType: 'r' });
    const second = world.app.tokenFor({ id: account.id, accountType: 'r' });
    const signedOut = await openOk(wsUrl(support, first));
    const other = await openOk(wsUrl(support, second));
    const byeFirst = closedBy(signedOut);
    expect((await http(world.app, 'POST', '/api/user/logout/', first)).status).toBe(200);
    expect(await byeFirst).toEqual({ code: 4401, reason: 'signed_out' });
    expect(signedOut.frames).toEqual([{ session_ended: { reason: 'signed_out' } }]);
    // The other session of the account was not signed out: it still sends and receives.
    const still = other.send('Still here');
    await other.waitFor((f) => f.message?.id === still);

    const byeOther = closedBy(other);
    expect((await http(world.app, 'POST', '/api/user/logout/everywhere/', second)).status).toBe(200);
    expect(await byeOther).toEqual({ code: 4401, reason: 'signed_out_everywhere' });
    expect(await open(wsUrl(support, second))).toBe(401);
  });

  it('closes the connections of a disabled account ("disabled")', async () => {
    const staff = await givenAccount(world.app, { accountType: 's' });
    const account = await givenAccount(world.app, { accountType: 'r' });
    const c = await openOk(wsUrl(`${account.id}_CS`, account.token));
    const bye = closedBy(c);
    expect(
      (await http(world.app, 'PATCH', `/api/admin/users/${account.id}`, staff.token, { disabled: true })).status,
    ).toBe(200);
    expect(await bye).toEqual({ code: 4401, reason: 'disabled' });
    expect(c.frames).toContainEqual({ session_ended: { reason: 'disabled' } });
  });

  describe('the support widget’s identity start on this path (Socket.IO’s support:start)', () => {
    const identityOf = async (accountId: string) =>
      (await http<Identity>(world.app, 'GET', '/api/support/identity', token(accountId, 'r'))).body;
    const staffView = async (supportRoom: string) =>
      (
        await http<SupportRoomIdentity>(
          world.app,
          'GET',
          `/api/admin/support/rooms/${supportRoom}/identity`,
          token('staff-ws-identity', 's'),
        )
      ).body.identity;
    const start = (c: WsClient, identity: unknown) => c.ws.send(JSON.stringify({ support_start: identity }));
    const answer = (c: WsClient, from: number) =>
      c.waitFor((f) => c.frames.indexOf(f) >= from && (f.support_started !== undefined || f.error !== undefined));

    it('refuses a wrong hash, another account’s identity, a missing hash, and a start outside the own support room; records nothing', async () => {
      const account = await givenAccount(world.app, { firstName: 'Wanda', lastName: 'Widget', accountType: 'r' });
      const supportRoom = `${account.id}_CS`;
      const mine = await identityOf(account.id);
      expect(mine.hash).toMatch(/^[0-9a-f]{64}$/);
      const c = await openOk(wsUrl(supportRoom, account.token));
      const refused = { error: { id: null, code: 'SUPPORT_IDENTITY_INVALID' } };

      let from = c.frames.length;
      start(c, { ...mine, hash: mine.hash.replace(/^./, mine.hash[0] === '0' ? '1' : '0') });
      expect(await answer(c, from)).toEqual(refused);
      from = c.frames.length;
      start(c, await identityOf(stranger)); // a real identity with its own valid hash, not this connection's account
      expect(await answer(c, from)).toEqual(refused);
      from = c.frames.length;
      start(c, { account_id: account.id });
      expect(await answer(c, from)).toEqual(refused);
      from = c.frames.length;
      start(c, 'not an object');
      expect(await answer(c, from)).toEqual(refused);
      expect(await staffView(supportRoom)).toBeNull();

      // The requester's valid identity on an order-room connection: the start belongs to the support room.
      const inOrderRoom = await openOk(wsUrl(room, token(requester, 'r')));
      start(inOrderRoom, await identityOf(requester));
      expect(await answer(inOrderRoom, 0)).toEqual(refused);
      expect(await staffView(`${requester}_CS`)).toBeNull();
      // The connection still chats after the refusals.
      const id = c.send('Still chatting');
      await c.waitFor((f) => f.message?.id === id);
    });

    it('records a verified start with the server’s own figures (the widget’s copies ignored) and its language; a restart replaces it', async () => {
      const account = await givenAccount(world.app, {
        firstName: 'Winnie',
        lastName: 'Ws',
        accountType: 'r',
        language: 'en-hk',
      });
      const supportRoom = `${account.id}_CS`;
      const mine = await identityOf(account.id);
      expect(mine).toMatchObject({ account_id: account.id, first_name: 'Winnie', request_count: 0, order_count: 0 });
      const c = await openOk(wsUrl(supportRoom, account.token));
      start(c, { ...mine, language: 'zh-hk', first_name: 'Somebody Else', email: 'x@evil.example', request_count: 99 });
      expect(await answer(c, 0)).toEqual({ support_started: { room: supportRoom } });
      const seen = await staffView(supportRoom);
      expect(seen).toMatchObject({
        account_id: account.id,
        first_name: 'Winnie',
        email: mine.email,
        language: 'zh-hk',
        request_count: 0,
        order_count: 0,
      });
      expect(typeof seen?.started_at).toBe('string');

      const from = c.frames.length;
      start(c, { ...mine, language: 'en-us' });
      expect(await answer(c, from)).toEqual({ support_started: { room: supportRoom } });
      expect((await staffView(supportRoom))?.language).toBe('en-us');
    });
  });

  it('refuses an upgrade from a page of another origin (403); its own origin and no Origin (not a browser) are let in', async () => {
    const support = `${requester}_CS`;
    expect(await open(wsUrl(support, token(requester, 'r')), { origin: 'https://evil.example' })).toBe(403);
    const own = await openOk(wsUrl(support, token(requester, 'r')), { origin: world.app.baseUrl });
    expect(own.ws.readyState).toBe(WebSocket.OPEN);
  });
});
