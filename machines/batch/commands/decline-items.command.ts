import { isDomainError, validationError } from '../batch.errors';
import type { BatchEvent } from '../batch.events';
import { pickFees, validateFees } from '../batch.fees';
import { openItems } from '../batch.items';
import { type BatchFees, DECLINE_REASONS, type DeclineReason } from '../batch.types';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireItems } from './validate';

export type DeclineItems = Command<
  'DeclineItems',
  {
    itemIds: readonly string[];
    reason: DeclineReason;
    remark?: string;
    fees?: BatchFees | null;
    /** Required (true) when the new fees change the applied coupon's discount. */
    confirmCouponUpdate?: boolean;
  }
>;

/** Declining some items changes the total, so the remaining request needs new fees. */
const decide: Decide<DeclineItems> = (cmd, state) => {
  const d = cmd.data;
  const remaining = openItems(state.context).filter((i) => !(d.itemIds ?? []).includes(i.id)).length;
  const err = firstError(
    () => requireItems(state.context, d.itemIds, ['requested']),
    () =>
      DECLINE_REASONS.includes(d.reason) && d.reason !== 'overdue_unpaid_request' ? null : validationError('reason'),
    () => optionalText(d.remark, 'remark'),
    () => (remaining > 0 ? validateFees(d.fees) : d.fees == null ? null : validateFees(d.fees)),
  );
  if (err) return err;
  // An applied promo code is recomputed on the new fees; confirm_coupon_update is asked only while
  // items are left (declining everything ends the request: there is no price to agree to).
  const repriced = d.fees
    ? repriceForBuyer(state.context, pickFees(d.fees), d.confirmCouponUpdate, remaining > 0)
    : null;
  if (isDomainError(repriced)) return repriced;
  const events: BatchEvent[] = [
    {
      type: 'ItemsDeclined',
      data: {
        itemIds: [...d.itemIds],
        reason: d.reason,
        remark: d.remark ?? '',
        fees: repriced ? repriced.fees : d.fees ? pickFees(d.fees) : null,
      },
    },
  ];
  return repriced ? [...events, ...couponUpdatedEvents(repriced)] : events;
};

export const declineItems = defineCommand<DeclineItems>({
  type: 'DeclineItems',
  emits: ['ItemsDeclined'],
  grants: [{ roles: ['buyer'], when: (c) => openItems(c).length > 0 }],
  decide,
});
