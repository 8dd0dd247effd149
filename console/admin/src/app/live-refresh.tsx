import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { io, type Socket } from 'socket.io-client';
import { onSessionChange, readSession } from './session';

type Listener = () => void;
const listeners = new Set<Listener>();
let socket: Socket | undefined;
let token: string | undefined;

/**
 * The console's one socket (src/platform/realtime: staff and auditors are in the `staff` room, which gets
 * every `batch:changed`). Any change refreshes whatever lists and pages are open; a reconnect
 * refreshes too, because pushes missed while disconnected are not replayed.
 */
function connect(next: string | undefined): void {
  if (next === token) return;
  token = next;
  socket?.disconnect();
  socket = undefined;
  if (!next) return;
  const s = io({ path: '/socket.io', auth: { token: next }, transports: ['websocket'] });
  let connectedBefore = false;
  s.on('connect', () => {
    if (connectedBefore) listeners.forEach((l) => l());
    connectedBefore = true;
  });
  s.on('batch:changed', () => listeners.forEach((l) => l()));
  // Feature handlers (support inbox, chat) follow the socket across sign-ins and reconnects.
  for (const [event, handlers] of socketHandlers) s.on(event, (payload: unknown) => handlers.forEach((h) => h(payload)));
  s.on('connect_error', (err: Error) => {
    if (err.message === 'AUTH_INVALID_TOKEN') s.disconnect();
  });
  socket = s;
}

type SocketHandler = (payload: unknown) => void;
const socketHandlers = new Map<string, Set<SocketHandler>>();

/** Listens to one server push on the console's socket (now and after a re-connect with a new session). */
export function useSocketEvent(event: string, handler: SocketHandler): void {
  useEffect(() => {
    let set = socketHandlers.get(event);
    if (!set) {
      set = new Set();
      socketHandlers.set(event, set);
      const fresh = set;
      socket?.on(event, (payload: unknown) => fresh.forEach((h) => h(payload)));
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }, [event, handler]);
}

/** Emits on the console's socket and resolves with the server's ack (`{ ok: false, code }` when not connected). */
export function socketRequest<T extends { ok: boolean; code?: string }>(event: string, payload: unknown): Promise<T> {
  const s = socket;
  if (!s) return Promise.resolve({ ok: false, code: 'ER-0003' } as T);
  return new Promise<T>((resolve) => s.emit(event, payload, (ack: T) => resolve(ack)));
}

/** Mounted once in the layout: keeps the socket on the signed-in session and refreshes on changes. */
export function LiveRefresh(): null {
  const refresh = useRefresh();
  useEffect(() => {
    connect(readSession()?.token);
    const stopSession = onSessionChange((session) => connect(session?.token));
    listeners.add(refresh);
    return () => {
      stopSession();
      listeners.delete(refresh);
    };
  }, [refresh]);
  return null;
}

/** For screens that hold their own state (the history page): called on every batch change. */
export function useBatchChanges(listener: Listener): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
