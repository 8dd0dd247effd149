import { couponDiscountFor, totalBeforeCoupon, withCouponDiscount } from '../batch.coupon';
import { domainError, validationError } from '../batch.errors';
import { isMinorUnits } from '../batch.fees';
import { type CouponRule, CURRENCIES } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type ApplyCoupon = Command<'ApplyCoupon', { coupon: CouponRule }>;

/**
 * The requester applies a promo code before paying. The server has checked the code's validity
 * window and once-per-account rule; the decider checks the minimum and computes the discount.
 * Applying a second code replaces the first.
 */
const decide: Decide<ApplyCoupon> = (cmd, state) => {
  const rule = cmd.data.coupon;
  const fees = state.context.fees;
  if (!rule || typeof rule !== 'object') return validationError('coupon');
  const err = firstError(
    () => requireText(rule.code, 'coupon.code', 40),
    () => (rule.kind === 'amount' || rule.kind === 'percent' ? null : validationError('coupon.kind')),
    () =>
      isMinorUnits(rule.amountOff) && (rule.kind !== 'amount' || rule.amountOff > 0)
        ? null
        : validationError('coupon.amountOff'),
    () =>
      isMinorUnits(rule.basisPoints) && rule.basisPoints <= 10_000 && (rule.kind !== 'percent' || rule.basisPoints > 0)
        ? null
        : validationError('coupon.basisPoints'),
    () => (isMinorUnits(rule.minOrderTotal) ? null : validationError('coupon.minOrderTotal')),
    () => (CURRENCIES.includes(rule.currency) ? null : validationError('coupon.currency')),
    () => (fees ? null : validationError('fees')),
    () => (fees && fees.currency !== rule.currency ? validationError('coupon.currency') : null),
  );
  if (err) return err;
  if (!fees) return validationError('fees');
  const before = totalBeforeCoupon(fees);
  const discount = couponDiscountFor(rule, before);
  if (discount === null)
    return domainError('COUPON_MINIMUM_NOT_MET', {
      minimum: rule.minOrderTotal,
      total: before,
      currency: fees.currency,
    });
  const coupon = {
    code: rule.code,
    kind: rule.kind,
    amountOff: rule.amountOff,
    basisPoints: rule.basisPoints,
    minOrderTotal: rule.minOrderTotal,
    currency: rule.currency,
    discount,
  };
  return [{ type: 'CouponApplied', data: { coupon, fees: withCouponDiscount(fees, discount) } }];
};

export const applyCoupon = defineCommand<ApplyCoupon>({
  type: 'ApplyCoupon',
  emits: ['CouponApplied'],
  grants: [{ roles: ['requester'], when: (c) => c.fees !== null }],
  decide,
});
