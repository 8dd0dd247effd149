import type {
  BatchChanged,
  ChatMessageEvent,
  NotificationNew,
  SessionEnded,
  SupportMessageEvent,
} from '@contracts/realtime';
import type { ShipmentChanged, ShipmentMoveProgress } from '@contracts/shipments';

export type { BatchChanged, ChatMessageEvent, NotificationNew, SupportMessageEvent } from '@contracts/realtime';

export type RealtimeEvent =
  | { kind: 'batch'; change: BatchChanged }
  | { kind: 'chat'; payload: ChatMessageEvent }
  | { kind: 'support'; payload: SupportMessageEvent }
  | { kind: 'notification'; payload: NotificationNew }
  /** Staff room only: a shipment changed (console Shipments resource). */
  | { kind: 'shipment'; change: ShipmentChanged }
  /** Staff room only: the process moving a shipment's orders advanced. */
  | { kind: 'shipmentMoves'; progress: ShipmentMoveProgress }
  /** Every time the socket (re)connects, the first time included. */
  | { kind: 'connected' }
  /** The socket dropped (Socket.IO reconnects by itself; `connected` + `resync` follow). */
  | { kind: 'disconnected' }
  /**
   * The server ended this socket's session (signed out elsewhere, disabled, idle…) and disconnected
   * it: the app signs out as it does on an HTTP 401, without waiting for its next call.
   */
  | { kind: 'sessionEnded'; reason: SessionEnded['reason'] }
  /** Emitted after a reconnect: whatever a screen shows may have missed events, so it refetches. */
  | { kind: 'resync' };
