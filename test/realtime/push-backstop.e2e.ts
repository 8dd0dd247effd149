import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { PushBackstop, PUSH_BACKSTOP_TABLE } from '../../src/platform/realtime/push-backstop';
import { RealtimePublisher } from '../../src/platform/realtime/realtime-publisher';
import {
  call,
  connectAs,
  eventually,
  givenBatch,
  givenOrder,
  Inbox,
  png,
  requestChanged,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('A push for every acknowledged write: the backstop of the log-following instance', () => {
  // Instance A started first and holds every projection group's lock, the backstop's too.
  const world = useAppWorld({ second: { afterProjection: 'push-backstop' } });
  const staffToken = () => world.app.tokenFor({ id: 'staff-bs', accountType: 's' });
  /**
   * Every push of B is lost from now until the returned function is called (B as if killed after its
   * commits), and B's backstop sweeps nothing meanwhile (a dead instance claims no row to push).
   */
  const dropPushesOfB = () => {
    const dropped = jest.spyOn(world.second.app.get(RealtimePublisher), 'publish').mockImplementation(() => undefined);
    const idle = jest.spyOn(world.second.app.get(PushBackstop), 'sweep').mockResolvedValue(undefined);
    const restore = () => {
      dropped.mockRestore();
      idle.mockRestore();
    };
    return Object.assign(restore, { dropped: () => dropped.mock.calls.length });
  };

  const accept = async (batchId: string, buyerId: string) => {
    const answer = await fetch(`${world.second.baseUrl}/api/batch/requests/accept/${batchId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${world.app.tokenFor({ id: buyerId, accountType: 'b' })}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { revision: number; position: string };
  };

  it('sends the batch:changed of a write whose instance died between its commit and its push', async () => {
    const registryB = world.second.app.get(ProjectionRegistry);
    expect(await eventually(() => registryB.get('push-backstop')?.snapshot().state === 'passive' || undefined)).toBe(
      true,
    );
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-bs', buyerId: 'buyer-bs' });
    const requesterOnA = await connectAs(world.app, world.app.tokenFor({ id: 'req-bs', accountType: 'r' }));
    world.sockets.push(requesterOnA);
    const inbox = new Inbox(requesterOnA, ['batch:changed']);

    // B commits the accept and acknowledges it, but its push never leaves (as if killed right after the commit).
    const restore = dropPushesOfB();
    const answer = await accept(given.batchId, 'buyer-bs');
    expect(restore.dropped()).toBe(1);

    const change = await inbox.waitFor(
      'batch:changed',
      (d) => d.batch_id === given.batchId && d.revision === answer.revision,
    );
    restore();
    expect(change).toEqual(requestChanged(given, 'accepted', answer));
  });

  it('sends nothing more for a write whose own push was heard', async () => {
    const first = await givenBatch(world.store, 'assigned', { requesterId: 'req-bt', buyerId: 'buyer-bt' });
    const second = await givenBatch(world.store, 'assigned', { requesterId: 'req-bt', buyerId: 'buyer-bt' });
    const requesterOnA = await connectAs(world.app, world.app.tokenFor({ id: 'req-bt', accountType: 'r' }));
    world.sockets.push(requesterOnA);
    const inbox = new Inbox(requesterOnA, ['batch:changed']);
    await accept(first.batchId, 'buyer-bt');
    const firstChange = await inbox.waitFor(
      'batch:changed',
      (d) => d.batch_id === first.batchId && d.status === 'accepted',
    );
    // A later write whose push is dropped: once the backstop has sent it, the first one's sweep is long past.
    const restore = dropPushesOfB();
    const answer = await accept(second.batchId, 'buyer-bt');
    await inbox.waitFor('batch:changed', (d) => d.batch_id === second.batchId && d.revision === answer.revision);
    restore();
    expect(
      inbox.of('batch:changed').filter((d) => d.revision === firstChange.revision && d.batch_id === first.batchId),
    ).toHaveLength(1);
  });

  it('sends the batch:arrival of a check-in whose instance died before its push', async () => {
    const order = await givenOrder(world.app, 'item_sent');
    const requesterOnA = await connectAs(world.app, world.app.tokenFor({ id: order.requester.id, accountType: 'r' }));
    world.sockets.push(requesterOnA);
    const inbox = new Inbox(requesterOnA, ['batch:arrival']);
    const form = new FormData();
    for (const [k, v] of Object.entries({ item_ids: 'item-1,item-2', weight: '420', condition: 'good' }))
      form.append(k, v);
    for (const side of ['length_cm', 'width_cm', 'height_cm']) form.append(side, '20');
    form.append('photos', new Blob([new Uint8Array(png(80, 60))], { type: 'image/png' }), 'parcel.png');

    const restore = dropPushesOfB();
    const checkIn = await call<{ revision: number }>(
      world.second,
      'POST',
      `/api/admin/batches/${order.batchId}/check_ins`,
      {
        token: staffToken(),
        form,
      },
    );
    expect(checkIn.status).toBe(200);
    const arrival = await inbox.waitFor('batch:arrival', (d) => d.batch_id === order.batchId);
    restore();
    expect(arrival).toMatchObject({ batch_id: order.batchId, step: 'checked_in', item_ids: ['item-1', 'item-2'] });
  });

  it('sends the shipment:changed of a shipment write whose instance died before its push', async () => {
    const staffOnA = await connectAs(world.app, staffToken());
    world.sockets.push(staffOnA);
    const inbox = new Inbox(staffOnA, ['shipment:changed']);
    const restore = dropPushesOfB();
    const opened = await call<{ shipment: { id: string; status: string } }>(
      world.second,
      'POST',
      '/api/admin/shipments',
      {
        token: staffToken(),
        body: { warehouse: 'us' },
      },
    );
    expect(opened.status).toBe(201);
    const changed = await inbox.waitFor('shipment:changed', (d) => d.shipment_id === opened.body.shipment.id);
    restore();
    expect(changed).toMatchObject({ shipment_id: opened.body.shipment.id, status: 'open', revision: 0 });
  });

  it('sends what the log-following instance read but died before sending, from another instance', async () => {
    const backstopA = world.app.app.get(PushBackstop);
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-bu', buyerId: 'buyer-bu' });
    const requesterOnB = await connectAs(world.second, world.app.tokenFor({ id: 'req-bu', accountType: 'r' }));
    world.sockets.push(requesterOnB);
    const inbox = new Inbox(requesterOnB, ['batch:changed']);
    // A, which follows the log, will read the append and then die before its sweep: it never sweeps again.
    backstopA.onApplicationShutdown();
    const restore = dropPushesOfB();
    const answer = await accept(given.batchId, 'buyer-bu');
    // A read it: the append waits in the table, written with A's checkpoint.
    const waiting = async () =>
      (
        await world.app.dataSource.query<unknown[]>(`SELECT 1 FROM ${PUSH_BACKSTOP_TABLE} WHERE stream_id = $1`, [
          `batch-${given.batchId}`,
        ])
      ).length === 1;
    await eventually(async () => (await waiting()) || undefined, {
      timeoutMs: 10_000,
      what: "the append in the backstop's table",
    });
    restore();
    const change = await inbox.waitFor(
      'batch:changed',
      (d) => d.batch_id === given.batchId && d.revision === answer.revision,
      10_000,
    );
    expect(change).toEqual(requestChanged(given, 'accepted', answer));
  });
});
