import { randomUUID } from 'node:crypto';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { RealtimeGateway } from '../../src/platform/realtime/realtime.gateway';
import { accountRoom } from '../../src/platform/realtime/realtime-channel';
import {
  connectAs,
  emitWithAck,
  eventually,
  givenAccount,
  givenBatch,
  givenBuyerProfile,
  http,
  Inbox,
  requestChanged,
  sessionEnded,
  type TestApp,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Two server instances on one database share rooms (NOTIFY fan-out)', () => {
  // Instance A started first and holds every projection's lock (it was alone while they started).
  const world = useAppWorld({ second: { afterProjection: 'notifications' } });

  it('a client on instance B gets the change and the notification made through instance A', async () => {
    // `batch:changed` is pushed by A's writer on commit and the notification by A's runner (B's copy
    // stands by), so delivery to B's socket proves the fan-out.
    const registryB = world.second.app.get(ProjectionRegistry);
    const stateOnB = (name: string) => () => {
      const state = registryB.get(name)?.snapshot().state;
      return state === 'starting' ? undefined : state;
    };
    expect(await eventually(stateOnB('notifications'))).toBe('passive');

    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-2i', buyerId: 'buyer-2i' });
    const onB = await connectAs(world.second, world.app.tokenFor({ id: 'req-2i', accountType: 'r' }));
    const onA = await connectAs(world.app, world.app.tokenFor({ id: 'req-2i', accountType: 'r' }));
    world.sockets.push(onB, onA);
    const inboxB = new Inbox(onB, ['batch:changed', 'notification:new']);
    const inboxA = new Inbox(onA, ['batch:changed', 'notification:new']);

    const accepted = await http(
      world.app,
      'PUT',
      `/api/batch/requests/accept/${given.batchId}`,
      world.app.tokenFor({ id: 'buyer-2i', accountType: 'b' }),
      {},
    );
    expect(accepted.status).toBe(200);

    const changeB = await inboxB.waitFor(
      'batch:changed',
      (d) => d.batch_id === given.batchId && d.status === 'accepted',
    );
    const noteB = await inboxB.waitFor(
      'notification:new',
      (d) => (d.notification as { tag: string }).tag === 'request_accepted',
    );
    const changeA = await inboxA.waitFor(
      'batch:changed',
      (d) => d.batch_id === given.batchId && d.status === 'accepted',
    );
    expect(changeB).toEqual(changeA);
    expect(noteB.notification).toMatchObject({ metadata: { batch_id: given.batchId } });
    // Each instance delivers to its own sockets only: one copy each, no echo between them.
    expect(inboxB.of('batch:changed').filter((d) => d.status === 'accepted')).toHaveLength(1);

    // B answers the refetch at the pushed position with the change (read models are shared).
    const detail = await fetch(`${world.second.baseUrl}/api/batch/requests/${given.batchId}`, {
      headers: {
        authorization: `Bearer ${world.app.tokenFor({ id: 'req-2i', accountType: 'r' })}`,
        'x-event-position': String(changeB.position),
      },
    });
    expect(await detail.json()).toMatchObject({ status: 'accepted', stale: false });
  });

  it("a write through instance B is pushed at once to a socket on instance A, with the answer's revision and position", async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-2j', buyerId: 'buyer-2j' });
    const requesterOnA = await connectAs(world.app, world.app.tokenFor({ id: 'req-2j', accountType: 'r' }));
    const staffOnA = await connectAs(world.app, world.app.tokenFor({ id: 'staff-2j', accountType: 's' }));
    world.sockets.push(requesterOnA, staffOnA);
    const inbox = new Inbox(requesterOnA, ['batch:changed']);
    const staffInbox = new Inbox(staffOnA, ['batch:changed']);

    const accepted = await fetch(`${world.second.baseUrl}/api/batch/requests/accept/${given.batchId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${world.app.tokenFor({ id: 'buyer-2j', accountType: 'b' })}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(accepted.status).toBe(200);
    const answer = (await accepted.json()) as { revision: number; position: string };

    const expected = requestChanged(given, 'accepted', answer);
    expect(await inbox.waitFor('batch:changed', (d) => d.batch_id === given.batchId)).toEqual(expected);
    expect(await staffInbox.waitFor('batch:changed', (d) => d.batch_id === given.batchId)).toEqual(expected);
  });
});

describe('Socket.IO room operations and permission changes reach the sockets of the other instance (postgres adapter)', () => {
  const world = useAppWorld({ second: { afterProjection: 'notifications' } });
  const track = world.track;
  const serverOf = (app: { app: TestApp['app'] }) => app.app.get(RealtimeGateway).server;
  /** The rooms a socket is in on its own instance (the in-memory part of the adapter). */
  const roomsOn = (app: TestApp, socketId: string) => serverOf(app).of('/').adapter.sids.get(socketId) ?? new Set();

  it("B's fetchSockets, socketsLeave and disconnectSockets act on a socket connected to A", async () => {
    const requester = await givenAccount(world.app, { accountType: 'r' });
    const onA = track(await connectAs(world.app, requester.token));
    // B learns of A from the adapter's heartbeats; until then fetchSockets answers for B alone.
    const found = await eventually(async () => {
      const remote = await serverOf(world.second).in(accountRoom(requester.id)).fetchSockets();
      return remote.length === 1 ? remote[0] : undefined;
    });
    expect(found.id).toBe(onA.id);

    serverOf(world.second).in(accountRoom(requester.id)).socketsJoin('ops-test');
    await eventually(() => roomsOn(world.app, onA.id!).has('ops-test'));
    serverOf(world.second).in(accountRoom(requester.id)).socketsLeave('ops-test');
    await eventually(() => !roomsOn(world.app, onA.id!).has('ops-test'));

    const gone = new Promise<string>((resolve) => onA.once('disconnect', resolve));
    serverOf(world.second).in(accountRoom(requester.id)).disconnectSockets(true);
    expect(await gone).toBe('io server disconnect');
  });

  it("A survives losing the adapter's connection and hears B's room operations again once it has reconnected", async () => {
    const requester = await givenAccount(world.app, { accountType: 'r' });
    const onA = track(await connectAs(world.app, requester.token));
    const ended: unknown[] = await world.app.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'socket.io-adapter' AND datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(ended.length).toBeGreaterThan(0);
    // Messages published while A is reconnecting are lost (as with any pub/sub): ask again until one lands.
    await eventually(() => {
      serverOf(world.second).in(accountRoom(requester.id)).socketsJoin('after-reconnect');
      return roomsOn(world.app, onA.id!).has('after-reconnect');
    });
    const gone = new Promise<string>((resolve) => onA.once('disconnect', resolve));
    serverOf(world.second).in(accountRoom(requester.id)).disconnectSockets(true);
    expect(await gone).toBe('io server disconnect');
  });

  it('a buyer replaced through B leaves the batch room on A; an account disabled through B is disconnected on A', async () => {
    const staff = await givenAccount(world.app, { accountType: 's' });
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-2k', buyerId: 'buyer-2k' });
    // The read model has the batch before the buyer may watch it.
    const seen = await http(
      world.app,
      'GET',
      `/api/batch/requests/${given.batchId}`,
      world.app.tokenFor({ id: 'buyer-2k', accountType: 'b' }),
      undefined,
      {
        'x-event-position': given.position,
      },
    );
    expect(seen.status).toBe(200);
    const oldBuyer = track(await connectAs(world.app, world.app.tokenFor({ id: 'buyer-2k', accountType: 'b' })));
    expect(await emitWithAck(oldBuyer, 'batch:watch', { batch_id: given.batchId })).toEqual({ ok: true });
    expect(roomsOn(world.app, oldBuyer.id!).has(`batch:${given.batchId}`)).toBe(true);
    const old = new Inbox(oldBuyer, ['batch:changed']);

    await givenBuyerProfile(world.second, staff.token, 'buyer-2k-new');
    const assigned = await http(world.second, 'PUT', `/api/admin/batches/${given.batchId}/assign`, staff.token, {
      buyer_id: 'buyer-2k-new',
      explanation: 'away',
    });
    expect(assigned.status).toBe(200);
    await old.waitFor('batch:changed', (d) => d.batch_id === given.batchId && d.revision === 3);
    await eventually(() => !roomsOn(world.app, oldBuyer.id!).has(`batch:${given.batchId}`));

    const victim = await givenAccount(world.app, { accountType: 'r' });
    const victimOnA = track(await connectAs(world.app, victim.token));
    const ended = sessionEnded(victimOnA);
    expect(
      (await http(world.second, 'PATCH', `/api/admin/users/${victim.id}`, staff.token, { disabled: true })).status,
    ).toBe(200);
    expect(await ended).toEqual({ reason: 'disabled', disconnect: 'io server disconnect' });
  });

  it('pushes, notifications and chat messages caused through B reach sockets on A exactly once', async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-2l', buyerId: 'buyer-2l' });
    const requesterToken = world.app.tokenFor({ id: 'req-2l', accountType: 'r' });
    const requesterOnA = track(await connectAs(world.app, requesterToken));
    const staff = await givenAccount(world.app, { accountType: 's' });
    const staffOnA = track(await connectAs(world.app, staff.token));
    const inbox = new Inbox(requesterOnA, ['batch:changed', 'notification:new', 'chat:message']);
    const staffInbox = new Inbox(staffOnA, ['support:message', 'batch:changed']);
    const room = 'req-2l_CS';
    expect(await emitWithAck(requesterOnA, 'chat:join', { room })).toMatchObject({ ok: true });

    const accepted = await http(
      world.second,
      'PUT',
      `/api/batch/requests/accept/${given.batchId}`,
      world.app.tokenFor({ id: 'buyer-2l', accountType: 'b' }),
      {},
    );
    expect(accepted.status).toBe(200);
    const staffOnB = track(await connectAs(world.second, staff.token));
    const id = randomUUID();
    expect(
      await emitWithAck(staffOnB, 'chat:send', { room, id, message: 'hello from B', message_type: 'text' }),
    ).toMatchObject({ ok: true });

    await inbox.waitFor('batch:changed', (d) => d.batch_id === given.batchId && d.status === 'accepted');
    await inbox.waitFor('notification:new', (d) => (d.notification as { tag: string }).tag === 'request_accepted');
    await inbox.waitFor('chat:message', (d) => (d.message as { id: string }).id === id);
    await staffInbox.waitFor('support:message', (d) => (d.message as { id: string }).id === id);

    // A marker pushed through B after all of them: NOTIFYs arrive in commit order, and an echo
    // through the cluster adapter would have come no later than this second message.
    const marker = randomUUID();
    expect(
      await emitWithAck(staffOnB, 'chat:send', { room, id: marker, message: 'marker', message_type: 'text' }),
    ).toMatchObject({ ok: true });
    await inbox.waitFor('chat:message', (d) => (d.message as { id: string }).id === marker);
    await staffInbox.waitFor('support:message', (d) => (d.message as { id: string }).id === marker);

    const accepts = (list: Record<string, unknown>[]) =>
      list.filter((d) => d.batch_id === given.batchId && d.status === 'accepted');
    expect(accepts(inbox.of('batch:changed'))).toHaveLength(1);
    expect(accepts(staffInbox.of('batch:changed'))).toHaveLength(1);
    expect(
      inbox.of('notification:new').filter((d) => (d.notification as { tag: string }).tag === 'request_accepted'),
    ).toHaveLength(1);
    expect(inbox.of('chat:message').filter((d) => (d.message as { id: string }).id === id)).toHaveLength(1);
    expect(staffInbox.of('support:message').filter((d) => (d.message as { id: string }).id === id)).toHaveLength(1);
  });
});
