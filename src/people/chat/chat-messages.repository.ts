import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NOTIFY_SQL, notifyParameters, STAFF_ROOM } from '../../platform/realtime/realtime-channel';
import { chatSocketRoom, type ChatRoom } from './chat-room';
import { MESSAGE_COLUMNS, toMessageView, type ChatMessageRow, type ChatMessageView } from './chat-message.view';

export const HISTORY_LIMIT = 200;

export interface NewChatMessage {
  id: string;
  room: ChatRoom;
  senderId: string;
  senderName: string;
  message: string;
  messageType: string;
}

export type SaveResult =
  | { kind: 'saved'; message: ChatMessageView }
  | { kind: 'duplicate'; message: ChatMessageView }
  /** The id is taken by another sender, room or text: a client bug or a guess, never someone else's message. */
  | { kind: 'conflict' }
  | { kind: 'too_large' };

/** Unread support messages: from the account, after the support team's last read mark. */
export const UNREAD_SQL = (roomParam: string, accountParam: string) => `
  (SELECT count(*)::int FROM chat_messages m
    WHERE m.room = ${roomParam} AND m.sender_id = ${accountParam}
      AND m.seq > COALESCE((SELECT r.last_read_seq FROM chat_support_reads r WHERE r.room = ${roomParam}), 0))`;

/**
 * Messages and their live delivery. The row and its NOTIFY commit together: every instance
 * emits `chat:message` after commit (src/platform/realtime fan-out), and a refused or failed insert pushes nothing.
 */
@Injectable()
export class ChatMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async save(input: NewChatMessage): Promise<SaveResult> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        const inserted: ChatMessageRow[] = await tx.query(
          `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
          [input.id, input.room.name, input.senderId, input.senderName, input.message, input.messageType],
        );
        if (inserted.length === 0) return this.existing(tx, input);
        const message = toMessageView(inserted[0]);
        await tx.query(
          NOTIFY_SQL,
          notifyParameters({
            rooms: [chatSocketRoom(input.room.name)],
            event: 'chat:message',
            data: { room: input.room.name, message: { ...message } },
          }),
        );
        if (input.room.kind === 'support') await this.notifyStaff(tx, input.room, message);
        return { kind: 'saved', message };
      });
    } catch (error) {
      if (error instanceof Error && error.message.includes('too large for NOTIFY')) return { kind: 'too_large' };
      throw error;
    }
  }

  async history(room: string): Promise<ChatMessageView[]> {
    const rows: ChatMessageRow[] = await this.dataSource.query(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room = $1 ORDER BY seq DESC LIMIT $2) last ORDER BY seq::bigint ASC`,
      [room, HISTORY_LIMIT],
    );
    return rows.map(toMessageView);
  }

  /** Everyone who wrote in the room (support rooms show the staff who answered). */
  async senders(room: string): Promise<string[]> {
    const rows: { sender_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT sender_id FROM chat_messages WHERE room = $1`,
      [room],
    );
    return rows.map((r) => r.sender_id);
  }

  private async existing(tx: EntityManager, input: NewChatMessage): Promise<SaveResult> {
    const rows: ChatMessageRow[] = await tx.query(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE id = $1`, [
      input.id,
    ]);
    const row = rows[0];
    if (!row || row.room !== input.room.name || row.sender_id !== input.senderId) return { kind: 'conflict' };
    // Like an Idempotency-Key reused for another body: a resend is the same words, anything else is refused.
    if (row.message !== input.message || row.message_type !== input.messageType) return { kind: 'conflict' };
    return { kind: 'duplicate', message: toMessageView(row) };
  }

  /** Staff see support traffic live in their inbox, with the room's unread count after this message. */
  private async notifyStaff(
    tx: EntityManager,
    room: Extract<ChatRoom, { kind: 'support' }>,
    message: ChatMessageView,
  ): Promise<void> {
    const [{ unread }]: { unread: number }[] = await tx.query(`SELECT ${UNREAD_SQL('$1', '$2')} AS unread`, [
      room.name,
      room.accountId,
    ]);
    await tx.query(
      NOTIFY_SQL,
      notifyParameters({
        rooms: [STAFF_ROOM],
        event: 'support:message',
        data: { room: room.name, account_id: room.accountId, message: { ...message }, unread },
      }),
    );
  }
}
