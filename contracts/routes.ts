/**
 * Every HTTP route of the server with its contract: summary, body, query, answer and the error codes
 * it may send. Type names are those exported by contracts/index.ts (their JSON Schemas are in
 * schemas.json, `npm run contracts:schemas`). Keyed as Nest registers the route (`:param`); the
 * methods, roles and success statuses come from the running app (src/platform/openapi).
 * test/openapi/openapi-routes.e2e.ts fails when this table and the app disagree.
 */
import { BATCH_COMMAND_ERRORS, type ErrorCode } from './error-codes';

export interface RouteContract {
  summary: string;
  /** Contract type name of the JSON body, when the route takes one. */
  body?: string;
  /** The body is multipart/form-data (files), described in the summary. */
  multipart?: boolean;
  query?: string;
  /**
   * Contract type name of the success answer; `{ text }` for a non-JSON text answer. `'binary'` (a
   * file) is one of the strings: the document builder checks for it before looking a type up.
   */
  response: string | { text: string };
  /** Other non-error answers by status (e.g. the health report's 503), contract type names. */
  also?: Readonly<Record<number, string>>;
  errors: readonly ErrorCode[];
}

const CMD = BATCH_COMMAND_ERRORS;
const cmd = (summary: string, body?: string, extra: readonly ErrorCode[] = []): RouteContract => ({
  summary,
  body,
  response: 'CommandResult',
  errors: [...CMD, ...extra],
});
const get = (summary: string, response: string, errors: readonly ErrorCode[] = [], query?: string): RouteContract => ({
  summary,
  response,
  errors,
  query,
});
const write = (
  summary: string,
  body: string | undefined,
  response: string,
  errors: readonly ErrorCode[] = ['VALIDATION_FAILED'],
): RouteContract => ({ summary, body, response, errors });
const REF: readonly ErrorCode[] = ['VALIDATION_FAILED', 'REFERENCE_ROW_NOT_FOUND'];
const REFUND: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'AUTH_NOT_AUTHORIZED',
  'BATCH_NOT_FOUND',
  'REFUND_NOT_ALLOWED',
  'REFUND_EXCEEDS_CAPTURED',
  'BATCH_ITEM_NOT_FOUND',
];
const COUPON: readonly ErrorCode[] = [
  'COUPON_NOT_FOUND',
  'COUPON_ALREADY_USED',
  'COUPON_EXHAUSTED',
  'COUPON_EXPIRED',
  'COUPON_NOT_YET_VALID',
  'COUPON_MINIMUM_NOT_MET',
];
// Paying redeems the promo code: its checks run again.
const PAY: readonly ErrorCode[] = [
  ...CMD,
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_INPUT_ERROR',
  'PAYMENT_FAILED',
  ...COUPON,
];
const PROFILE: readonly ErrorCode[] = [
  'FIELD_REQUIRED',
  'WRONG_INPUT',
  'WRONG_FORMAT',
  'ACCOUNT_TOO_YOUNG',
  'ID_NUMBER_LENGTH',
  'MOBILE_INVALID',
  'MOBILE_NOT_VERIFIED',
  'PAYPAL_BUYERS_ONLY',
  'PHONE_NUMBER_USED',
];
const SIGNUP: readonly ErrorCode[] = [
  'AUTH_REQUIRED',
  'AUTH_SESSION_EXPIRED',
  'AUTH_INVALID_TOKEN',
  'SIGNUP_SESSION_EXPIRED',
  'MOBILE_INVALID',
];

