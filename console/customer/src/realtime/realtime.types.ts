import type { NotificationItem } from '@shared/api/notifications.api';
import type { ChatMessage } from '@shared/api/orders.types';

/** Server → client `batch:changed` (common.md Socket.IO contract). */
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

/** Server → room `chat:message` (common2.md chat contract). */
export interface ChatMessageEvent {
  room: string;
  message: ChatMessage;
}

export type RealtimeEvent =
  | { kind: 'batch'; change: BatchChanged }
  | { kind: 'chat'; payload: ChatMessageEvent }
  | { kind: 'notification'; payload: NotificationNew }
  /** Emitted after a reconnect: whatever a screen shows may have missed events, so it refetches. */
  | { kind: 'resync' };
