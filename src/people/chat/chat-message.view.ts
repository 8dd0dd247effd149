import type { ChatMessage } from '@contracts/chat';

/** A stored chat message as every client sees it (contract: history, ack and `chat:message`). */
export interface ChatMessageView extends ChatMessage {
  id: string;
  sender: string;
  sender_name: string;
  message: string;
  created_at: string;
  message_type: string;
}

export interface ChatMessageRow {
  id: string;
  seq: string;
  room: string;
  sender_id: string;
  sender_name: string;
  message: string;
  message_type: string;
  created_at: Date;
}

export const MESSAGE_COLUMNS = 'id, seq::text AS seq, room, sender_id, sender_name, message, message_type, created_at';

export function toMessageView(row: ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    sender: row.sender_id,
    sender_name: row.sender_name,
    message: row.message,
    created_at: row.created_at.toISOString(),
    message_type: row.message_type,
  };
}
