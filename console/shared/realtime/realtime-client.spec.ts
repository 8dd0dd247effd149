import type { Socket } from 'socket.io-client';
import { createRealtimeClient } from './realtime-client';
import type { RealtimeEvent } from './realtime.types';

/**
 * A stand-in for the socket.io client object (the server side is covered with the real
 * socket.io-client in the browser test): it records emits and lets the test fire server events.
 */
function fakeSocket() {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: false,
    on(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    emit(event: string, payload: unknown) {
      emitted.push([event, payload]);
      return socket;
    },
    disconnect: jest.fn(),
    connect: jest.fn(),
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  return { socket, emitted };
}

/** A client signed in with a token, connected, and the events it told the app so far. */
function connectedClient() {
  const { socket } = fakeSocket();
  const client = createRealtimeClient(() => socket as unknown as Socket);
  const events: RealtimeEvent[] = [];
  client.subscribe((e) => events.push(e));
  client.setToken('t1');
  socket.fire('connect');
  return { socket, client, events };
}

// The one client of both web apps: the customer app's screens and the operator console use it alike.
describe('realtime client', () => {
  it('tells the app when the server ends the session, with its reason', () => {
    const { socket, events } = connectedClient();
    socket.fire('session:ended', { reason: 'disabled' });
    expect(events).toEqual([{ kind: 'connected' }, { kind: 'sessionEnded', reason: 'disabled' }]);
  });

  it('tells each batch revision once: a repeated or older batch:changed is dropped', () => {
    const { socket, events } = connectedClient();
    const change = (batchId: string, revision: number) => ({
      batch_id: batchId,
      batch_number: 'N1',
      batch_type: 'requests',
      status: 'accepted',
      revision,
      position: String(revision),
    });
    socket.fire('batch:changed', change('b1', 3));
    socket.fire('batch:changed', change('b1', 3));
    socket.fire('batch:changed', change('b1', 2));
    socket.fire('batch:changed', change('b2', 0));
    socket.fire('batch:changed', change('b1', 4));
    const told = events.flatMap((e) => (e.kind === 'batch' ? [[e.change.batch_id, e.change.revision]] : []));
    expect(told).toEqual([
      ['b1', 3],
      ['b2', 0],
      ['b1', 4],
    ]);
  });

  it('connects with the token, re-joins watched batches on reconnect and asks screens to resync', () => {
    const { socket, emitted } = fakeSocket();
    const tokens: string[] = [];
    const client = createRealtimeClient((token) => {
      tokens.push(token);
      return socket as unknown as Socket;
    });
    const events: RealtimeEvent[] = [];
    client.subscribe((e) => events.push(e));
    client.setToken('t1');
    expect(tokens).toEqual(['t1']);
    const unwatch = client.watch('b1');
    socket.fire('connect');
    expect(emitted).toEqual([['batch:watch', { batch_id: 'b1' }]]);
    // The first connect is no resync: nothing was missed yet.
    expect(events).toEqual([{ kind: 'connected' }]);

    socket.fire('batch:changed', { batch_id: 'b1', position: '7' });
    expect(events.slice(1)).toEqual([{ kind: 'batch', change: { batch_id: 'b1', position: '7' } }]);

    socket.fire('connect');
    expect(emitted.filter(([e]) => e === 'batch:watch')).toHaveLength(2);
    expect(events.slice(2)).toEqual([{ kind: 'connected' }, { kind: 'resync' }]);

    unwatch();
    expect(emitted[emitted.length - 1]).toEqual(['batch:unwatch', { batch_id: 'b1' }]);
  });

  it('reconnects after the wait a draining server asks for', () => {
    jest.useFakeTimers();
    try {
      const { socket } = fakeSocket();
      const client = createRealtimeClient(() => socket as unknown as Socket);
      client.setToken('t');
      socket.fire('server:draining', { reconnect_after_ms: 5000 });
      jest.advanceTimersByTime(4999);
      expect(socket.connect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops retrying a refused token and disconnects when the session ends', () => {
    const { socket } = fakeSocket();
    const client = createRealtimeClient(() => socket as unknown as Socket);
    client.setToken('expired');
    socket.fire('connect_error', new Error('AUTH_INVALID_TOKEN'));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    client.setToken(undefined);
    expect(socket.disconnect).toHaveBeenCalledTimes(2);
  });

  it('passes on the pushes both apps listen to, and stops passing them to a listener that unsubscribed', () => {
    const { socket } = fakeSocket();
    const client = createRealtimeClient(() => socket as unknown as Socket);
    const events: RealtimeEvent[] = [];
    const unsubscribe = client.subscribe((e) => events.push(e));
    client.setToken('staff-token');
    socket.fire('connect');
    const message = {
      id: 'm1',
      sender: 'a1',
      message: 'Where is my order?',
      created_at: '2026-01-01T00:00:00Z',
      message_type: 'text',
    };
    const notification = {
      notification: {
        id: 'n1',
        is_read: false,
        tag: 'accepted',
        metadata: {},
        created_at: '2026-01-01T00:00:00Z',
        content: {},
      },
      unread_count: 1,
    };
    socket.fire('notification:new', notification);
    socket.fire('support:message', { room: 'a1_CS', account_id: 'a1', message, unread: 2 });
    socket.fire('chat:message', { room: 'a1_CS', message });
    expect(events.slice(1)).toEqual([
      { kind: 'notification', payload: notification },
      { kind: 'support', payload: { room: 'a1_CS', account_id: 'a1', message, unread: 2 } },
      { kind: 'chat', payload: { room: 'a1_CS', message } },
    ]);
    unsubscribe();
    socket.fire('batch:changed', { batch_id: 'b1', position: '8' });
    expect(events).toHaveLength(4);
  });

  it("tells the console's Shipments screens of a shipment's change and of its orders' move progress", () => {
    const { socket, events } = connectedClient();
    const change = { shipment_id: 's1', status: 'departed', revision: 4, position: '120' };
    const progress = {
      shipment_id: 's1',
      event_type: 'ShipmentDeparted',
      target_stage: 'oversea_shipping',
      total: 3,
      moved: 1,
      pending: 2,
      failed: [],
      done: false,
    };
    socket.fire('shipment:changed', change);
    socket.fire('shipment:moves', progress);
    expect(events.slice(1)).toEqual([
      { kind: 'shipment', change },
      { kind: 'shipmentMoves', progress },
    ]);
  });

  it('keeps one socket per session token: the same token is a no-op, another one reconnects with it', () => {
    const sockets = [fakeSocket().socket, fakeSocket().socket];
    const tokens: string[] = [];
    const client = createRealtimeClient((token) => {
      tokens.push(token);
      return sockets[tokens.length - 1] as unknown as Socket;
    });
    client.setToken('t1');
    client.setToken('t1');
    expect(tokens).toEqual(['t1']);
    client.setToken('t2');
    expect(tokens).toEqual(['t1', 't2']);
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
    sockets[1].fire('connect');
    expect(client.connected()).toBe(true);
  });
});
