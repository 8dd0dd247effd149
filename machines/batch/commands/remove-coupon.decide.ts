import { validationError } from '../batch.errors';
import { withCouponDiscount } from '../batch.coupon';
import type { Decide } from './decide.types';

/** The requester takes the promo code off again (before payment); the total goes back up. */
export const decideRemoveCoupon: Decide<'RemoveCoupon'> = (_cmd, state) => {
  const { coupon, fees } = state.context;
  if (!coupon || !fees) return validationError('coupon');
  return [{ type: 'CouponRemoved', data: { code: coupon.code, fees: withCouponDiscount(fees, 0) } }];
};
