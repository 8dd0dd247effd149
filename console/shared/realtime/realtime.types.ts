import type { BatchChanged, ChatMessageEvent, NotificationNew, SupportMessageEvent } from '@contracts/realtime';

export type { BatchChanged, ChatMessageEvent, NotificationNew, SupportMessageEvent } from '@contracts/realtime';

export type RealtimeEvent =
  | { kind: 'batch'; change: BatchChanged }
  | { kind: 'chat'; payload: ChatMessageEvent }
  | { kind: 'support'; payload: SupportMessageEvent }
  | { kind: 'notification'; payload: NotificationNew }
  /** Every time the socket (re)connects, the first time included. */
  | { kind: 'connected' }
  /** The socket dropped (Socket.IO reconnects by itself; `connected` + `resync` follow). */
  | { kind: 'disconnected' }
  /** Emitted after a reconnect: whatever a screen shows may have missed events, so it refetches. */
  | { kind: 'resync' };
