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
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  return { socket, emitted };
}

describe('realtime client', () => {
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
    expect(events).toEqual([]);

    socket.fire('batch:changed', { batch_id: 'b1', position: '7' });
    expect(events).toEqual([{ kind: 'batch', change: { batch_id: 'b1', position: '7' } }]);

    socket.fire('connect');
    expect(emitted.filter(([e]) => e === 'batch:watch')).toHaveLength(2);
    expect(events[events.length - 1]).toEqual({ kind: 'resync' });

    unwatch();
    expect(emitted[emitted.length - 1]).toEqual(['batch:unwatch', { batch_id: 'b1' }]);
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
});
