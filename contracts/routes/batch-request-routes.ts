/** Request actions: create, accept, decline, modify, confirm, combine, promo code (src/batch/http). */
import { cmd, COUPON, IDEMPOTENT, type RouteContract } from './route-contract';

/** Spec §9 refusals where a request is made (create, combine): precious goods and the parcel limits. */
const PARCEL_RULES = [
  'PRECIOUS_GOODS_PARCEL_LIMIT',
  'PRECIOUS_GOODS_WAYBILL_LIMIT',
  'PRICING_PARCEL_LIMIT_EXCEEDED',
  'PRICING_VOLUMETRIC_OVER_CAP',
] as const;

export const BATCH_REQUEST_ROUTES = {
  'POST /api/batch/requests/create': {
    ...cmd(
      'Create a request (Idempotency-Key header; spec §9 precious goods and parcel limits are checked here)',
      'CreateRequestBody',
      ['BATCH_ALREADY_EXISTS', ...PARCEL_RULES, ...IDEMPOTENT],
    ),
    response: 'CreateRequestResult',
  },
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
      'PRECIOUS_GOODS_PARCEL_LIMIT',
      'PRECIOUS_GOODS_WAYBILL_LIMIT',
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
  'POST /api/batch/requests/combine_request': cmd(
    'Combine requests into the first (Idempotency-Key header)',
    'CombineRequestBody',
    ['BATCH_COMBINE_INCOMPLETE', ...PARCEL_RULES, ...IDEMPOTENT],
  ),
  'PUT /api/batch/requests/coupon/:id': cmd('Apply a promo code', 'ApplyCouponBody', COUPON),
  'DELETE /api/batch/requests/coupon/:id': cmd('Remove the promo code'),
} satisfies Record<string, RouteContract>;
