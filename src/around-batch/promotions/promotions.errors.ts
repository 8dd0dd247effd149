import { ApiError } from '../../platform/web/api-error';

/** Refusals of a promo code; clients translate by code (errors.promotions.json in every locale). */
export const couponNotFound = () =>
  new ApiError(404, 'COUPON_NOT_FOUND', 'This promo code does not exist.', { field: 'coupon_code' });
export const couponNotYetValid = (validFrom: Date) =>
  new ApiError(422, 'COUPON_NOT_YET_VALID', 'This promo code is not valid yet.', {
    field: 'coupon_code',
    valid_from: validFrom.toISOString(),
  });
export const couponExpired = () =>
  new ApiError(422, 'COUPON_EXPIRED', 'This promo code has expired.', { field: 'coupon_code' });
export const couponAlreadyUsed = () =>
  new ApiError(422, 'COUPON_ALREADY_USED', 'You have already used this promo code.', { field: 'coupon_code' });
export const couponExhausted = () =>
  new ApiError(422, 'COUPON_EXHAUSTED', 'This promo code has reached its maximum number of uses.', {
    field: 'coupon_code',
  });
export const promoCodeExists = (code: string) =>
  new ApiError(409, 'PROMO_CODE_EXISTS', 'A promo code with this code already exists.', { field: 'code', code });
export const promoCodeNotFound = () => new ApiError(404, 'PROMO_CODE_NOT_FOUND', 'Not Found', {});
export const promoInvalid = (field: string, message = 'Wrong Input') =>
  new ApiError(400, 'VALIDATION_FAILED', message, { field });
