import {
  connectAs,
  emitWithAck,
  givenAccount,
  givenBatch,
  givenBuyerProfile,
  http,
  Inbox,
  openSocket,
  refusal,
  sessionEnded,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Live channels follow permissions at once', () => {
  const world = useAppWorld({ accounts: { staff: { accountType: 's' } }, socketsPerTest: true });
  const { accounts, track } = world;

  it('a buyer replaced on a batch leaves its room: later changes of that batch no longer reach them', async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-perm', buyerId: 'buyer-old' });
    const seen = await http(
      world.app,
      'GET',
      `/api/batch/requests/${given.batchId}`,
      world.app.tokenFor({ id: 'buyer-old', accountType: 'b' }),
      undefined,
      {
        'x-event-position': given.position,
      },
    );
    expect(seen.status).toBe(200);
    const oldSocket = track(await connectAs(world.app, world.app.tokenFor({ id: 'buyer-old', accountType: 'b' })));
    expect(await emitWithAck(oldSocket, 'batch:watch', { batch_id: given.batchId })).toEqual({ ok: true });
    const old = new Inbox(oldSocket, ['batch:changed']);
    const staffSocket = track(await connectAs(world.app, accounts.staff.token));
    const watcher = new Inbox(staffSocket, ['batch:changed']);

    const assign = (buyer: string) =>
      http(world.app, 'PUT', `/api/admin/batches/${given.batchId}/assign`, accounts.staff.token, {
        buyer_id: buyer,
        explanation: 'away',
      });
    // Reassignment goes only to a buyer with a buyer profile.
    await givenBuyerProfile(world.app, accounts.staff.token, 'buyer-new');
    expect((await assign('buyer-new')).status).toBe(200);
    // Told once that the batch left them...
    expect(await old.waitFor('batch:changed', (d) => d.revision === 3)).toMatchObject({ batch_id: given.batchId });
    // ...and nothing after: the next change reaches staff, never the replaced buyer (who left `batch:{id}`).
    await givenBuyerProfile(world.app, accounts.staff.token, 'buyer-third');
    expect((await assign('buyer-third')).status).toBe(200);
    await watcher.waitFor('batch:changed', (d) => d.batch_id === given.batchId && d.revision === 4);
    // A round trip on the old buyer's socket: anything sent to it before the ack has arrived by now.
    expect(await emitWithAck(oldSocket, 'batch:unwatch', { batch_id: 'other' })).toEqual({ ok: true });
    expect(old.of('batch:changed').map((d) => d.revision)).toEqual([3]);
  });

  it('a disabled account’s sockets are disconnected with reason "disabled" and cannot come back', async () => {
    const buyer = await givenAccount(world.app, { accountType: 'b' });
    const bye = sessionEnded(track(await connectAs(world.app, buyer.token)));
    const disabled = await http(world.app, 'PATCH', `/api/admin/users/${buyer.id}`, accounts.staff.token, {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect(await bye).toEqual({ reason: 'disabled', disconnect: 'io server disconnect' });
    expect(await refusal(track(openSocket(world.app.baseUrl, buyer.token)))).toBe('AUTH_INVALID_TOKEN');
  });

  it('an account switched to another type is disconnected ("account_type_changed"); a token for the new type joins afresh', async () => {
    const requester = await givenAccount(world.app, { accountType: 'r' });
    const bye = sessionEnded(track(await connectAs(world.app, requester.token)));
    const changed = await http(world.app, 'PATCH', `/api/admin/users/${requester.id}`, accounts.staff.token, {
      account_type: 'b',
    });
    expect(changed.status).toBe(200);
    expect((await bye).reason).toBe('account_type_changed');
    expect(await refusal(track(openSocket(world.app.baseUrl, requester.token)))).toBe('AUTH_INVALID_TOKEN');
    const asBuyer = track(await connectAs(world.app, world.app.tokenFor({ id: requester.id, accountType: 'b' })));
    expect(asBuyer.connected).toBe(true);
  });

  it('a deleted account’s sockets are disconnected with reason "deleted"', async () => {
    const requester = await givenAccount(world.app, { accountType: 'r' });
    const [user]: Array<{ user_id: string }> = await world.app.dataSource.query(
      `SELECT user_id::text FROM accounts WHERE id = $1`,
      [requester.id],
    );
    const bye = sessionEnded(track(await connectAs(world.app, requester.token)));
    const deleted = await http(world.app, 'DELETE', `/api/account/delete/${user.user_id}/`, requester.token);
    expect(deleted.status).toBe(200);
    expect((await bye).reason).toBe('deleted');
  });

  it('the per-event session check keeps the order events were sent in', async () => {
    const socket = track(await connectAs(world.app, (await givenAccount(world.app, { accountType: 'r' })).token));
    const order: number[] = [];
    await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          new Promise<void>((resolve) =>
            socket.emit('batch:unwatch', { batch_id: `b${i}` }, () => {
              order.push(i);
              resolve();
            }),
          ),
      ),
    );
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('other accounts stay connected through all of it', async () => {
    const bystander = track(await connectAs(world.app, (await givenAccount(world.app, { accountType: 'r' })).token));
    const victim = await givenAccount(world.app, { accountType: 'r' });
    const bye = sessionEnded(track(await connectAs(world.app, victim.token)));
    await http(world.app, 'PATCH', `/api/admin/users/${victim.id}`, accounts.staff.token, { disabled: true });
    await bye;
    expect(await emitWithAck(bystander, 'batch:unwatch', { batch_id: 'x' })).toEqual({ ok: true });
    expect(bystander.connected).toBe(true);
  });
});
