import { ApiError } from '../../platform/web/api-error';

export const pickupOrderNotFound = () =>
  new ApiError(404, 'PICKUP_ORDER_NOT_FOUND', 'No order with this number waits for pickup.', {
    field: 'batch_number',
  });
export const pickupCodeNotReady = () =>
  new ApiError(409, 'PICKUP_CODE_NOT_READY', 'The pickup code comes when the order is ready for pickup.', {});
export const pickupCodeWrong = (attemptsLeft: number) =>
  new ApiError(400, 'PICKUP_CODE_WRONG', `Wrong pickup code: ${attemptsLeft} attempts left.`, {
    field: 'code',
    attempts_left: attemptsLeft,
  });
export const pickupCodeLocked = (lockedUntil: Date) =>
  new ApiError(423, 'PICKUP_CODE_LOCKED', 'Too many wrong codes: the hand-off of this order is locked.', {
    field: 'code',
    locked_until: lockedUntil.toISOString(),
  });
export const pickupWrongPoint = (orderPointId: string) =>
  new ApiError(409, 'PICKUP_WRONG_POINT', 'This parcel waits at another pickup point.', {
    field: 'pickup_point_id',
    order_pickup_point_id: orderPointId,
  });
