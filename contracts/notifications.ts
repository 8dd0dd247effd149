/** Notifications (src/people/notifications): the list item is also the `notification:new` payload. */
/** One row of GET /api/batch/notifications (common.md notifications contract). */
export interface NotificationItem {
  id: string;
  is_read: boolean;
  tag: string;
  metadata: { batch_id: string; batch_number: string; batch_type: 'requests' | 'orders' };
  created_at: string;
  content: Partial<Record<string, string>>;
}

export interface NotificationPage {
  results: NotificationItem[];
  count: number;
}

export interface UnreadCount {
  count: number;
}
