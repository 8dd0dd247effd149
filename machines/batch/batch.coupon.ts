/**
 * Promo code arithmetic on the batch's fees. The discount applies to the total before the coupon
 * (items, shipping and fees), never takes it below zero, and is recomputed whenever the buyer
 * changes the fees, so fees.couponDiscount and coupon.discount never drift apart.
 */
import type { CouponRule } from './batch.types';
import type { BatchCoupon, BatchFees } from './batch.types';

/** What the fees add up to before the coupon is taken off. */
export const totalBeforeCoupon = (fees: BatchFees): number => fees.total + fees.couponDiscount;

/** The discount the rule gives on `beforeCoupon`, or null when its minimum is not met. */
export function couponDiscountFor(rule: CouponRule, beforeCoupon: number): number | null {
  if (beforeCoupon < rule.minOrderTotal) return null;
  // Percentages round down: a discount is never worth more than the rule says.
  const off = rule.kind === 'amount' ? rule.amountOff : Math.floor((beforeCoupon * rule.basisPoints) / 10_000);
  return Math.max(0, Math.min(off, beforeCoupon));
}

export function withCouponDiscount(fees: BatchFees, discount: number): BatchFees {
  return { ...fees, couponDiscount: discount, total: totalBeforeCoupon(fees) - discount };
}

export interface Repriced {
  readonly fees: BatchFees;
  readonly coupon: BatchCoupon | null;
  /** The discount moved (or the coupon was dropped): the requester's price changed because of it. */
  readonly changed: boolean;
  readonly previousDiscount: number;
}

/**
 * New fees from the buyer with the batch's coupon applied again. The buyer's couponDiscount is
 * ignored: the coupon is the requester's, and the rule decides. A minimum no longer met, or fees
 * in another currency than the coupon was converted to, drop the coupon.
 */
export function repriceCoupon(coupon: BatchCoupon | null | undefined, fees: BatchFees): Repriced {
  if (!coupon) return { fees, coupon: null, changed: false, previousDiscount: 0 };
  const discount = fees.currency === coupon.currency ? couponDiscountFor(coupon, totalBeforeCoupon(fees)) : null;
  if (discount === null) {
    return { fees: withCouponDiscount(fees, 0), coupon: null, changed: true, previousDiscount: coupon.discount };
  }
  return {
    fees: withCouponDiscount(fees, discount),
    coupon: { ...coupon, discount },
    changed: discount !== coupon.discount,
    previousDiscount: coupon.discount,
  };
}
