import { isDomainError, validationError } from '../batch.errors';
import type { BatchEvent } from '../batch.events';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { pickFees, validateFees } from '../batch.fees';
import { openItems } from '../batch.items';
import { DECLINE_REASONS } from '../batch.types';
import type { Decide } from './decide.types';
import { firstError, optionalText, requireItems } from './validate';

/** Declining some items changes the total, so the remaining request needs new fees. */
export const decideDeclineItems: Decide<'DeclineItems'> = (cmd, state) => {
  const d = cmd.data;
  const remaining = openItems(state.context).filter((i) => !(d.itemIds ?? []).includes(i.id)).length;
  const err = firstError(
    () => requireItems(state.context, d.itemIds, ['requested']),
    () => (DECLINE_REASONS.includes(d.reason) && d.reason !== 'overdue_unpaid_request' ? null : validationError('reason')),
    () => optionalText(d.remark, 'remark'),
    () => (remaining > 0 ? validateFees(d.fees) : d.fees == null ? null : validateFees(d.fees)),
  );
  if (err) return err;
  // An applied promo code is recomputed on the new fees; confirm_coupon_update is asked only while
  // items are left (declining everything ends the request: there is no price to agree to).
  const repriced = d.fees ? repriceForBuyer(state.context, pickFees(d.fees), d.confirmCouponUpdate, remaining > 0) : null;
  if (isDomainError(repriced)) return repriced;
  const events: BatchEvent[] = [
    {
      type: 'ItemsDeclined',
      data: { itemIds: [...d.itemIds], reason: d.reason, remark: d.remark ?? '', fees: repriced ? repriced.fees : d.fees ? pickFees(d.fees) : null },
    },
  ];
  return repriced ? [...events, ...couponUpdatedEvents(repriced)] : events;
};
