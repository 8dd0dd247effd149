import type { Socket } from 'socket.io-client';
import type { ShipmentChanged, ShipmentMoveProgress } from '@contracts/shipments';
import type { ChatJoinAck, ChatSendAck, SupportStartAck, SupportStartPayload } from '@contracts/chat';
import type {
  BatchChanged,
  ChatMessageEvent,
  NotificationNew,
  RealtimeEvent,
  SupportMessageEvent,
} from './realtime.types';

/** What `chat:send` carries (common2.md); `id` is the client's uuid, so a resend is idempotent. */
export interface ChatSendPayload {
  room: string;
  id: string;
  message: string;
  message_type: 'text';
}

/** The client-side refusal when the socket is down: the message is kept and marked as an error. */
export const CHAT_DISCONNECTED = 'CHAT_DISCONNECTED';

type Listener = (event: RealtimeEvent) => void;

export interface RealtimeClient {
  /** (Re)connects with this session token; undefined disconnects. */
  setToken(token: string | undefined): void;
  subscribe(listener: Listener): () => void;
  /** Joins the `batch:{id}` room while a detail page shows it; the count keeps nested watchers safe. */
  watch(batchId: string): () => void;
  connected(): boolean;
  /** Joins a chat room (re-joined on every reconnect until `chatLeave`). */
  chatJoin(room: string): Promise<ChatJoinAck>;
  chatLeave(room: string): void;
  /** Sends at once or answers CHAT_DISCONNECTED: a message is never queued behind the user's back. */
  chatSend(payload: ChatSendPayload): Promise<ChatSendAck>;
  /** Starts the support widget with its identity (spec §7); CHAT_DISCONNECTED while the socket is down. */
  supportStart(payload: SupportStartPayload): Promise<SupportStartAck>;
}

/**
 * The one Socket.IO client of both web apps (DESIGN §7): the customer app and the operator console
 * each make one. Connects same-origin with the session token; screens listen through hooks
 * (`realtime-hooks.ts`). A reconnect re-joins the watched batches and chat rooms and emits `resync`,
 * because events sent while the connection was down are not replayed.
 */
