import type { NotificationPage, UnreadCount } from '@contracts/notifications';
import type { HttpClient } from './http-client';

/** Spec §9: notification page size 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

export function createNotificationsApi(http: HttpClient) {
  return {
    list: (page = 1, pageSize = NOTIFICATION_PAGE_SIZE) =>
      http.request<NotificationPage>('GET', `/api/batch/notifications?page=${page}&page_size=${pageSize}`),
    unreadCount: () => http.request<UnreadCount>('GET', '/api/batch/notifications/unread-count'),
    markRead: (id: string) => http.request<UnreadCount>('PUT', `/api/batch/notifications/read/${id}`),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