export const ROUTES = {
  // Batch reads (src/batch/read)
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
  // Request actions (src/batch/http)
  'POST /api/batch/requests/create': cmd('Create a request', 'CreateRequestBody', ['BATCH_ALREADY_EXISTS']),
  'PUT /api/batch/requests/accept/:id': cmd('Buyer accepts the request', 'AcceptRequestBody', [
    'COUPON_UPDATE_NOT_CONFIRMED',
    'BATCH_ITEM_NOT_FOUND',
  ]),
  'POST /api/batch/requests/decline/:id': cmd('Decline the request', 'DeclineRequestBody'),
  'PUT /api/batch/requests/cancel/:id': cmd('Requester cancels the request', 'CancelRequestBody'),
  'POST /api/batch/requests/modify/:id/items': {
    ...cmd('Buyer changes items, their measured sides and the fees (spec §9 parcel rules)', 'ModifyItemsBody', [
      'BATCH_ITEM_NOT_FOUND',
      'COUPON_UPDATE_NOT_CONFIRMED',
      'LOCAL_SHIPPING_FEE_SUMMARY_ERROR',
      'PRICING_VOLUMETRIC_OVER_CAP',
    ]),
    response: 'ModifyItemsResult',
  },
  'POST /api/batch/requests/decline/:id/items': cmd('Buyer declines items', 'DeclineItemsBody', [
    'BATCH_ITEM_NOT_FOUND',
  ]),
  'PUT /api/batch/requests/confirm/:id': cmd(
    'Requester confirms the quote revision they saw (body quote_revision or If-Match)',
    'ConfirmRequestBody',
    ['BATCH_FEES_NOT_CONFIRMED', 'QUOTE_CHANGED', 'QUOTE_REVISION_REQUIRED'],
  ),
  'PUT /api/batch/requests/update_warehouse/:id': cmd('Change the warehouse', 'UpdateWarehouseBody'),
  'PUT /api/batch/requests/add/:id/buyer/remark': cmd('Buyer remark (internal)', 'BuyerRemarkBody'),
  'POST /api/batch/requests/combine_request': cmd('Combine requests into the first', 'CombineRequestBody', [
    'BATCH_COMBINE_INCOMPLETE',
  ]),
  'PUT /api/batch/requests/coupon/:id': cmd('Apply a promo code', 'ApplyCouponBody', COUPON),
  'DELETE /api/batch/requests/coupon/:id': cmd('Remove the promo code'),
  // Order actions
  'PUT /api/batch/orders/clone/:id': cmd('Clone items into a new request', 'CloneRequestBody', [
    'BATCH_ITEM_NOT_FOUND',
  ]),
  'POST /api/batch/orders/purchase/:id/items': cmd('Mark items purchased', 'PurchaseItemsBody', [
    'BATCH_ITEM_NOT_FOUND',
    'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
  ]),
  'POST /api/batch/orders/cancel_purchase/:id/items': cmd('Cancel purchased items', 'CancelPurchaseBody', [
    'BATCH_ITEM_NOT_FOUND',
    'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
  ]),
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
  ]),
  'POST /api/batch/orders/measure_parcel/:id': cmd(
    'Warehouse measures items in shipping (spec §9 parcel rules)',
    'MeasureParcelBody',
    ['BATCH_ITEM_NOT_FOUND'],
  ),
  'POST /api/batch/orders/received/:id/items': cmd('Requester confirms receipt (and rates)', 'ReceivedBody', [
    'BATCH_GOODS_NOT_IN_HONG_KONG',
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
    'BATCH_ITEM_NOT_FOUND',
    'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
  ]),
  'PUT /api/batch/orders/capture_payment/:id': cmd('Capture the payment (staff)', undefined, [
    'BATCH_CAPTURE_EXCEEDS_AUTHORISED',
    'PAYMENT_CAPTURE_REFUSED',
    'PAYMENT_CAPTURE_UNAVAILABLE',
  ]),
  'PUT /api/admin/batches/:id/assign': cmd(
    'Assign a buyer (staff): an active buyer with a buyer profile',
    'AssignBuyerBody',
    ['BATCH_NOT_REASSIGNABLE', 'ASSIGNMENT_BUYER_NOT_FOUND'],
  ),
  // Proofs, refunds, checkout
  'POST /api/bns/proof/upload_proof/:id': {
    summary: 'Upload a receipt (multipart: ProofUploadForm + `file`)',
    multipart: true,
    response: 'ProofUploadResult',
    errors: [
      'RATE_LIMITED',
      ...CMD,
      'FIELD_REQUIRED',
      'UPLOAD_REJECTED',
      'IMAGE_TOO_LARGE',
      'IMAGE_INVALID_TYPE',
      'IMAGE_NOT_AN_IMAGE',
      'IMAGE_TOO_MANY_PIXELS',
    ],
  },
  'POST /api/bns/proof/delete_proof/:id': cmd('Delete a receipt', 'ProofDeleteBody', ['PROOF_NOT_FOUND']),
  'POST /api/bns/refunds/estimate/:batchNumber': write(
    'Refund estimate',
    'RefundEstimateBody',
    'RefundEstimate',
    REFUND,
  ),
  'POST /api/bns/refunds': write('Request a refund', 'RefundCreateBody', 'RefundRequestAnswer', [
    ...REFUND,
    'REFUND_ESTIMATE_NOT_FOUND',
    'REFUND_ESTIMATE_STALE',
    'REFUND_REQUEST_EXISTS',
  ]),
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
  'GET /api/batch/checkout/payment_methods/:id': get('Card payment methods and amount', 'PaymentMethodsResponse', [
    'BATCH_NOT_FOUND',
    'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
    // The buyer changed the fees after the requester confirmed: the checkout waits for a new confirm.
    'BATCH_FEES_NOT_CONFIRMED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ]),
  'POST /api/batch/checkout/payments/:id': write('Pay by card (Idempotency-Key header)', 'PayBody', 'PayResult', [
    ...PAY,
    'QUOTE_CHANGED',
    'QUOTE_REVISION_REQUIRED',
    'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
    'PAYMENT_TERMS_NOT_AGREED',
    'PAYMENT_IDEMPOTENCY_MISMATCH',
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
  // Operators: batches, robot, timers, assignment, payments
  'GET /api/admin/robot/failures': get(
    'Robot failures',
    'RobotFailureList',
    ['VALIDATION_FAILED'],
    'RobotFailuresQuery',
  ),
  'GET /api/admin/auto-workflow': get('Auto workflow switch', 'AutoWorkflowState'),
  'PUT /api/admin/auto-workflow': write('Set the auto workflow switch', 'EnabledBody', 'AutoWorkflowState'),
  'PUT /api/admin/batches/:id/auto-workflow': cmd('Auto workflow for one batch', 'EnabledBody'),
  'POST /api/admin/batches/:id/send_to_robot': cmd('Send the batch to the robot'),
  'POST /api/admin/batches/:id/mark_manual': cmd('Mark the batch for manual purchase', 'MarkManualBody'),
  'GET /api/admin/timers/alerts': get('Timer alerts', 'TimerAlertList'),
  'GET /api/admin/assignment/buyers': get('Assignment pool', 'BuyerProfileList'),
  'PUT /api/admin/assignment/buyers': write('Replace the assignment pool', 'AssignmentPoolBody', 'BuyerProfileList'),
  'GET /api/admin/assignment/buyers/:buyerId': get('One buyer profile', 'BuyerProfileView', [
    'ACCOUNT_NOT_FOUND',
    'ASSIGNMENT_BUYER_NOT_FOUND',
  ]),
  'PUT /api/admin/assignment/buyers/:buyerId': write('Change a buyer profile', 'BuyerProfileBody', 'BuyerProfileView', [
    'VALIDATION_FAILED',
    'ASSIGNMENT_BUYER_NOT_FOUND',
  ]),
  'GET /api/admin/batches/:id/assignment': get('Why this buyer', 'BatchAssignment', ['BATCH_NOT_FOUND']),
  'GET /api/assignment/availability': get('My availability (buyer)', 'BuyerProfileView'),
  'PUT /api/assignment/availability': write('Set my availability (buyer)', 'AvailabilityBody', 'BuyerProfileView'),
  'GET /api/admin/payments/alerts': get('Payment alerts', 'PaymentAlertList', ['VALIDATION_FAILED']),
  'PUT /api/admin/payments/alerts/:id/resolve': write('Resolve a payment alert', undefined, 'PaymentAlertResolved', [
    'PAYMENT_ALERT_NOT_FOUND',
    'PAYMENT_ALERT_ALREADY_RESOLVED',
  ]),
  'GET /api/admin/payments/modifications/:batchId': get('Payment modifications of a batch', 'PaymentModificationList', [
    'BATCH_NOT_FOUND',
  ]),
  'GET /api/admin/promo-codes': get('Promo codes', 'PromoCodeList'),
  'GET /api/admin/promo-codes/:code': get('One promo code', 'PromoCodeView', ['PROMO_CODE_NOT_FOUND']),
  'POST /api/admin/promo-codes': write('Create a promo code', 'NewPromoCodeBody', 'PromoCodeView', [
    'VALIDATION_FAILED',
    'PROMO_CODE_EXISTS',
  ]),
  'PATCH /api/admin/promo-codes/:code': write('Change a promo code', 'PromoCodeChangesBody', 'PromoCodeView', [
    'VALIDATION_FAILED',
    'PROMO_CODE_NOT_FOUND',
  ]),
  // Operators: people, audit, reference, platform
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
  'GET /api/admin/reference/changes': get(
    'Reference data changes',
    'ReferenceChangeList',
    ['VALIDATION_FAILED'],
    'ReferenceChangesQuery',
  ),
  'GET /api/admin/reference/fee-rates': get('Fee rates', 'FeeRateRecordList'),
  'GET /api/admin/reference/fee-rates/:id': get('One fee rate', 'FeeRateRecord', REF),
  'PUT /api/admin/reference/fee-rates/:id': write('Change a fee rate', 'FeeRatePatch', 'FeeRateRecord', REF),
  'GET /api/admin/reference/featured-shops': get('Featured shops', 'FeaturedShopRecordList'),
  'GET /api/admin/reference/featured-shops/:id': get('One featured shop', 'FeaturedShopRecord', REF),
  'POST /api/admin/reference/featured-shops': write('Add a featured shop', 'FeaturedShopCreate', 'FeaturedShopRecord', [
    'VALIDATION_FAILED',
    'REFERENCE_ROW_EXISTS',
  ]),
  'PUT /api/admin/reference/featured-shops/:id': write(
    'Change a featured shop',
    'FeaturedShopPatch',
    'FeaturedShopRecord',
    REF,
  ),
  'DELETE /api/admin/reference/featured-shops/:id': write(
    'Remove a featured shop',
    undefined,
    'ReferenceRowDeleted',
    REF,
  ),
  'GET /api/admin/reference/pickup-locations': get('Pickup locations', 'PickupLocationRecordList'),
  'GET /api/admin/reference/pickup-locations/:id': get('One pickup location', 'PickupLocationRecord', REF),
  'PUT /api/admin/reference/pickup-locations/:id': write(
    'Change a pickup location',
    'PickupLocationPatch',
    'PickupLocationRecord',
    REF,
  ),
  'GET /api/admin/reference/prohibited-items': get('Prohibited items', 'ProhibitedItemRecordList'),
  'GET /api/admin/reference/prohibited-items/:name': get('One prohibited item', 'ProhibitedItemRecord', REF),
  'POST /api/admin/reference/prohibited-items': write(
    'Add a prohibited item',
    'ProhibitedItemCreate',
    'ProhibitedItemRecord',
    ['VALIDATION_FAILED', 'REFERENCE_ROW_EXISTS'],
  ),
  'PUT /api/admin/reference/prohibited-items/:name': write(
    'Change a prohibited item',
    'ProhibitedItemPatch',
    'ProhibitedItemRecord',
    REF,
  ),
  'DELETE /api/admin/reference/prohibited-items/:name': write(
    'Remove a prohibited item',
    undefined,
    'ReferenceRowDeleted',
    REF,
  ),
  'GET /api/admin/reference/currency-rates': get('Currency rates', 'CurrencyRateList'),
  'GET /api/admin/reference/currency-rates/:currency': get('One currency rate', 'CurrencyRate', REF),
  'PUT /api/admin/reference/currency-rates/:currency': write(
    'Change a currency rate',
    'CurrencyRatePatch',
    'CurrencyRate',
    REF,
  ),
  'GET /api/admin/support/rooms': get('Support inbox', 'SupportRooms'),
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
  // Reference data (public)
  'GET /api/category': get('Categories', 'CategoryList', ['VALIDATION_FAILED'], 'LangQuery'),
  'GET /api/item/unit': get('Weight and currency units', 'UnitsResponse'),
  'GET /api/currency/rates': get('Currency rates', 'CurrencyRateTable'),
  'GET /api/order/rates': get('Fee rates of a route', 'FeeRatesBody', ['VALIDATION_FAILED'], 'FeeRatesQuery'),
  'GET /api/config': get('Public configuration', 'PublicConfig'),
  'GET /api/language': get('Languages', 'LanguageList'),
  'GET /api/location': get('Pickup locations', 'PickupLocationList'),
  'GET /api/location/:id': get('Pickup points of a region, or one pickup point', 'PickupLocationsIn', [
    'VALIDATION_FAILED',
    'REFERENCE_NOT_FOUND',
  ]),
  'GET /api/location/detail/:id': get('One pickup location', 'PickupLocation', [
    'VALIDATION_FAILED',
    'REFERENCE_NOT_FOUND',
  ]),
  'GET /api/shop/featured': get('Featured shops', 'FeaturedShopsBody', ['VALIDATION_FAILED'], 'FeaturedShopsQuery'),
  'GET /api/prohibited-items': get(
    'Prohibited items',
    'ProhibitedItemsBody',
    ['VALIDATION_FAILED'],
    'ProhibitedItemsQuery',
  ),
  'GET /api/country': get('Countries', 'CountryList', ['VALIDATION_FAILED'], 'CountryQuery'),
  'GET /api/country/:id': get('One country', 'Country', ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'], 'LangQuery'),
  'GET /api/country/:id/regions': get(
    'Regions of a country',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/country/:id/states': get(
    'States of a country',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/region/:id/districts': get(
    'Districts of a region',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/state/:id/cities': get(
    'Cities of a state',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/order/statistic': get('Buyer fees over a date range', 'StatisticRange', ['VALIDATION_FAILED']),
  'GET /api/order/statistic/daily': get('Buyer figures per day of a month', 'StatisticMonth', ['VALIDATION_FAILED']),
  // The older item and order interface over the batch (contracts/legacy.ts has the field mapping)
  'GET /api/item': get(
    "Legacy items: the items of the caller's batches (a legacy item is one batch item; see LegacyItem for the mapping)",
    'LegacyItemPage',
    ['VALIDATION_FAILED'],
    'LegacyListQuery',
  ),
  'POST /api/item/add': write(
    'Legacy item add: a draft request (status new) holding the item (CreateRequest without submitting)',
    'LegacyItemAddBody',
    'LegacyCreated',
    [...CMD, 'BATCH_ALREADY_EXISTS'],
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
    'Legacy order add: a submitted request from a legacy item with quantity and address (like a clone)',
    'LegacyOrderAddBody',
    'LegacyCreated',
    [...CMD, 'BATCH_ALREADY_EXISTS'],
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
      'BATCH_ITEM_NOT_FOUND',
      'BATCH_ITEM_NOT_IN_EXPECTED_STATE',
      'BATCH_STATUS_NOT_FORWARD',
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
    [
      ...PAY,
      'QUOTE_CHANGED',
      'QUOTE_REVISION_REQUIRED',
      'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
      'PAYMENT_TERMS_NOT_AGREED',
      'PAYMENT_IDEMPOTENCY_MISMATCH',
    ],
  ),
  // Accounts, sign-in, OTP, chat, notifications, uploads
  'POST /api/user/login': write('Sign in with a provider token', 'LoginRequest', 'LoginResponse', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'LOGIN_INVALID_TOKEN',
    'LOGIN_PROVIDER_UNKNOWN',
    'LOGIN_NOT_AUTHORIZED',
    'LOGIN_EMAIL_PERMISSION',
    'LOGIN_ACCOUNT_NOT_FOUND',
    'LOGIN_PROVIDER_UNAVAILABLE',
    'AUTH_ACCOUNT_DISABLED',
  ]),
  'GET /api/user/login/state': get('Single-use sign-in state (Facebook)', 'LoginState'),
  'POST /api/user/logout': write('Sign out: this session token is refused from now on', undefined, 'SignedOut', []),
  'POST /api/user/logout/everywhere': write(
    'Sign out everywhere: every session of every account of the user ends',
    undefined,
    'SignedOut',
    [],
  ),
  'GET /api/user/dev-accounts': get('Demo accounts (dev sign-in only; 404 otherwise)', 'DevAccountList', [
    'ACCOUNT_NOT_FOUND',
  ]),
  'GET /api/user/switch/:id': get('Switch to the other account', 'LoginResponse', [
    'ACCOUNT_NOT_FOUND',
    'AUTH_NOT_AUTHORIZED',
  ]),
  'GET /api/user/:id': get('My profile and accounts', 'UserProfileResponse', ['ACCOUNT_NOT_FOUND']),
  'POST /api/account/register': write('Register (signup session)', 'RegisterRequest', 'LoginResponse', [
    'VALIDATION_FAILED',
    'SIGNUP_SESSION_EXPIRED',
    'ACCOUNT_ALREADY_REGISTERED',
    ...PROFILE,
  ]),
  'PATCH /api/account/update/:id': {
    summary: 'Change my profile (JSON, or multipart with `avatar`)',
    body: 'AccountUpdate',
    response: 'AccountProfile',
    errors: [
      'RATE_LIMITED',
      'VALIDATION_FAILED',
      'ACCOUNT_NOT_FOUND',
      'AUTH_NOT_AUTHORIZED',
      'UPLOAD_REJECTED',
      'IMAGE_TOO_LARGE',
      'IMAGE_INVALID_TYPE',
      'IMAGE_NOT_AN_IMAGE',
      'IMAGE_TOO_MANY_PIXELS',
      ...PROFILE,
    ],
  },
  'DELETE /api/account/delete/:id': write('Delete my account', undefined, 'AccountDeleted', [
    'ACCOUNT_NOT_FOUND',
    'AUTH_NOT_AUTHORIZED',
    'ACCOUNT_HAS_ACTIVE_REQUESTS',
  ]),
  'GET /api/account/personal-data/:id': get(
    'Every personal field the system holds about the user, as one JSON document (owner or staff)',
    'PersonalDataExport',
    ['ACCOUNT_NOT_FOUND'],
  ),
  'GET /api/account/privacy-requests': get('My privacy requests with their 30-day clock', 'PrivacyRequestList', [
    'ACCOUNT_NOT_FOUND',
  ]),
  'POST /api/account/privacy-requests': write(
    'File a privacy request (review, correction or deletion), due in 30 days',
    'PrivacyRequestInput',
    'PrivacyRequestView',
    ['VALIDATION_FAILED', 'ACCOUNT_NOT_FOUND'],
  ),
  'GET /api/admin/privacy-requests': get(
    'Privacy requests with their 30-day clock, most urgent first',
    'AdminPrivacyRequestPage',
    [],
    'AdminPrivacyRequestQuery',
  ),
  'GET /api/admin/privacy-requests/:id': get('One privacy request', 'AdminPrivacyRequestView', [
    'PRIVACY_REQUEST_NOT_FOUND',
  ]),
  'PUT /api/admin/privacy-requests/:id/answer': write(
    'Answer a privacy request (stops its clock)',
    'PrivacyRequestAnswer',
    'AdminPrivacyRequestView',
    ['VALIDATION_FAILED', 'PRIVACY_REQUEST_NOT_FOUND', 'PRIVACY_REQUEST_CLOSED'],
  ),
  'PUT /api/admin/privacy-requests/:id/complete': write(
    "Complete a privacy request; a deletion request's completion erases the account",
    'PrivacyRequestAction',
    'AdminPrivacyRequestView',
    ['VALIDATION_FAILED', 'PRIVACY_REQUEST_NOT_FOUND', 'PRIVACY_REQUEST_CLOSED', 'ACCOUNT_HAS_ACTIVE_REQUESTS'],
  ),
  'POST /api/otp': write('Send an OTP by SMS', 'OtpRequest', 'OtpCreated', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'OTP_RESEND_TOO_SOON',
    'PHONE_NUMBER_USED',
    'ACCOUNT_NOT_FOUND',
    ...SIGNUP,
  ]),
  'POST /api/otp/check': write('Check a phone number', 'OtpCheckBody', 'OtpCheckResult', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'PHONE_NUMBER_USED',
    'ACCOUNT_NOT_FOUND',
    ...SIGNUP,
  ]),
  'GET /api/dev/otp': get(
    'Newest OTP texted to a number (development sign-in only; 404 otherwise)',
    'DevOtpCode',
    ['VALIDATION_FAILED', 'OTP_NOT_FOUND'],
    'DevOtpQuery',
  ),
  'PATCH /api/otp/:id': write('Verify an OTP', 'OtpVerifyBody', 'OtpVerified', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'OTP_NOT_FOUND',
    'OTP_EXPIRED',
    'OTP_INVALID_CODE',
    'OTP_LOCKED',
    ...SIGNUP,
  ]),
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
    summary: 'Upload an item image (multipart `file`)',
    multipart: true,
    response: 'UploadedFile',
    errors: [
      'RATE_LIMITED',
      'FIELD_REQUIRED',
      'UPLOAD_REJECTED',
      'IMAGE_TOO_LARGE',
      'IMAGE_INVALID_TYPE',
      'IMAGE_NOT_AN_IMAGE',
      'IMAGE_TOO_MANY_PIXELS',
      'ITEM_IMAGE_TOO_LARGE',
    ],
  },
  'GET /api/uploads/:folder/:name': { summary: 'An uploaded image', response: 'binary', errors: ['FILE_NOT_FOUND'] },
} satisfies Record<string, RouteContract>;

export type RouteKey = keyof typeof ROUTES;
