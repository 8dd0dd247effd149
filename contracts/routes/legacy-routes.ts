/** The older item and order interface over the batch (contracts/legacy.ts has the field mapping). */
import { CARD_PAY, CMD, get, IDEMPOTENT, ITEMS, type RouteContract, write } from './route-contract';

export const LEGACY_ROUTES = {
  'GET /api/item': get(
    "Legacy items: the items of the caller's batches (a legacy item is one batch item; see LegacyItem for the mapping)",
    'LegacyItemPage',
    ['VALIDATION_FAILED'],
    'LegacyListQuery',
  ),
  'POST /api/item/add': write(
    'Legacy item add: a draft request (status new) holding the item (CreateRequest without submitting; Idempotency-Key header)',
    'LegacyItemAddBody',
    'LegacyCreated',
    [...CMD, 'BATCH_ALREADY_EXISTS', ...IDEMPOTENT],
  ),
  'PUT /api/item/update/:id': write(
    "Legacy item update: the assigned buyer's price, weight, quantity (POST /api/batch/requests/modify/{id}/items)",
    'LegacyItemUpdateBody',
    'LegacyOrderUpdated',
    [...CMD, 'COUPON_UPDATE_NOT_CONFIRMED', 'LOCAL_SHIPPING_FEE_SUMMARY_ERROR', 'BATCH_ITEM_NOT_FOUND'],
  ),
  'GET /api/order': get(
    "Legacy orders: the caller's batches with order_status and the legacy group (see LegacyOrder for the mapping)",
    'LegacyOrderPage',
    ['VALIDATION_FAILED'],
    'LegacyListQuery',
  ),
  'GET /api/order/tag': get('Legacy order counts per legacy group', 'LegacyTagList'),
  'POST /api/order/add': write(
    'Legacy order add: a submitted request from a legacy item with quantity and address (like a clone; Idempotency-Key header)',
    'LegacyOrderAddBody',
    'LegacyCreated',
    [...CMD, 'BATCH_ALREADY_EXISTS', ...IDEMPOTENT],
  ),
  'PUT /api/order/update/:id': write(
    "Legacy order update: order_status / track_number / stars as the new API's commands",
    'LegacyOrderUpdateBody',
    'LegacyOrderUpdated',
    [
      ...CMD,
      'QUOTE_CHANGED',
      'QUOTE_REVISION_REQUIRED',
      'TRACKING_NUMBER_INVALID',
      'TRACKING_NUMBER_IN_USE',
      'RATING_NEEDS_FULL_RECEIPT',
      ...ITEMS,
      'BATCH_STATUS_NOT_FORWARD',
      'BATCH_PICKUP_NEEDS_CODE',
      // A rating is the receipt: refused until the goods are delivered or picked up.
      'BATCH_GOODS_NOT_DELIVERED',
    ],
  ),
  'GET /api/payment/method/:id': get("Legacy payment methods of an order (the checkout's)", 'PaymentMethodsResponse', [
    'BATCH_NOT_FOUND',
    'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
    // The buyer changed the fees after the requester confirmed: the checkout waits for a new confirm.
    'BATCH_FEES_NOT_CONFIRMED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ]),
  'POST /api/payment/pay': write(
    "Legacy pay: the checkout's pay with `order` in the body",
    'LegacyPayBody',
    'PayResult',
    [...CARD_PAY],
  ),
} satisfies Record<string, RouteContract>;
