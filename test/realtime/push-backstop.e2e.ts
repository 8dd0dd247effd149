import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { RealtimePublisher } from '../../src/platform/realtime/realtime-publisher';
import { connectAs, eventually, givenBatch, Inbox, requestChanged, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('A push for every acknowledged write: the backstop of the log-following instance', () => {
  // Instance A started first and holds every projection group's lock, the backstop's too.
  const world = useAppWorld({ second: { afterProjection: 'batch-push-backstop' } });

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
    expect(
      await eventually(() => registryB.get('batch-push-backstop')?.snapshot().state === 'passive' || undefined),
    ).toBe(true);
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-bs', buyerId: 'buyer-bs' });
    const requesterOnA = await connectAs(world.app, world.app.tokenFor({ id: 'req-bs', accountType: 'r' }));
    world.sockets.push(requesterOnA);
    const inbox = new Inbox(requesterOnA, ['batch:changed']);

    // B commits the accept and acknowledges it, but its push never leaves (as if killed right after the commit).
    const dropped = jest.spyOn(world.second.app.get(RealtimePublisher), 'publish').mockImplementation(() => undefined);
    const answer = await accept(given.batchId, 'buyer-bs');
    expect(dropped).toHaveBeenCalledTimes(1);

    const change = await inbox.waitFor(
      'batch:changed',
      (d) => d.batch_id === given.batchId && d.revision === answer.revision,
    );
    expect(change).toEqual(requestChanged(given, 'accepted', answer));
    dropped.mockRestore();
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
    const dropped = jest.spyOn(world.second.app.get(RealtimePublisher), 'publish').mockImplementation(() => undefined);
    const answer = await accept(second.batchId, 'buyer-bt');
    await inbox.waitFor('batch:changed', (d) => d.batch_id === second.batchId && d.revision === answer.revision);
    dropped.mockRestore();
    expect(
      inbox.of('batch:changed').filter((d) => d.revision === firstChange.revision && d.batch_id === first.batchId),
    ).toHaveLength(1);
  });
});
