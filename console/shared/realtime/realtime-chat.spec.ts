import type { Socket } from 'socket.io-client';
import { CHAT_DISCONNECTED, createRealtimeClient } from './realtime-client';
import type { RealtimeEvent } from './realtime.types';

type Handler = (...args: unknown[]) => void;

/** A stand-in for the socket.io client object that records emits and answers acks as told. */
function fakeSocket(answer: (event: string, payload: unknown) => unknown) {
  const handlers = new Map<string, Handler[]>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: false,
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    once(event: string, fn: Handler) {
      return socket.on(event, fn);
    },
    off(event: string, fn: Handler) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
      return socket;
    },
    emit(event: string, payload: unknown, ack?: (reply: unknown) => void) {
      emitted.push([event, payload]);
      const reply = answer(event, payload);
      if (ack && reply !== undefined) ack(reply);
      return socket;
    },
    disconnect: jest.fn(),
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  return { socket, emitted };
}

const message = { id: 'm1', sender: 'a', message: 'hi', created_at: '2026-01-01T00:00:00Z', message_type: 'text' };

describe('realtime client: chat', () => {
  it('refuses a send while disconnected instead of queueing it', async () => {
    const { socket, emitted } = fakeSocket(() => ({ ok: true, message }));
    const client = createRealtimeClient(() => socket as unknown as Socket);
    client.setToken('t');
    await expect(client.chatSend({ room: 'r', id: 'm1', message: 'hi', message_type: 'text' })).resolves.toEqual({
      ok: false,
      code: CHAT_DISCONNECTED,
    });
    expect(emitted.filter(([e]) => e === 'chat:send')).toEqual([]);
    socket.fire('connect');
    await expect(client.chatSend({ room: 'r', id: 'm1', message: 'hi', message_type: 'text' })).resolves.toEqual({
      ok: true,
      message,
    });
  });

  it('a drop before the ack marks the send as failed', async () => {
    const { socket } = fakeSocket(() => undefined);
    const client = createRealtimeClient(() => socket as unknown as Socket);
    client.setToken('t');
    socket.fire('connect');
    const pending = client.chatSend({ room: 'r', id: 'm2', message: 'hello', message_type: 'text' });
    socket.fire('disconnect');
    await expect(pending).resolves.toEqual({ ok: false, code: CHAT_DISCONNECTED });
  });

  it('re-joins chat rooms after a reconnect until left, and passes chat:message on', async () => {
    const { socket, emitted } = fakeSocket((event) =>
      event === 'chat:join' ? { ok: true, room: 'r', participants: { a: 'Ann' } } : { ok: true },
    );
    const client = createRealtimeClient(() => socket as unknown as Socket);
    const events: RealtimeEvent[] = [];
    client.subscribe((e) => events.push(e));
    client.setToken('t');
    socket.fire('connect');
    await expect(client.chatJoin('r')).resolves.toEqual({ ok: true, room: 'r', participants: { a: 'Ann' } });
    socket.fire('disconnect');
    socket.fire('connect');
    expect(emitted.filter(([e]) => e === 'chat:join')).toEqual([
      ['chat:join', { room: 'r' }],
      ['chat:join', { room: 'r' }],
    ]);
    socket.fire('chat:message', { room: 'r', message });
    expect(events).toContainEqual({ kind: 'chat', payload: { room: 'r', message } });
    client.chatLeave('r');
    socket.fire('disconnect');
    socket.fire('connect');
    expect(emitted.filter(([e]) => e === 'chat:join')).toHaveLength(2);
    expect(emitted).toContainEqual(['chat:leave', { room: 'r' }]);
  });
});
