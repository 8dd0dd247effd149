import type { NotificationItem } from '@shared/api/notifications.api';
import type { ChatMessage } from '@shared/api/orders.types';

/** Server → client `batch:changed` (src/platform/realtime README). */
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

/** Server → room `chat:message` (src/people/chat README). */
export interface ChatMessageEvent {
  room: string;
  message: ChatMessage;
}

/** Server → `staff` room `support:message`: a customer wrote in a support room (the console's inbox). */
export interface SupportMessageEvent {
  room: string;
  account_id: string;
  message: ChatMessage;
  /** The room's unread count after this message. */
  unread: number;
}

export type RealtimeEvent =
  | { kind: 'batch'; change: BatchChanged }
  | { kind: 'chat'; payload: ChatMessageEvent }
  | { kind: 'support'; payload: SupportMessageEvent }
  | { kind: 'notification'; payload: NotificationNew }
  /** Every time the socket (re)connects, the first time included. */
  | { kind: 'connected' }
  /** Emitted after a reconnect: whatever a screen shows may have missed events, so it refetches. */
  | { kind: 'resync' };
