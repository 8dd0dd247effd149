/**
 * Arrival in the open (docs/arrival.md): warehouse check-in, the requester's review, disputes and
 * quote revisions after payment, the arrival tabs' counts. Roles: see each summary (the server checks).
 */
import type { ErrorCode } from '../error-codes';
import { CMD, cmd, get, IDEMPOTENT, IMAGE_UPLOAD, ITEMS, type RouteContract } from './route-contract';

/** What every arrival step may answer besides the batch command errors. */
const ARRIVAL: readonly ErrorCode[] = ['BATCH_ITEM_NOT_ARRIVED', ...ITEMS];
const PHOTOS: readonly ErrorCode[] = [...IMAGE_UPLOAD, 'ARRIVAL_PHOTOS_REQUIRED', 'ARRIVAL_TOO_MANY_PHOTOS'];

export const ARRIVAL_ROUTES = {
  'POST /api/admin/batches/:id/storage_extensions': cmd(
    'Staff: extend free storage at the pickup point (1-30 days, with a reason); an overdue order is ready for pickup again',
    'ExtendStorageBody',
  ),
  'GET /api/admin/arrivals/lookup': get(
    'Staff: find paid orders by batch number or parcel tracking number (the check-in page)',
    'ArrivalLookupResult',
    ['VALIDATION_FAILED'],
    'ArrivalLookupQuery',
  ),
  'POST /api/admin/batches/:id/check_ins': {
    summary:
      'Staff: check a parcel in (multipart: 1-10 `photos` image files, re-encoded without EXIF or location, plus the CheckInForm fields)',
    body: 'CheckInForm',
    multipart: true,
    response: 'CheckInResult',
    errors: [...CMD, ...PHOTOS, 'BATCH_ITEM_NOT_FOUND', 'BATCH_ITEM_NOT_IN_EXPECTED_STATE'],
  },
  'GET /api/batch/arrival/counts': get(
    "The caller's orders per arrival tab (requester, buyer, staff)",
    'ArrivalCounts',
    ['VALIDATION_FAILED'],
  ),
  'GET /api/batch/arrival_timeline/:id': get(
    "The order's arrival steps, oldest first, with who did each and why (whoever may see the order)",
    'ArrivalTimeline',
    ['BATCH_NOT_FOUND'],
  ),
  'POST /api/batch/orders/arrival/:id/approve': cmd('Requester: approve arrived items', 'ApproveItemsBody', [
    ...ARRIVAL,
  ]),
  'POST /api/batch/orders/arrival/:id/report': {
    summary:
      'Requester: report a problem with an arrived item (multipart: the ReportProblemForm fields and 0-5 optional `photos`); opens a dispute (Idempotency-Key header)',
    body: 'ReportProblemForm',
    multipart: true,
    response: 'CommandResult',
    errors: [
      ...CMD,
      ...ARRIVAL,
      ...IMAGE_UPLOAD,
      'ARRIVAL_TOO_MANY_PHOTOS',
      'BATCH_DISPUTE_WINDOW_CLOSED',
      ...IDEMPOTENT,
    ],
  },
  'POST /api/batch/orders/arrival/:id/disputes/:disputeId/messages': cmd(
    'Post to a dispute thread (requester, assigned buyer, staff; internal notes staff only; Idempotency-Key header)',
    'DisputeMessageBody',
    ['BATCH_DISPUTE_NOT_FOUND', 'BATCH_DISPUTE_CLOSED', ...IDEMPOTENT],
  ),
  'POST /api/admin/batches/:id/disputes/:disputeId/decision': {
    summary:
      'Staff: decide a dispute (multipart: DisputeDecisionForm; reweigh with a `scale_photo` file makes a quote revision; refund goes through the item refund with the US$10 fee floor)',
    body: 'DisputeDecisionForm',
    multipart: true,
    response: 'CommandResult',
    errors: [
      ...CMD,
      ...IMAGE_UPLOAD,
      'ARRIVAL_PHOTOS_REQUIRED',
      'BATCH_DISPUTE_NOT_FOUND',
      'BATCH_DISPUTE_CLOSED',
      'BATCH_QUOTE_REVISION_PENDING',
      'BATCH_REFUND_EXCEEDS_CAPTURED',
      'REFUND_PROVIDER_REFUSED',
    ],
  },
  'POST /api/admin/batches/:id/quote_revisions': cmd(
    'Staff: propose a quote revision after payment (additional local shipping, a surcharge); the requester must accept it',
    'ProposeQuoteRevisionBody',
    ['BATCH_QUOTE_REVISION_PENDING'],
  ),
  'POST /api/batch/orders/quote_revision/:id/accept': cmd(
    'Requester: accept the pending quote revision (a higher one is accepted by paying its increase: POST /api/batch/checkout/payments/{id} with revision_id)',
    'AcceptQuoteRevisionBody',
    ['BATCH_QUOTE_REVISION_NOT_FOUND', 'BATCH_QUOTE_REVISION_PAYMENT_REQUIRED'],
  ),
  'POST /api/batch/orders/quote_revision/:id/decline': cmd(
    'Requester: decline the pending quote revision (opens a dispute)',
    'DeclineQuoteRevisionBody',
    ['BATCH_QUOTE_REVISION_NOT_FOUND', 'BATCH_TOP_UP_IN_PROGRESS'],
  ),
} satisfies Record<string, RouteContract>;
