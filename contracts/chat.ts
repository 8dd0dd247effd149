/** Chat (src/people/chat): history over HTTP, the live part over Socket.IO (see realtime.ts). */
export interface ChatMessage {
  id: string;
  sender: string;
  sender_name?: string | null;
  message: string;
  created_at: string;
  message_type: string;
}

export interface ChatHistory {
  data: { messages: ChatMessage[]; participants: Record<string, string> };
}

export type ChatJoinAck =
  { ok: true; room: string; participants: Record<string, string> } | { ok: false; code: string };
export type ChatSendAck = { ok: true; message: ChatMessage } | { ok: false; code: string };

/** GET /api/message/?room_name= */
export interface ChatHistoryQuery {
  room_name: string;
}

/**
 * The plain WebSocket chat path `{socket base}/ws/chat/{roomName}/` (spec §7; src/people/chat README).
 * A client sends one frame per message; `author` and `error` are the client's own flags (ignored).
 */
export interface WsChatSentFrame {
  message: {
    id: string;
    author?: boolean;
    account_id?: string;
    message: string;
    message_type: 'text';
    error?: boolean;
  };
}

/** A message of the room as the server sends it over the WebSocket path (the sender's own too). */
export interface WsChatReceivedFrame {
  message: { id: string; sender: string; sender_name: string; message: string; created_at: string };
}

/** A sent frame the server refused (same codes as the Socket.IO `chat:send` ack). */
export interface WsChatErrorFrame {
  error: { id: string | null; code: string };
}

/**
 * The session ended (signed out, signed out everywhere, disabled, deleted, account type changed,
 * idle, expired: the reasons of Socket.IO's `session:ended`); the server then closes with code 4401.
 */
export interface WsChatSessionEndedFrame {
  session_ended: { reason: string };
}

/**
 * GET /api/support/identity: what the customer app starts the support chat widget with (spec §7
 * "a support chat widget is started with account id, first name, e-mail, language and a hash, plus
 * request and order counts"). `hash` is HMAC-SHA256 of `account_id` with the server's
 * SUPPORT_CHAT_SECRET, hex; the app adds its language and sends it all as `support:start`.
 */
export interface SupportIdentity {
  account_id: string;
  first_name: string;
  email: string;
  language: string;
  hash: string;
  request_count: number;
  order_count: number;
}

/** Socket.IO `support:start` payload: the identity above, the language being the app's current one. */
export type SupportStartPayload = SupportIdentity;

/** `support:start` ack; refused with SUPPORT_IDENTITY_INVALID (wrong hash or another account's id). */
export type SupportStartAck = { ok: true; room: string } | { ok: false; code: string };

/**
 * The plain WebSocket path's equivalent of `support:start`, sent on a connection to the account's
 * own support room `/ws/chat/{accountId}_CS/`: answered `{ support_started: { room } }`, or an error
 * frame `{ error: { id: null, code: 'SUPPORT_IDENTITY_INVALID' } }`.
 */
export interface WsChatSupportStartFrame {
  support_start: SupportStartPayload;
}

/** The ws answer to a verified `support_start` (the identity is recorded for staff). */
export interface WsChatSupportStartedFrame {
  support_started: { room: string };
}

/** GET /api/admin/support/rooms/{room}/identity: the identity the widget last started with, checked. */
export interface SupportRoomIdentity {
  room: string;
  identity: (Omit<SupportIdentity, 'hash'> & { started_at: string }) | null;
}