export function createRealtimeClient(
  connect: (token: string) => Socket | Promise<Socket> = defaultConnect,
): RealtimeClient {
  let socket: Socket | undefined;
  let token: string | undefined;
  const listeners = new Set<Listener>();
  const watched = new Map<string, number>();
  const chatRooms = new Set<string>();
  // The last revision told per batch: the server's backstop may send again a push that was only
  // slow (src/batch/write/batch-push-backstop.ts), and an older revision tells nothing new.
  const seenRevisions = new Map<string, number>();
  const emit = (event: RealtimeEvent) => listeners.forEach((l) => l(event));

  function join(batchId: string) {
    socket?.emit('batch:watch', { batch_id: batchId }, () => undefined);
  }

  function open(nextToken: string) {
    const made = connect(nextToken);
    if (!(made instanceof Promise)) return wire(made);
    made.then(
      (s) => {
        // Signed out or switched account while the client code was downloading.
        if (token !== nextToken) s.disconnect();
        else wire(s);
      },
      () => undefined,
    );
  }

  function wire(s: Socket) {
    let everConnected = false;
    s.on('connect', () => {
      for (const id of watched.keys()) join(id);
      for (const room of chatRooms) s.emit('chat:join', { room }, () => undefined);
      emit({ kind: 'connected' });
      if (everConnected) emit({ kind: 'resync' });
      everConnected = true;
    });
    // The support widget restarts itself after a drop (spec §9: 2,000 ms).
    s.on('disconnect', () => emit({ kind: 'disconnected' }));
    s.on('batch:changed', (change: BatchChanged) => {
      if ((seenRevisions.get(change.batch_id) ?? -1) >= change.revision) return;
      seenRevisions.set(change.batch_id, change.revision);
      emit({ kind: 'batch', change });
    });
    s.on('notification:new', (payload: NotificationNew) => emit({ kind: 'notification', payload }));
    s.on('chat:message', (payload: ChatMessageEvent) => emit({ kind: 'chat', payload }));
    // Only the `staff` room gets these (the console's support inbox).
    s.on('support:message', (payload: SupportMessageEvent) => emit({ kind: 'support', payload }));
    s.on('shipment:changed', (change: ShipmentChanged) => emit({ kind: 'shipment', change }));
    s.on('shipment:moves', (progress: ShipmentMoveProgress) => emit({ kind: 'shipmentMoves', progress }));
    s.on('session:ended', (ended: { reason?: string }) => {
      emit({ kind: 'sessionEnded', reason: String(ended?.reason ?? '') });
    });
    // An expired token will not get better by retrying; the HTTP 401 path signs the user out.
    s.on('connect_error', (err: Error) => {
      if (err.message === 'AUTH_INVALID_TOKEN') s.disconnect();
    });
    // The server stops (graceful drain): it closes the socket and says when to come back, to it or another instance.
    s.on('server:draining', (hint: { reconnect_after_ms?: number }) => {
      const wait = Math.min(Math.max(Number(hint?.reconnect_after_ms) || 5000, 1000), 60_000);
      setTimeout(() => {
        if (socket === s && !s.connected) s.connect();
      }, wait);
    });
    socket = s;
  }

  return {
    setToken(next) {
      if (next === token) return;
      token = next;
      socket?.disconnect();
      socket = undefined;
      if (next) open(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(batchId) {
      const n = watched.get(batchId) ?? 0;
      watched.set(batchId, n + 1);
      if (n === 0 && socket?.connected) join(batchId);
      return () => {
        const left = (watched.get(batchId) ?? 1) - 1;
        if (left > 0) return void watched.set(batchId, left);
        watched.delete(batchId);
        socket?.emit('batch:unwatch', { batch_id: batchId });
      };
    },
    connected: () => socket?.connected ?? false,
    chatJoin(room) {
      chatRooms.add(room);
      const s = socket;
      if (!s?.connected) return Promise.resolve({ ok: false, code: CHAT_DISCONNECTED });
      return new Promise((resolve) => s.emit('chat:join', { room }, (ack: ChatJoinAck) => resolve(ack)));
    },
    chatLeave(room) {
      chatRooms.delete(room);
      if (socket?.connected) socket.emit('chat:leave', { room }, () => undefined);
    },
    chatSend(payload) {
      const s = socket;
      if (!s?.connected) return Promise.resolve({ ok: false, code: CHAT_DISCONNECTED });
      return new Promise((resolve) => {
        // A drop before the answer arrives also counts as not sent: the ack would never come.
        const dropped = () => resolve({ ok: false, code: CHAT_DISCONNECTED });
        s.once('disconnect', dropped);
        s.emit('chat:send', payload, (ack: ChatSendAck) => {
          s.off('disconnect', dropped);
          resolve(ack);
        });
      });
    },
    supportStart(payload) {
      const s = socket;
      if (!s?.connected) return Promise.resolve({ ok: false, code: CHAT_DISCONNECTED });
      return new Promise((resolve) => {
        const dropped = () => resolve({ ok: false, code: CHAT_DISCONNECTED });
        s.once('disconnect', dropped);
        s.emit('support:start', payload, (ack: SupportStartAck) => {
          s.off('disconnect', dropped);
          resolve(ack);
        });
      });
    },
  };
}

/** socket.io-client is its own chunk, fetched once someone signs in (a guest never needs it). */
async function defaultConnect(token: string): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
}

/** Connects to the configured socket host (spec §7 "socket host", split deployments); none = same origin. */
export function connectTo(socketHost: string | null | undefined): (token: string) => Promise<Socket> {
  if (!socketHost) return defaultConnect;
  const origin = socketHost.replace(/^ws(s?):/, 'http$1:').replace(/\/+$/, '');
  return async (token) => {
    const { io } = await import('socket.io-client');
    return io(origin, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  };
}
