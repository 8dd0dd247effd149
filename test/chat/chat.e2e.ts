import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { accountIds, connectAs, emitWithAck, givenOrderRoom, http, Inbox, people, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Ack = {
  ok: boolean;
  code?: string;
  room?: string;
  participants?: Record<string, string>;
  message?: Record<string, unknown>;
};
type History = { data: { messages: Record<string, unknown>[]; participants: Record<string, string> } };

describe('Chat over Socket.IO (order and support rooms)', () => {
  const world = useAppWorld({
    accounts: {
      ...people('requester', 'buyer'),
      otherRequester: { firstName: 'Olga', lastName: 'Other', accountType: 'r' },
      otherBuyer: { firstName: 'Oscar', lastName: 'Other', accountType: 'b' },
      staff: { firstName: 'Sam', lastName: 'Support', accountType: 's' },
    },
  });
  let requester: string;
  let buyer: string;
  let otherRequester: string;
  let otherBuyer: string;
  let staff: string;
  let room: string;

  const token = (id: string, accountType: 'r' | 'b' | 's' | 'x') => world.app.tokenFor({ id, accountType });
  const connect = async (id: string, accountType: 'r' | 'b' | 's' | 'x') =>
    world.track(await connectAs(world.app, token(id, accountType)));
  const send = (socket: Socket, payload: Record<string, unknown>) =>
    emitWithAck<Ack>(socket, 'chat:send', { id: randomUUID(), message_type: 'text', ...payload });

  beforeAll(async () => {
    ({ requester, buyer, otherRequester, otherBuyer, staff } = accountIds(world.accounts));
    room = await givenOrderRoom(world, requester, buyer);
  });

  it("requester and buyer exchange messages live both ways, see each other's names, and the history keeps them", async () => {
    const r = await connect(requester, 'r');
    const b = await connect(buyer, 'b');
    const inboxR = new Inbox(r, ['chat:message']);
    const inboxB = new Inbox(b, ['chat:message']);

    const joinedR = await emitWithAck<Ack>(r, 'chat:join', { room });
    const joinedB = await emitWithAck<Ack>(b, 'chat:join', { room });
    expect(joinedR).toEqual({ ok: true, room, participants: { [buyer]: 'Bob Buyer', [requester]: 'Rita Requester' } });
    expect(joinedB.participants).toEqual(joinedR.participants);

    const first = await send(r, { room, message: 'Is the blue one in stock?' });
    expect(first).toMatchObject({
      ok: true,
      message: {
        sender: requester,
        sender_name: 'Rita Requester',
        message: 'Is the blue one in stock?',
        message_type: 'text',
      },
    });
    const atBuyer = await inboxB.waitFor('chat:message', (d) => (d.message as { id: string }).id === first.message?.id);
    expect(atBuyer).toEqual({ room, message: first.message });

    const reply = await send(b, { room, message: 'Yes, buying it today.' });
    expect(reply.ok).toBe(true);
    const atRequester = await inboxR.waitFor(
      'chat:message',
      (d) => (d.message as { id: string }).id === reply.message?.id,
    );
    expect(atRequester.message).toMatchObject({
      sender: buyer,
      sender_name: 'Bob Buyer',
      message: 'Yes, buying it today.',
    });

    const history = await http<History>(
      world.app,
      'GET',
      `/api/message/?room_name=${encodeURIComponent(room)}`,
      token(requester, 'r'),
    );
    expect(history.status).toBe(200);
    expect(history.body.data.messages.map((m) => m.message)).toEqual([
      'Is the blue one in stock?',
      'Yes, buying it today.',
    ]);
    expect(history.body.data.messages[0]).toEqual(first.message);
    expect(history.body.data.participants).toEqual({ [buyer]: 'Bob Buyer', [requester]: 'Rita Requester' });
    // Staff and auditors read any room's history.
    expect(
      (await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(staff, 's'))).body.data.messages,
    ).toHaveLength(2);
    expect((await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token('aud-1', 'x'))).status).toBe(
      200,
    );
  });

  it('refuses foreign users, auditors taking part, unknown rooms and bad room names', async () => {
    const stranger = await connect(otherRequester, 'r');
    const wrongBuyer = await connect(otherBuyer, 'b');
    const auditor = await connect('aud-1', 'x');
    const inbox = new Inbox(stranger, ['chat:message']);
    for (const socket of [stranger, wrongBuyer, auditor]) {
      expect(await emitWithAck<Ack>(socket, 'chat:join', { room })).toEqual({ ok: false, code: 'CHAT_ROOM_FORBIDDEN' });
      expect(await send(socket, { room, message: 'let me in' })).toEqual({ ok: false, code: 'CHAT_ROOM_FORBIDDEN' });
    }
    // Someone else's support room, a batch number that does not exist, a wrong pair, garbage.
    for (const bad of [
      `${requester}_CS`,
      `${buyer}_${requester}_BNNOPE0000`,
      `${otherBuyer}_${requester}_${room.split('_')[2]}`,
      'nonsense',
      42,
      undefined,
    ]) {
      expect(await emitWithAck<Ack>(stranger, 'chat:join', { room: bad })).toEqual({
        ok: false,
        code: 'CHAT_ROOM_FORBIDDEN',
      });
    }
    expect(
      (await http(world.app, 'GET', `/api/message/?room_name=${room}`, token(otherRequester, 'r'))).body,
    ).toMatchObject({
      code: 'CHAT_ROOM_FORBIDDEN',
    });
    expect((await http(world.app, 'GET', `/api/message/?room_name=${room}`, token(otherBuyer, 'b'))).status).toBe(403);
    const bad = await http(world.app, 'GET', `/api/message/?room_name=not-a-room`, token(requester, 'r'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'room_name' } });
    expect((await http(world.app, 'GET', `/api/message/`, token(requester, 'r'))).status).toBe(400);
    expect((await http(world.app, 'GET', `/api/message/?room_name=${room}`)).status).toBe(401);

    // Staff take part in every room; the refused stranger hears nothing of it.
    const s = await connect(staff, 's');
    expect((await emitWithAck<Ack>(s, 'chat:join', { room })).ok).toBe(true);
    const staffNote = await send(s, { room, message: 'Support here, all good.' });
    expect(staffNote.ok).toBe(true);
    const history = await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(requester, 'r'));
    expect(history.body.data.messages.at(-1)).toMatchObject({ id: staffNote.message?.id, sender_name: 'Sam Support' });
    expect(history.body.data.participants[staff]).toBe('Sam Support');
    expect(inbox.of('chat:message')).toHaveLength(0);
  });

  it('refuses empty, whitespace-only, too long and malformed messages and stores none of them', async () => {
    const r = await connect(requester, 'r');
    const before = (await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(requester, 'r')))
      .body.data.messages.length;
    for (const message of ['', '   \n\t ', undefined, 7]) {
      expect(await send(r, { room, message })).toEqual({ ok: false, code: 'CHAT_MESSAGE_EMPTY' });
    }
    expect(await send(r, { room, message: 'x'.repeat(2001) })).toEqual({ ok: false, code: 'CHAT_MESSAGE_TOO_LONG' });
    expect((await send(r, { room, message: '好'.repeat(2000) })).ok).toBe(true);
    expect(await send(r, { room, message: 'hi', id: 'not-a-uuid' })).toEqual({
      ok: false,
      code: 'CHAT_MESSAGE_INVALID',
    });
    expect(await send(r, { room, message: 'hi', message_type: 'image' })).toEqual({
      ok: false,
      code: 'CHAT_MESSAGE_INVALID',
    });
    const after = (await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(requester, 'r'))).body
      .data.messages;
    expect(after).toHaveLength(before + 1);
  });

  it('a resend with the same id is acknowledged with the stored message and delivered once', async () => {
    const r = await connect(requester, 'r');
    const b = await connect(buyer, 'b');
    await emitWithAck(b, 'chat:join', { room });
    const inboxB = new Inbox(b, ['chat:message']);
    const id = randomUUID();
    const first = await send(r, { room, id, message: 'Sent while the network flickered' });
    const again = await send(r, { room, id, message: 'Sent while the network flickered' });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    // Another sender cannot take over the id, nor its sender reuse it for other words (nothing is stored or pushed).
    expect(await send(b, { room, id, message: 'mine now' })).toEqual({ ok: false, code: 'CHAT_MESSAGE_INVALID' });
    expect(await send(r, { room, id, message: 'Other words' })).toEqual({ ok: false, code: 'CHAT_MESSAGE_INVALID' });
    // Pushes arrive in commit order: once the later message is in, every earlier push has arrived.
    const later = await send(r, { room, message: 'and this one after' });
    await inboxB.waitFor('chat:message', (d) => (d.message as { id: string }).id === later.message?.id);
    expect(inboxB.of('chat:message').filter((d) => (d.message as { id: string }).id === id)).toHaveLength(1);
    const history = await http<History>(world.app, 'GET', `/api/message/?room_name=${room}`, token(buyer, 'b'));
    expect(history.body.data.messages.filter((m) => m.id === id)).toEqual([first.message]);
  });

  it('support chat: the account writes, staff see it in the inbox live with unread counts, answer, and mark it read', async () => {
    const supportRoom = `${otherRequester}_CS`;
    const s = await connect(staff, 's');
    const staffInbox = new Inbox(s, ['support:message', 'chat:message']);
    const r = await connect(otherRequester, 'r');
    const requesterInbox = new Inbox(r, ['chat:message']);
    expect(await emitWithAck<Ack>(r, 'chat:join', { room: supportRoom })).toEqual({
      ok: true,
      room: supportRoom,
      participants: { [otherRequester]: 'Olga Other' },
    });
    // Another account may not read or join it.
    const intruder = await connect(requester, 'r');
    expect(await emitWithAck<Ack>(intruder, 'chat:join', { room: supportRoom })).toEqual({
      ok: false,
      code: 'CHAT_ROOM_FORBIDDEN',
    });

    const question = await send(r, { room: supportRoom, message: 'Where is my parcel?' });
    const pushed = await staffInbox.waitFor('support:message', (d) => d.room === supportRoom);
    expect(pushed).toEqual({ room: supportRoom, account_id: otherRequester, message: question.message, unread: 1 });
    await send(r, { room: supportRoom, message: 'Order BN1234' });
    expect(await staffInbox.waitFor('support:message', (d) => d.room === supportRoom && d.unread === 2)).toBeTruthy();

    const rooms = await http<{ results: Record<string, unknown>[] }>(
      world.app,
      'GET',
      '/api/admin/support/rooms',
      token(staff, 's'),
    );
    expect(rooms.status).toBe(200);
    expect(rooms.body.results.find((x) => x.room === supportRoom)).toMatchObject({
      account_id: otherRequester,
      account_name: 'Olga Other',
      last_message: 'Order BN1234',
      unread: 2,
    });

    expect((await emitWithAck<Ack>(s, 'chat:join', { room: supportRoom })).ok).toBe(true);
    const answer = await send(s, { room: supportRoom, message: 'It left the warehouse today.' });
    const atRequester = await requesterInbox.waitFor(
      'chat:message',
      (d) => (d.message as { id: string }).id === answer.message?.id,
    );
    expect(atRequester.message).toMatchObject({ sender: staff, sender_name: 'Sam Support' });

    const read = await http(world.app, 'PUT', `/api/admin/support/rooms/${supportRoom}/read`, token(staff, 's'));
    expect(read.body).toEqual({ room: supportRoom, unread: 0 });
    const afterRead = await http<{ results: Record<string, unknown>[] }>(
      world.app,
      'GET',
      '/api/admin/support/rooms',
      token(staff, 's'),
    );
    expect(afterRead.body.results.find((x) => x.room === supportRoom)).toMatchObject({
      unread: 0,
      last_message: 'It left the warehouse today.',
    });
    // A new question after the read mark is unread again.
    await send(r, { room: supportRoom, message: 'Thanks!' });
    expect(
      await staffInbox.waitFor(
        'support:message',
        (d) => d.room === supportRoom && d.unread === 1 && (d.message as { message: string }).message === 'Thanks!',
      ),
    ).toBeTruthy();

    // Roles: only staff mark; staff and auditors list; customers neither.
    expect((await http(world.app, 'GET', '/api/admin/support/rooms', token(otherRequester, 'r'))).body).toMatchObject({
      code: 'AUTH_NOT_AUTHORIZED',
    });
    expect((await http(world.app, 'GET', '/api/admin/support/rooms', token(buyer, 'b'))).status).toBe(403);
    expect((await http(world.app, 'GET', '/api/admin/support/rooms', token('aud-1', 'x'))).status).toBe(200);
    expect(
      (await http(world.app, 'PUT', `/api/admin/support/rooms/${supportRoom}/read`, token('aud-1', 'x'))).status,
    ).toBe(403);
    expect(
      (await http(world.app, 'PUT', `/api/admin/support/rooms/${supportRoom}/read`, token(otherRequester, 'r'))).status,
    ).toBe(403);
    const notSupport = await http(
      world.app,
      'PUT',
      `/api/admin/support/rooms/${encodeURIComponent(room)}/read`,
      token(staff, 's'),
    );
    expect(notSupport.status).toBe(400);
    expect(notSupport.body).toMatchObject({ params: { field: 'room' } });
    // A support room of no account and no message does not exist: 404, and nothing is written.
    const missing = await http(
      world.app,
      'PUT',
      `/api/admin/support/rooms/00000000-0000-4000-8000-000000000000_CS/read`,
      token(staff, 's'),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CHAT_ROOM_NOT_FOUND' });
    expect(
      await world.app.dataSource.query(`SELECT 1 FROM chat_support_reads WHERE room = $1`, [
        '00000000-0000-4000-8000-000000000000_CS',
      ]),
    ).toEqual([]);
  });
});
