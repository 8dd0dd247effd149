import { Injectable } from '@nestjs/common';
import type { SupportRooms } from '@contracts/admin';
import { DataSource } from 'typeorm';
import { AccountNames } from './account-names';
import { UNREAD_SQL } from './chat-messages.repository';

interface SupportPageRow {
  room: string;
  last_seq: string;
  last_message: string;
  last_at: Date;
  unread: number;
}

/**
 * One page of the inbox, from the heads chat_support_rooms keeps per support room
 * (migrations/1763904900000-support-inbox-heads.ts). $1: rows to read; with `keyset`, $2: the
 * previous page's last last_seq. Two statements, not `$2 IS NULL OR …`, so that each plan (the
 * generic one too) walks the last_seq index from its start or from the cursor.
 */
export const supportPageSql = (keyset: boolean): string => `
  SELECT h.room, h.last_seq::text AS last_seq, h.last_message, h.last_at,
         ${UNREAD_SQL('h.room', 'left(h.room, -3)')} AS unread
    FROM (SELECT room, last_seq, last_message, last_at FROM chat_support_rooms
           ${keyset ? 'WHERE last_seq < $2::bigint' : ''}
           ORDER BY last_seq DESC LIMIT $1) h
   ORDER BY h.last_seq DESC`;

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

  /**
   * A page of support rooms, newest activity first: the first rows of the heads' last_seq index
   * (keyset, never OFFSET), unread counted for the page's rows only. `next` is the last row's
   * last_seq when a further page exists (one row more is read to know).
   */
  async rooms(limit: number, before?: string): Promise<SupportRooms> {
    const rows: SupportPageRow[] = await this.dataSource.query(
      supportPageSql(before !== undefined),
      before === undefined ? [limit + 1] : [limit + 1, before],
    );
    const page = rows.slice(0, limit);
    const accountIds = page.map((r) => r.room.slice(0, -'_CS'.length));
    const names = await this.names.of(accountIds);
    return {
      results: page.map((r, i) => ({
        room: r.room,
        account_id: accountIds[i],
        account_name: names[accountIds[i]] ?? '',
        last_message: r.last_message,
        last_at: r.last_at.toISOString(),
        unread: r.unread,
      })),
      next: rows.length > limit ? page[page.length - 1].last_seq : null,
    };
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
