import type { NotificationItem } from '@contracts/notifications';
import type { LocalizedText, NotificationTemplates, TemplateParams } from './notification-templates';

export type { NotificationItem } from '@contracts/notifications';

/**
 * A row of rm_notifications as the queries and the projection read it: the template (`tag`) and its
 * parameters, never the text. `content` is set only on rows stored before migration 1763901300000
 * whose parameters could not be recovered from the log; every other row is rendered on read.
 */
export interface NotificationRow {
  id: string;
  event_id: string;
  recipient_id: string;
  is_read: boolean;
  tag: string;
  batch_id: string;
  batch_number: string;
  batch_type: string;
  params: TemplateParams | null;
  content: LocalizedText | null;
  created_at: Date | string;
}

/** The columns toNotificationItem reads, for the statements that select them. */
export const NOTIFICATION_COLUMNS =
  'id, event_id, recipient_id, is_read, tag, batch_id, batch_number, batch_type, params, content, created_at';

/** The text in all five languages: the list serves them all and the app picks its own. */
export function notificationContent(templates: NotificationTemplates, row: NotificationRow): LocalizedText {
  return row.content ?? templates.content(row.tag, { ...row.params, batchNumber: row.batch_number });
}

export function toNotificationItem(templates: NotificationTemplates, row: NotificationRow): NotificationItem {
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
    content: notificationContent(templates, row),
  };
}
