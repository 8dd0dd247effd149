import { createHmac } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { SupportIdentity, SupportRoomIdentity, SupportStartAck } from '../../contracts/chat';
import {
  connectAs,
  createRequest,
  emitWithAck,
  eventually,
  givenAccount,
  http,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const SECRET = 'support-chat-secret-for-the-e2e-test-0123456789';
const hmac = (accountId: string) => createHmac('sha256', SECRET).update(accountId).digest('hex');

describe('support chat widget identity (spec §7): hash, counts, staff view', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  let requester: { id: string; email: string; token: string };
  let other: { id: string; token: string };
  let staff: string;
  let auditor: string;

  beforeAll(async () => {
    app = await startTestApp({ SUPPORT_CHAT_SECRET: SECRET });
    requester = await givenAccount(app, { firstName: 'Mei', lastName: 'Chan', accountType: 'r', language: 'en-hk' });
    other = await givenAccount(app, { firstName: 'Olga', lastName: 'Other', accountType: 'r' });
    staff = (await givenAccount(app, { firstName: 'Sam', lastName: 'Support', accountType: 's' })).token;
    auditor = app.tokenFor({ id: 'aud-support-1', accountType: 'x' });
    await createRequest(app, requester.token);
    await createRequest(app, requester.token);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await app.close();
  });

  const connect = async (token: string) => {
    const socket = await connectAs(app, token);
    sockets.push(socket);
    return socket;
  };
  const staffView = async (room: string) =>
    (await http<SupportRoomIdentity>(app, 'GET', `/api/admin/support/rooms/${room}/identity`, staff)).body;

  it('gives the signed-in account its identity with the server-made hash and its request and order counts', async () => {
    const identity = await eventually(
      async () => {
        const { status, body } = await http<SupportIdentity>(app, 'GET', '/api/support/identity', requester.token);
        expect(status).toBe(200);
        return body.request_count === 2 ? body : undefined;
      },
      { what: 'both requests counted' },
    );
    expect(identity).toEqual({
      account_id: requester.id,
      first_name: 'Mei',
      email: requester.email,
      language: 'en-hk',
      hash: hmac(requester.id),
      request_count: 2,
      order_count: 0,
    });
  });

  it('refuses a start with a wrong hash or with another account id, and records nothing', async () => {
    const socket = await connect(requester.token);
    const { body: mine } = await http<SupportIdentity>(app, 'GET', '/api/support/identity', requester.token);
    const wrongHash = await emitWithAck<SupportStartAck>(socket, 'support:start', { ...mine, hash: hmac('someone') });
    expect(wrongHash).toEqual({ ok: false, code: 'SUPPORT_IDENTITY_INVALID' });
    // Another account's real identity (its own valid hash) is not this socket's.
    const { body: theirs } = await http<SupportIdentity>(app, 'GET', '/api/support/identity', other.token);
    const foreign = await emitWithAck<SupportStartAck>(socket, 'support:start', theirs);
    expect(foreign).toEqual({ ok: false, code: 'SUPPORT_IDENTITY_INVALID' });
    const noHash = await emitWithAck<SupportStartAck>(socket, 'support:start', { account_id: requester.id });
    expect(noHash).toEqual({ ok: false, code: 'SUPPORT_IDENTITY_INVALID' });
    expect((await staffView(`${requester.id}_CS`)).identity).toBeNull();
    expect((await staffView(`${other.id}_CS`)).identity).toBeNull();
  });

  it('records a verified start for staff, with the language the app shows and the server’s own figures', async () => {
    const socket = await connect(requester.token);
    const { body: mine } = await http<SupportIdentity>(app, 'GET', '/api/support/identity', requester.token);
    // The widget's copies of name and counts are not trusted: staff see the server's.
    const ack = await emitWithAck<SupportStartAck>(socket, 'support:start', {
      ...mine,
      language: 'zh-hk',
      first_name: 'Someone Else',
      request_count: 99,
    });
    expect(ack).toEqual({ ok: true, room: `${requester.id}_CS` });
    const view = await staffView(`${requester.id}_CS`);
    expect(view.identity).toMatchObject({
      account_id: requester.id,
      first_name: 'Mei',
      email: requester.email,
      language: 'zh-hk',
      request_count: 2,
      order_count: 0,
    });
    expect(typeof view.identity?.started_at).toBe('string');
    // A restart replaces the record (the widget restarts after a drop).
    const again = await emitWithAck<SupportStartAck>(socket, 'support:start', { ...mine, language: 'en-us' });
    expect(again.ok).toBe(true);
    expect((await staffView(`${requester.id}_CS`)).identity?.language).toBe('en-us');
  });

  it('lets staff and auditors read the staff view, nobody else; and only support rooms', async () => {
    const room = `${requester.id}_CS`;
    expect((await http(app, 'GET', `/api/admin/support/rooms/${room}/identity`, auditor)).status).toBe(200);
    expect((await http(app, 'GET', `/api/admin/support/rooms/${room}/identity`, requester.token)).status).toBe(403);
    expect((await http(app, 'GET', '/api/support/identity', staff)).status).toBe(403);
    expect((await http(app, 'GET', '/api/support/identity')).status).toBe(401);
    const orderRoom = await http<{ code: string; params: { field: string } }>(
      app,
      'GET',
      `/api/admin/support/rooms/a_b_BN1/identity`,
      staff,
    );
    expect(orderRoom.status).toBe(400);
    expect(orderRoom.body.params.field).toBe('room');
  });
});
