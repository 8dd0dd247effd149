import type { BatchChanged, ChatMessageEvent, NotificationNew } from '@contracts/realtime';

export type { BatchChanged, ChatMessageEvent, NotificationNew } from '@contracts/realtime';

export type RealtimeEvent =
  | { kind: 'batch'; change: BatchChanged }
  | { kind: 'chat'; payload: ChatMessageEvent }
  | { kind: 'notification'; payload: NotificationNew }
  /** Emitted after a reconnect: whatever a screen shows may have missed events, so it refetches. */
  | { kind: 'resync' };
