/** Chat history, notifications and uploads. */
import { get, IDEMPOTENT, IMAGE_UPLOAD, type RouteContract, write } from './route-contract';

export const MESSAGING_ROUTES = {
  'GET /api/message': get(
    'Chat history of a room',
    'ChatHistory',
    ['VALIDATION_FAILED', 'CHAT_ROOM_FORBIDDEN'],
    'ChatHistoryQuery',
  ),
  'GET /api/batch/notifications': get(
    'My notifications',
    'NotificationPage',
    ['VALIDATION_FAILED'],
    'NotificationPageQuery',
  ),
  'GET /api/batch/notifications/unread-count': get('My unread count', 'UnreadCount'),
  'PUT /api/batch/notifications/read/:id': write('Mark a notification read', undefined, 'UnreadCount', [
    'NOTIFICATION_NOT_FOUND',
  ]),
  'GET /api/notification/all/:id': get(
    'My notifications (legacy path)',
    'NotificationPage',
    ['VALIDATION_FAILED', 'AUTH_NOT_AUTHORIZED'],
    'NotificationPageQuery',
  ),
  'GET /api/notification/number/:id': get('My unread count (legacy path)', 'UnreadCount', ['AUTH_NOT_AUTHORIZED']),
  'PATCH /api/notification/:id': write('Mark a notification read (legacy path)', undefined, 'UnreadCount', [
    'NOTIFICATION_NOT_FOUND',
    'AUTH_NOT_AUTHORIZED',
  ]),
  'POST /api/upload': {
    summary: 'Upload an item image (multipart `file`; Idempotency-Key header)',
    multipart: true,
    response: 'UploadedFile',
    errors: ['RATE_LIMITED', 'FIELD_REQUIRED', ...IMAGE_UPLOAD, 'ITEM_IMAGE_TOO_LARGE', ...IDEMPOTENT],
  },
  'GET /api/uploads/:folder/:name': { summary: 'An uploaded image', response: 'binary', errors: ['FILE_NOT_FOUND'] },
} satisfies Record<string, RouteContract>;
