import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notificationNotFound } from './notifications.errors';
import { NOTIFICATIONS_TABLE } from './notifications.projection';
import { NotificationTemplates } from './notification-templates';
import {
  NOTIFICATION_COLUMNS,
  toNotificationItem,
  type NotificationItem,
  type NotificationRow,
} from './notification.view';

export const NOTIFICATION_PAGE_SIZE = 10;

export interface NotificationPage {
  results: NotificationItem[];
  count: number;
  unread_count: number;
  page: number;
  page_size: number;
}

/** Reads and marks the caller's own notifications (texts rendered on read); every statement is filtered by recipient. */
@Injectable()
export class NotificationsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: NotificationTemplates,
  ) {}

  async list(recipientId: string, page: number, pageSize: number): Promise<NotificationPage> {
    const [{ count, unread }]: { count: number; unread: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE NOT is_read)::int AS unread FROM ${NOTIFICATIONS_TABLE} WHERE recipient_id = $1`,
      [recipientId],
    );
    const rows: NotificationRow[] = await this.dataSource.query(
      `SELECT ${NOTIFICATION_COLUMNS}
         FROM ${NOTIFICATIONS_TABLE} WHERE recipient_id = $1
        ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3`,
      [recipientId, pageSize, (page - 1) * pageSize],
    );
    return {
      results: rows.map((row) => toNotificationItem(this.templates, row)),
      count,
      unread_count: unread,
      page,
      page_size: pageSize,
    };
  }

  async unreadCount(recipientId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM ${NOTIFICATIONS_TABLE} WHERE recipient_id = $1 AND NOT is_read`,
      [recipientId],
    );
    return count;
  }

  /** Marks one of the caller's notifications read (again is fine) and answers the unread count after. */
  async markRead(recipientId: string, notificationId: string): Promise<number> {
    // Compared as text: a malformed id is simply not found, never a cast error (500).
    const updated: unknown[] = await this.dataSource.query(
      `UPDATE ${NOTIFICATIONS_TABLE} SET is_read = true, read_at = COALESCE(read_at, now())
        WHERE id::text = $1 AND recipient_id = $2 RETURNING id`,
      [notificationId.toLowerCase(), recipientId],
    );
    const rows = Array.isArray(updated[0]) ? (updated[0] as unknown[]) : updated;
    if (rows.length === 0) throw notificationNotFound();
    return this.unreadCount(recipientId);
  }
}
