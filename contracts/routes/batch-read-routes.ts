/** Batch reads: the lists, search, details, quotes, audit and combine candidates (src/batch/read). */
import { get, type RouteContract } from './route-contract';

export const BATCH_READ_ROUTES = {
  'GET /api/batch/requests': get(
    'Requests list (page, filters)',
    'BatchListPage',
    ['VALIDATION_FAILED'],
    'BatchListQuery',
  ),
  'GET /api/batch/orders': get('Orders list (page, filters)', 'BatchListPage', ['VALIDATION_FAILED'], 'BatchListQuery'),
  'GET /api/batch/archived': get(
    'Archived list (page, filters)',
    'BatchListPage',
    ['VALIDATION_FAILED'],
    'BatchListQuery',
  ),
  'GET /api/batch/orders/recent': get(
    'Orders changed within the completed retention',
    'BatchListPage',
    ['VALIDATION_FAILED'],
    'BatchListQuery',
  ),
  'GET /api/batch/search/:batchNumber': get(
    'A batch by its number',
    'BatchSearchResult',
    ['BATCH_NOT_FOUND'],
    'DetailQuery',
  ),
  'GET /api/batch/requests/:batchId': get('Request detail', 'BatchDetail', ['BATCH_NOT_FOUND'], 'DetailQuery'),
  'GET /api/batch/quotes/:batchId': get(
    'Quote revisions of a batch: figures, who and why (requester, buyer, staff, auditor)',
    'QuoteRevisionsAnswer',
    ['BATCH_NOT_FOUND', 'VALIDATION_FAILED'],
    'DetailQuery',
  ),
  'GET /api/batch/orders/:batchId': get('Order detail', 'BatchDetail', ['BATCH_NOT_FOUND'], 'DetailQuery'),
  'GET /api/admin/batches/:id/audit': get('Audit timeline of a batch', 'AuditTimeline', ['BATCH_NOT_FOUND']),
  'GET /api/batch/requests/combine_request_list/:id': get(
    'Requests this one may be combined with',
    'CombineCandidates',
    ['BATCH_NOT_FOUND'],
  ),
} satisfies Record<string, RouteContract>;
