import { withCouponDiscount } from '../batch.coupon';
import { validationError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type RemoveCoupon = Command<'RemoveCoupon', Record<string, never>>;

/** The requester takes the promo code off again (before payment); the total goes back up. */
const decide: Decide<RemoveCoupon> = (_cmd, state) => {
  const { coupon, fees } = state.context;
  if (!coupon || !fees) return validationError('coupon');
  return [{ type: 'CouponRemoved', data: { code: coupon.code, fees: withCouponDiscount(fees, 0) } }];
};

export const removeCoupon = defineCommand<RemoveCoupon>({
  type: 'RemoveCoupon',
  emits: ['CouponRemoved'],
  grants: [{ roles: ['requester'], when: (c) => c.coupon != null }],
  decide,
});
