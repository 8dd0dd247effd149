import type { NotificationItem } from '@contracts/notifications';
import type { LocalizedText } from './notification-templates';

export type { NotificationItem } from '@contracts/notifications';

/** A row of rm_notifications as the queries and the projection read it. */
export interface NotificationRow {
  id: string;
  event_id: string;
  recipient_id: string;
  is_read: boolean;
  tag: string;
  batch_id: string;
  batch_number: string;
  batch_type: string;
  content: LocalizedText;
  created_at: Date | string;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    is_read: row.is_read,
    tag: row.tag,
    metadata: {
      batch_id: row.batch_id,
      batch_number: row.batch_number,
      batch_type: row.batch_type as NotificationItem['metadata']['batch_type'],
    },
    created_at: new Date(row.created_at).toISOString(),
    content: row.content,
  };
}
