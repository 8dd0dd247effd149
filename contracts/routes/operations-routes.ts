/** Operators and platform: support inbox, outboxes, read model health, metrics, health, client error reports. */
import { get, type RouteContract, write } from './route-contract';

export const OPERATIONS_ROUTES = {
  'GET /api/admin/support/rooms': get(
    'Support inbox: a page of support rooms, newest activity first (keyset: `before` = the previous page’s `next`)',
    'SupportRooms',
    ['VALIDATION_FAILED'],
    'SupportRoomsQuery',
  ),
  'GET /api/admin/support/rooms/:room/identity': get(
    'The identity the support widget last started with (spec §7), beside the conversation',
    'SupportRoomIdentity',
    ['VALIDATION_FAILED'],
  ),
  'GET /api/support/identity': get('My support chat widget identity with its hash (spec §7)', 'SupportIdentity'),
  'PUT /api/admin/support/rooms/:room/read': write('Mark a support room read', undefined, 'SupportRoomRead', [
    'VALIDATION_FAILED',
    'CHAT_ROOM_NOT_FOUND',
  ]),
  'GET /api/admin/outbox/sms': get('SMS outbox (local default)', 'OutboxSmsPage', ['VALIDATION_FAILED'], 'OutboxQuery'),
  'GET /api/admin/outbox/email': get(
    'E-mail outbox (local default)',
    'OutboxEmailPage',
    ['VALIDATION_FAILED'],
    'OutboxQuery',
  ),
  'GET /api/admin/outbox/sms-deliveries': get(
    'What the SMS gateway did with each message: sent, retrying, failed, expired (newest change first)',
    'SmsDeliveryPage',
    ['VALIDATION_FAILED'],
    'OutboxQuery',
  ),
  'GET /api/admin/projections': get('Read model health', 'ProjectionsHealth'),
  'GET /metrics': { summary: 'Prometheus metrics (prom-client)', response: { text: 'metrics' }, errors: [] },
  'GET /health/live': {
    summary: 'Liveness (terminus): the process answers',
    response: 'HealthCheckAnswer',
    also: { 503: 'HealthCheckAnswer' },
    errors: [],
  },
  'GET /health/ready': {
    summary:
      'Readiness (terminus): database, migrations, dispatchers within their lag budget, job worker, not draining',
    response: 'HealthCheckAnswer',
    also: { 503: 'HealthCheckAnswer' },
    errors: [],
  },
  'POST /api/client-reports': {
    summary: "A web app's error report (or sampled session) with its rrweb replay of the last 30 s",
    body: 'ClientReportInput',
    response: 'ClientReportAccepted',
    errors: ['VALIDATION_FAILED'],
  },
  'GET /api/admin/client-reports': get('Client error reports, by route and release and over time', 'ClientReportList'),
  'GET /api/admin/client-reports/:id': get('One client error report with its replay', 'ClientReportDetail', [
    'CLIENT_REPORT_NOT_FOUND',
  ]),
  'GET /health': {
    summary: 'Liveness and readiness (503 with the same report when not ready)',
    response: 'HealthReport',
    also: { 503: 'HealthReport' },
    errors: [],
  },
} satisfies Record<string, RouteContract>;
