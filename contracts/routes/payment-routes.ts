/** Proofs, refunds, card checkout and the card provider's notifications. */
import type { ErrorCode } from '../error-codes';
import { CARD_PAY, CMD, cmd, get, IDEMPOTENT, IMAGE_UPLOAD, PAY, type RouteContract, write } from './route-contract';

const REFUND: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'AUTH_NOT_AUTHORIZED',
  'BATCH_NOT_FOUND',
  'REFUND_NOT_ALLOWED',
  'REFUND_EXCEEDS_CAPTURED',
  'BATCH_ITEM_NOT_FOUND',
];

export const PAYMENT_ROUTES = {
  'POST /api/bns/proof/upload_proof/:id': {
    summary: 'Upload a receipt (multipart: ProofUploadForm + `file`; Idempotency-Key header)',
    multipart: true,
    response: 'ProofUploadResult',
    errors: ['RATE_LIMITED', ...CMD, 'FIELD_REQUIRED', ...IMAGE_UPLOAD, ...IDEMPOTENT],
  },
  'POST /api/bns/proof/delete_proof/:id': cmd('Delete a receipt', 'ProofDeleteBody', ['PROOF_NOT_FOUND']),
  'POST /api/bns/refunds/estimate/:batchNumber': write(
    'Refund estimate',
    'RefundEstimateBody',
    'RefundEstimate',
    REFUND,
  ),
  'POST /api/bns/refunds': write(
    'Request a refund (Idempotency-Key header)',
    'RefundCreateBody',
    'RefundRequestAnswer',
    [...REFUND, 'REFUND_ESTIMATE_NOT_FOUND', 'REFUND_ESTIMATE_STALE', 'REFUND_REQUEST_EXISTS', ...IDEMPOTENT],
  ),
  'PATCH /api/bns/refunds/:batchNumber': write(
    'Change the open refund request',
    'RefundWriteBody',
    'RefundRequestAnswer',
    [...REFUND, 'REFUND_ESTIMATE_NOT_FOUND', 'REFUND_ESTIMATE_STALE', 'REFUND_REQUEST_NOT_OPEN'],
  ),
  'POST /api/bns/refunds/complete/:batchNumber': write(
    'Complete the refund',
    'RefundCompleteBody',
    'RefundCompleteAnswer',
    [
      ...REFUND,
      'REFUND_CONFIRMATION_MISMATCH',
      'REFUND_REQUEST_NOT_OPEN',
      'REFUND_EXCEEDS_CAPTURED',
      'REFUND_PROVIDER_REFUSED',
    ],
  ),
  'GET /api/batch/refunds/:batchId': get('Refund requests of a batch', 'RefundRequestList', ['BATCH_NOT_FOUND']),
  'GET /api/batch/checkout/payment_methods/:id': get(
    'Card payment methods and amount',
    'PaymentMethodsResponse',
    [
      'BATCH_NOT_FOUND',
      'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
      // The buyer changed the fees after the requester confirmed: the checkout waits for a new confirm.
      'BATCH_FEES_NOT_CONFIRMED',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      // ?revision_id= names a waiting higher revision whose increase is paid (a top-up).
      'BATCH_QUOTE_REVISION_NOT_FOUND',
      'AUTH_NOT_AUTHORIZED',
    ],
    'PaymentMethodsQuery',
  ),
  'POST /api/batch/checkout/payments/:id': write('Pay by card (Idempotency-Key header)', 'PayBody', 'PayResult', [
    ...CARD_PAY,
    'BATCH_QUOTE_REVISION_NOT_FOUND',
    'BATCH_TOP_UP_IN_PROGRESS',
  ]),
  'POST /api/batch/checkout/payments/:id/details': write(
    'Finish a redirected payment',
    'PaymentDetailsBody',
    'PayResult',
    [...PAY, 'PAYMENT_REDIRECT_MISMATCH', 'PAYMENT_ATTEMPT_NOT_FOUND'],
  ),
  'POST /api/payments/webhooks': {
    summary: 'Card provider notifications (HMAC signed)',
    body: 'CardNotificationBody',
    response: { text: '[accepted]' },
    errors: ['PAYMENT_NOTIFICATION_INVALID', 'PAYMENT_NOTIFICATION_SIGNATURE_INVALID'],
  },
} satisfies Record<string, RouteContract>;
