import { repriceCoupon, type Repriced } from '../batch.coupon';
import { domainError, type DomainError } from '../batch.errors';
import type { CouponUpdated } from '../batch.events';
import type { BatchContext, BatchFees } from '../batch.types';

/**
 * The buyer's new fees with the coupon applied again. When that moves the discount, the buyer must
 * say so explicitly (`confirmCouponUpdate`, the spec's confirm_coupon_update): the requester's
 * promised price changes. `requireConfirmation` false is for commands that only lower the price.
 */
export function repriceForBuyer(
  ctx: BatchContext,
  fees: BatchFees,
  confirmCouponUpdate: boolean | undefined,
  requireConfirmation = true,
): Repriced | DomainError {
  const repriced = repriceCoupon(ctx.coupon, fees);
  if (repriced.changed && requireConfirmation && confirmCouponUpdate !== true) {
    return domainError('COUPON_UPDATE_NOT_CONFIRMED', {
      field: 'confirmCouponUpdate',
      code: ctx.coupon?.code,
      previousDiscount: repriced.previousDiscount,
      discount: repriced.coupon?.discount ?? 0,
      couponRemoved: repriced.coupon === null,
    });
  }
  return repriced;
}

/** The event that records a moved discount, if it moved. */
export function couponUpdatedEvents(repriced: Repriced): CouponUpdated[] {
  return repriced.changed
    ? [{ type: 'CouponUpdated', data: { coupon: repriced.coupon, previousDiscount: repriced.previousDiscount } }]
    : [];
}
