/**
 * Socket.IO payloads (src/platform/realtime/README.md, src/people/chat/README.md), by event name.
 * Clients connect same-origin with `auth: { token }`; a refused handshake is a `connect_error`
 * whose message is `AUTH_INVALID_TOKEN`.
 */
import type { ChatJoinAck, ChatMessage, ChatSendAck, SupportStartAck, SupportStartPayload } from './chat';
import type { NotificationItem } from './notifications';
import type { BatchArrivalEvent } from './batch/arrival';
import type { ShipmentChanged, ShipmentMoveProgress } from './shipments';

/** Server → client `batch:changed`. */
export interface BatchChanged {
  batch_id: string;
  batch_number: string;
  batch_type: 'requests' | 'orders';
  status: string;
  revision: number;
  /** Event store position: refetch with X-Event-Position so the read model includes this change. */
  position: string;
}

/** Server → client `notification:new`. */
export interface NotificationNew {
  notification: NotificationItem;
  unread_count: number;
}

/** Server → room `chat:message`. */
export interface ChatMessageEvent {
  room: string;
  message: ChatMessage;
}

/** Server → `staff` `support:message`: every message in a support room. */
export interface SupportMessageEvent {
  room: string;
  account_id: string;
  message: ChatMessage;
  unread: number;
}

/** Client → server `batch:watch` / `batch:unwatch`. */
export interface BatchWatchRequest {
  batch_id: string;
}

export type BatchWatchAck = { ok: true } | { ok: false; code: string };

/** Client → server `chat:join` / `chat:leave`. */
export interface ChatRoomRequest {
  room: string;
}

/** Client → server `chat:send`. */
export interface ChatSendRequest {
  room: string;
  /** The client's id for the message: a resend with the same id is stored once. */
  id: string;
  message: string;
  message_type: 'text';
}

export type ChatLeaveAck = { ok: true } | { ok: false; code: string };

/**
 * `session:ended`: the socket's session stopped being valid (signed out, signed out everywhere,
 * disabled, deleted, account type changed, idle, expired); the server disconnects right after.
 */
export interface SessionEnded {
  reason: string;
}

/** `server:draining`: the server is stopping and closes every socket; reconnect after the hint. */
export interface ServerDraining {
  reconnect_after_ms: number;
}

/** Every event the server pushes, by name. */
export interface ServerToClientEvents {
  'batch:changed': (payload: BatchChanged) => void;
  /** An arrival step (check-in, review, dispute, quote revision) committed; sent with `batch:changed`. */
  'batch:arrival': (payload: BatchArrivalEvent) => void;
  'notification:new': (payload: NotificationNew) => void;
  'chat:message': (payload: ChatMessageEvent) => void;
  'support:message': (payload: SupportMessageEvent) => void;
  /** Room `staff`: a shipment changed; its moves' progress (throttled per shipment). */
  'shipment:changed': (payload: ShipmentChanged) => void;
  'shipment:moves': (payload: ShipmentMoveProgress) => void;
  'session:ended': (payload: SessionEnded) => void;
  'server:draining': (payload: ServerDraining) => void;
}

/** Every event a client sends, by name, with its acknowledgement. */
export interface ClientToServerEvents {
  'batch:watch': (payload: BatchWatchRequest, ack: (answer: BatchWatchAck) => void) => void;
  'batch:unwatch': (payload: BatchWatchRequest, ack: (answer: BatchWatchAck) => void) => void;
  'chat:join': (payload: ChatRoomRequest, ack: (answer: ChatJoinAck) => void) => void;
  'chat:leave': (payload: ChatRoomRequest, ack: (answer: ChatLeaveAck) => void) => void;
  'chat:send': (payload: ChatSendRequest, ack: (answer: ChatSendAck) => void) => void;
  'support:start': (payload: SupportStartPayload, ack: (answer: SupportStartAck) => void) => void;
}

/**
 * Every Socket.IO event by name with the contract type of its payload (and of a client event's
 * acknowledgement): the OpenAPI document lists them as `x-socket-events`. `satisfies` keeps this list
 * and the two interfaces above the same, both ways.
 */
export const SOCKET_EVENTS = {
  server: {
    'batch:changed': 'BatchChanged',
    'batch:arrival': 'BatchArrivalEvent',
    'notification:new': 'NotificationNew',
    'chat:message': 'ChatMessageEvent',
    'support:message': 'SupportMessageEvent',
    'shipment:changed': 'ShipmentChanged',
    'shipment:moves': 'ShipmentMoveProgress',
    'session:ended': 'SessionEnded',
    'server:draining': 'ServerDraining',
  } satisfies Record<keyof ServerToClientEvents, string>,
  client: {
    'batch:watch': { payload: 'BatchWatchRequest', ack: 'BatchWatchAck' },
    'batch:unwatch': { payload: 'BatchWatchRequest', ack: 'BatchWatchAck' },
    'chat:join': { payload: 'ChatRoomRequest', ack: 'ChatJoinAck' },
    'chat:leave': { payload: 'ChatRoomRequest', ack: 'ChatLeaveAck' },
    'chat:send': { payload: 'ChatSendRequest', ack: 'ChatSendAck' },
    'support:start': { payload: 'SupportStartPayload', ack: 'SupportStartAck' },
  } satisfies Record<keyof ClientToServerEvents, { payload: string; ack: string }>,
} as const;
