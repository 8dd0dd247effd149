import type { LocalizedText } from './notification-templates';

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

/** The list item of the API and of `notification:new` (one shape for both, per the contract). */
export interface NotificationItem {
  id: string;
  is_read: boolean;
  tag: string;
  metadata: { batch_id: string; batch_number: string; batch_type: string };
  created_at: string;
  content: LocalizedText;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    is_read: row.is_read,
    tag: row.tag,
    metadata: { batch_id: row.batch_id, batch_number: row.batch_number, batch_type: row.batch_type },
    created_at: new Date(row.created_at).toISOString(),
    content: row.content,
  };
}
