/**
 * The hand-off at the pickup point (src/around-batch/pickup): the requester's one-time code and the
 * staff's check of it at the counter. Roles: see each summary (the server checks).
 */
import type { ErrorCode } from '../error-codes';
import { CMD, get, type RouteContract } from './route-contract';

/** What a check of a code at the counter may answer. */
const CHECK: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'AUTH_NOT_AUTHORIZED',
  'PICKUP_ORDER_NOT_FOUND',
  'PICKUP_CODE_WRONG',
  'PICKUP_CODE_LOCKED',
  'PICKUP_WRONG_POINT',
];

export const PICKUP_ROUTES = {
  'GET /api/batch/orders/pickup_code/:id': get(
    "Requester: the one-time pickup code (6 digits and its QR) of their order waiting at its pickup point; anyone else's order: 404",
    'PickupCodeView',
    ['VALIDATION_FAILED', 'BATCH_NOT_FOUND', 'PICKUP_CODE_NOT_READY'],
  ),
  'POST /api/batch/orders/pickup_code/:id/regenerate': {
    summary: 'Requester: a new pickup code (the old one stops working), sent again by e-mail and SMS',
    response: 'PickupCodeView',
    errors: ['VALIDATION_FAILED', 'BATCH_NOT_FOUND', 'PICKUP_CODE_NOT_READY'],
  },
  'POST /api/admin/pickup/verify': {
    summary:
      "Staff: check an order's pickup code at their pickup point; answers the recipient and the parcel. Wrong codes count; too many lock the order's hand-off and alert staff",
    body: 'PickupCheckBody',
    response: 'PickupParcelView',
    errors: CHECK,
  },
  'POST /api/admin/pickup/hand_over': {
    summary:
      'Staff: hand the parcel over (the code is checked again): HandOverParcel records the staff member, pickup point and time; the order is picked up',
    body: 'PickupCheckBody',
    response: 'CommandResult',
    errors: [...CHECK, ...CMD, 'BATCH_WRONG_PICKUP_POINT'],
  },
} satisfies Record<string, RouteContract>;
