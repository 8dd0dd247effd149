import { Injectable } from '@nestjs/common';
import type { SupportRoom } from '@contracts/admin';
import { DataSource } from 'typeorm';
import { AccountNames } from './account-names';
import { UNREAD_SQL } from './chat-messages.repository';

/**
 * The staff inbox of support rooms. One read mark per room for the whole support team (a shared
 * inbox: once someone has read it, it is no longer waiting for anyone).
 */
@Injectable()
export class SupportInboxQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly names: AccountNames,
  ) {}

  async rooms(): Promise<SupportRoom[]> {
    const rows: { room: string; message: string; created_at: Date; unread: number }[] = await this.dataSource.query(
      `SELECT last.room, last.message, last.created_at,
              ${UNREAD_SQL('last.room', "split_part(last.room, '_', 1)")} AS unread
         FROM (SELECT DISTINCT ON (room) room, message, created_at, seq FROM chat_messages
                WHERE room LIKE '%\\_CS' ORDER BY room, seq DESC) last
        ORDER BY last.seq DESC`,
    );
    const accountIds = rows.map((r) => r.room.slice(0, -'_CS'.length));
    const names = await this.names.of(accountIds);
    return rows.map((r, i) => ({
      room: r.room,
      account_id: accountIds[i],
      account_name: names[accountIds[i]] ?? '',
      last_message: r.message,
      last_at: r.created_at.toISOString(),
      unread: r.unread,
    }));
  }

  /** Marks everything up to the newest message as read; returns the unread count left (0). */
  /** A support room exists once its account does (it may have no message yet). */
  async exists(room: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 WHERE EXISTS (SELECT 1 FROM accounts WHERE id::text = $1)
                   OR EXISTS (SELECT 1 FROM chat_messages WHERE room = $2)`,
      [room.slice(0, -'_CS'.length), room],
    );
    return rows.length > 0;
  }

  async markRead(room: string, staffId: string): Promise<number> {
    await this.dataSource.query(
      `INSERT INTO chat_support_reads (room, last_read_seq, read_by, read_at)
       SELECT $1, COALESCE(max(seq), 0), $2, now() FROM chat_messages WHERE room = $1
       ON CONFLICT (room) DO UPDATE SET last_read_seq = GREATEST(chat_support_reads.last_read_seq, EXCLUDED.last_read_seq),
                                        read_by = EXCLUDED.read_by, read_at = EXCLUDED.read_at`,
      [room, staffId],
    );
    const [{ unread }]: { unread: number }[] = await this.dataSource.query(
      `SELECT ${UNREAD_SQL('$1', '$2')} AS unread`,
      [room, room.slice(0, -'_CS'.length)],
    );
    return unread;
  }
}
