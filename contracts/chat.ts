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
