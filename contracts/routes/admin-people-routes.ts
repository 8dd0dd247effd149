/** Operators: dashboard, people lookup and changes, event history. */
import { get, type RouteContract, write } from './route-contract';

export const ADMIN_PEOPLE_ROUTES = {
  'GET /api/admin/dashboard': get('Dashboard figures', 'DashboardFigures'),
  'GET /api/admin/users': get('Users', 'AdminUserPage', ['VALIDATION_FAILED'], 'AdminUsersQuery'),
  'GET /api/admin/users/:id': get('One user', 'AdminUser', ['ADMIN_USER_NOT_FOUND']),
  'PATCH /api/admin/users/:id': write('Change a user (disable, account type)', 'AdminUserPatch', 'AdminUser', [
    'VALIDATION_FAILED',
    'ADMIN_USER_NOT_FOUND',
    'ADMIN_USER_ACCOUNT_TYPE_LOCKED',
    'ADMIN_USER_ACCOUNT_TYPE_TAKEN',
    'ADMIN_USER_OWN_ACCOUNT',
  ]),
  'GET /api/admin/users/:id/batches': get(
    "A user's batches",
    'BatchListPage',
    ['VALIDATION_FAILED', 'ADMIN_USER_NOT_FOUND'],
    'AdminUserBatchesQuery',
  ),
  'GET /api/admin/batches/:id/history': get(
    'Event history with hash chain, or the batch at ?at_revision=',
    'HistoryAnswerOrRevision',
    ['BATCH_NOT_FOUND', 'HISTORY_REVISION_OUT_OF_RANGE'],
    'HistoryQuery',
  ),
  'GET /api/admin/batches/:id/history/verify': get('Verify the hash chain', 'ChainSummary', ['BATCH_NOT_FOUND']),
  'GET /api/admin/batches/:id/history/export': get('Export the history (JSON download)', 'HistoryExport', [
    'BATCH_NOT_FOUND',
  ]),
} satisfies Record<string, RouteContract>;
