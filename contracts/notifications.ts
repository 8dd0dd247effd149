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

/** GET /api/batch/notifications and /api/notification/all/{id}/ query: page 1 and page size 10 by default. */
export interface NotificationPageQuery {
  /** @minimum 1 */
  page?: number;
  /** @minimum 1 @maximum 100 */
  page_size?: number;
}
