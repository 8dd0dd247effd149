/** Order actions: purchase, tracking, shipping status, measuring, receipt, payment cancel/capture/refund, assignment. */
import { cmd, get, IDEMPOTENT, ITEMS, type RouteContract } from './route-contract';

export const BATCH_ORDER_ROUTES = {
  'PUT /api/batch/orders/clone/:id': cmd(
    'Clone items into a new request (Idempotency-Key header)',
    'CloneRequestBody',
    ['BATCH_ITEM_NOT_FOUND', ...IDEMPOTENT],
  ),
  'POST /api/batch/orders/purchase/:id/items': cmd('Mark items purchased', 'PurchaseItemsBody', [...ITEMS]),
  'POST /api/batch/orders/cancel_purchase/:id/items': cmd('Cancel purchased items', 'CancelPurchaseBody', [...ITEMS]),
  'POST /api/batch/orders/complete/:id/items': cmd('Purchase complete', 'CompletePurchaseBody', [
    'BATCH_ITEM_NOT_FOUND',
  ]),
  'GET /api/batch/orders/tracking_check/:id': get('Check a tracking number before sending', 'TrackingCheckResult', [
    'VALIDATION_FAILED',
    'BATCH_NOT_FOUND',
    'TRACKING_NUMBER_INVALID',
    'TRACKING_NUMBER_IN_USE',
  ]),
  'POST /api/batch/orders/send/:id/items': cmd('Send items with tracking numbers', 'SendTrackingBody', [
    'BATCH_ITEM_NOT_FOUND',
    'TRACKING_NUMBER_INVALID',
    'TRACKING_NUMBER_IN_USE',
  ]),
  'POST /api/batch/orders/update_order_status/:id': cmd('Move the shipping status', 'UpdateOrderStatusBody', [
    'BATCH_STATUS_NOT_FORWARD',
    'BATCH_ITEM_NOT_FOUND',
    'BATCH_ARRIVAL_NOT_SETTLED',
    'BATCH_PICKUP_NEEDS_CODE',
  ]),
  'POST /api/batch/orders/measure_parcel/:id': cmd(
    'Warehouse measures items in shipping (spec §9 parcel rules)',
    'MeasureParcelBody',
    ['BATCH_ITEM_NOT_FOUND'],
  ),
  'POST /api/batch/orders/received/:id/items': cmd('Requester confirms receipt (and rates)', 'ReceivedBody', [
    'BATCH_GOODS_NOT_DELIVERED',
    'RATING_NEEDS_FULL_RECEIPT',
    'BATCH_ITEM_NOT_FOUND',
  ]),
  'PUT /api/batch/orders/cancel_payment/:id': cmd('Cancel the payment', 'CancelPaymentBody', [
    'BATCH_CANCEL_PAYMENT_DISABLED',
    'BATCH_CANCEL_EXCEEDS_AUTHORISED',
    'BATCH_ITEM_NOT_FOUND',
    'PAYMENT_CANCEL_NOTHING_TO_RELEASE',
  ]),
  'POST /api/batch/orders/refund/:id/items': cmd('Refund items (staff)', 'RefundItemsBody', [
    'BATCH_REFUND_EXCEEDS_CAPTURED',
    'REFUND_PROVIDER_REFUSED',
    ...ITEMS,
  ]),
  'PUT /api/batch/orders/capture_payment/:id': cmd('Capture the payment (staff)', undefined, [
    'BATCH_CAPTURE_EXCEEDS_AUTHORISED',
    'PAYMENT_CAPTURE_REFUSED',
    'PAYMENT_CAPTURE_UNAVAILABLE',
    'BATCH_QUOTE_REVISION_PENDING',
    'BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE',
  ]),
  'PUT /api/admin/batches/:id/assign': cmd(
    'Assign a buyer (staff): an active buyer with a buyer profile',
    'AssignBuyerBody',
    ['BATCH_NOT_REASSIGNABLE', 'ASSIGNMENT_BUYER_NOT_FOUND'],
  ),
} satisfies Record<string, RouteContract>;
