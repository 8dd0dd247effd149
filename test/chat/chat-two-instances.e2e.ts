import { randomUUID } from 'node:crypto';
import { connectAs, emitWithAck, givenAccount, givenOrderRoom, http, Inbox, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Ack = { ok: boolean; code?: string; message?: { id: string } };

describe('Chat across two server instances on one database', () => {
  const world = useAppWorld({ second: {} });

  it('a message sent through instance A reaches the party connected to instance B, and back', async () => {
    const requester = (await givenAccount(world.app, { firstName: 'Rita', lastName: 'Requester', accountType: 'r' }))
      .id;
    const buyer = (await givenAccount(world.app, { firstName: 'Bob', lastName: 'Buyer', accountType: 'b' })).id;
    const staff = (await givenAccount(world.app, { firstName: 'Sam', lastName: 'Support', accountType: 's' })).id;
    const room = await givenOrderRoom(world, requester, buyer);

    const onA = await connectAs(world.app, world.app.tokenFor({ id: requester, accountType: 'r' }));
    const onB = await connectAs(world.second, world.app.tokenFor({ id: buyer, accountType: 'b' }));
    const staffOnB = await connectAs(world.second, world.app.tokenFor({ id: staff, accountType: 's' }));
    world.sockets.push(onA, onB, staffOnB);
    const inboxA = new Inbox(onA, ['chat:message']);
    const inboxB = new Inbox(onB, ['chat:message']);
    const staffInbox = new Inbox(staffOnB, ['support:message']);
    expect((await emitWithAck<Ack>(onA, 'chat:join', { room })).ok).toBe(true);
    expect((await emitWithAck<Ack>(onB, 'chat:join', { room })).ok).toBe(true);

    const fromA = await emitWithAck<Ack>(onA, 'chat:send', {
      room,
      id: randomUUID(),
      message: 'Hello from A',
      message_type: 'text',
    });
    const gotB = await inboxB.waitFor('chat:message', (d) => (d.message as { id: string }).id === fromA.message?.id);
    expect(gotB.message).toMatchObject({ message: 'Hello from A', sender: requester, sender_name: 'Rita Requester' });

    const fromB = await emitWithAck<Ack>(onB, 'chat:send', {
      room,
      id: randomUUID(),
      message: 'Hello from B',
      message_type: 'text',
    });
    await inboxA.waitFor('chat:message', (d) => (d.message as { id: string }).id === fromB.message?.id);
    // One copy per socket: A's own message came back to A once, not once per instance.
    expect(
      inboxA.of('chat:message').filter((d) => (d.message as { id: string }).id === fromA.message?.id),
    ).toHaveLength(1);

    // A support message written on A shows up live for staff connected to B.
    const support = await emitWithAck<Ack>(onA, 'chat:send', {
      room: `${requester}_CS`,
      id: randomUUID(),
      message: 'Help please',
      message_type: 'text',
    });
    expect(support.ok).toBe(true);
    expect(await staffInbox.waitFor('support:message', (d) => d.room === `${requester}_CS`)).toMatchObject({
      account_id: requester,
      unread: 1,
    });

    // Both instances answer the same history.
    const history = await http<{ data: { messages: { message: string }[] } }>(
      { ...world.app, baseUrl: world.second.baseUrl },
      'GET',
      `/api/message/?room_name=${room}`,
      world.app.tokenFor({ id: buyer, accountType: 'b' }),
    );
    expect(history.body.data.messages.map((m) => m.message)).toEqual(['Hello from A', 'Hello from B']);
  });
});
