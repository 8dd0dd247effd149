import type { Socket } from 'socket.io-client';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import {
  connectAs,
  eventually,
  givenBatch,
  http,
  Inbox,
  type Instance,
  startInstance,
  startTestApp,
  type TestApp,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Two server instances on one database share rooms (NOTIFY fan-out)', () => {
  let a: TestApp;
  let b: Instance;
  let store: PostgresEventStore;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await startTestApp();
    // Instance A started first and holds every projection's lock (it was alone while they started).
    await waitActive(a.app.get(ProjectionRegistry), 'notifications');
    b = await startInstance(a.databaseUrl);
    store = new PostgresEventStore(a.databaseUrl, { poolSize: 2 });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await store.close();
    await b.close();
    await a.close();
  });

  it('a client on instance B gets the change and the notification made through instance A', async () => {
    // `batch:changed` is pushed by A's writer on commit and the notification by A's runner (B's copy
    // stands by), so delivery to B's socket proves the fan-out.
    const registryB = b.app.get(ProjectionRegistry);
    const stateOnB = (name: string) => () => {
      const state = registryB.get(name)?.snapshot().state;
      return state === 'starting' ? undefined : state;
    };
    expect(await eventually(stateOnB('notifications'))).toBe('passive');

    const given = await givenBatch(store, 'assigned', { requesterId: 'req-2i', buyerId: 'buyer-2i' });
    const onB = await connectAs(b, a.tokenFor({ id: 'req-2i', accountType: 'r' }));
    const onA = await connectAs(a, a.tokenFor({ id: 'req-2i', accountType: 'r' }));
    sockets.push(onB, onA);
    const inboxB = new Inbox(onB, ['batch:changed', 'notification:new']);
    const inboxA = new Inbox(onA, ['batch:changed', 'notification:new']);

    const accepted = await http(
      a,
      'PUT',
      `/api/batch/requests/accept/${given.batchId}`,
      a.tokenFor({ id: 'buyer-2i', accountType: 'b' }),
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
    const detail = await fetch(`${b.baseUrl}/api/batch/requests/${given.batchId}`, {
      headers: {
        authorization: `Bearer ${a.tokenFor({ id: 'req-2i', accountType: 'r' })}`,
        'x-event-position': String(changeB.position),
      },
    });
    expect(await detail.json()).toMatchObject({ status: 'accepted', stale: false });
  });

  it("a write through instance B is pushed at once to a socket on instance A, with the answer's revision and position", async () => {
    const given = await givenBatch(store, 'assigned', { requesterId: 'req-2j', buyerId: 'buyer-2j' });
    const requesterOnA = await connectAs(a, a.tokenFor({ id: 'req-2j', accountType: 'r' }));
    const staffOnA = await connectAs(a, a.tokenFor({ id: 'staff-2j', accountType: 's' }));
    sockets.push(requesterOnA, staffOnA);
    const inbox = new Inbox(requesterOnA, ['batch:changed']);
    const staffInbox = new Inbox(staffOnA, ['batch:changed']);

    const accepted = await fetch(`${b.baseUrl}/api/batch/requests/accept/${given.batchId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${a.tokenFor({ id: 'buyer-2j', accountType: 'b' })}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(accepted.status).toBe(200);
    const answer = (await accepted.json()) as { revision: number; position: string };

    const expected = {
      batch_id: given.batchId,
      batch_number: given.batchNumber,
      batch_type: 'requests',
      status: 'accepted',
      revision: answer.revision,
      position: answer.position,
    };
    expect(await inbox.waitFor('batch:changed', (d) => d.batch_id === given.batchId)).toEqual(expected);
    expect(await staffInbox.waitFor('batch:changed', (d) => d.batch_id === given.batchId)).toEqual(expected);
  });
});

async function waitActive(registry: ProjectionRegistry, name: string): Promise<void> {
  const runner = registry.get(name);
  if (!runner) throw new Error(`no runner ${name}`);
  if (runner.snapshot().state === 'active') return;
  await new Promise<void>((resolve) => runner.once('active', () => resolve()));
}
