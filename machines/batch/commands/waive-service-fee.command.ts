import { isDomainError, validationError } from '../batch.errors';
import { pickFees, validateFees } from '../batch.fees';
import type { BatchFees } from '../batch.types';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { type Command, type Decide, defineCommand } from './define-command';

export type WaiveServiceFee = Command<'WaiveServiceFee', { fees: BatchFees }>;

/**
 * The buyer may waive the service fee (spec §4). It only lowers the price, so unlike other fee
 * changes it does not ask the requester to confirm again.
 */
const decide: Decide<WaiveServiceFee> = (cmd, state) => {
  const { fees } = cmd.data;
  const err = validateFees(fees);
  if (err) return err;
  if (fees.serviceFee !== 0) return validationError('fees.serviceFee');
  // Waiving only lowers the price, so a moved coupon discount needs no extra confirmation.
  const repriced = repriceForBuyer(state.context, pickFees(fees), undefined, false);
  if (isDomainError(repriced)) return repriced;
  const before = state.context.fees;
  if (before && (fees.currency !== before.currency || repriced.fees.total > before.total))
    return validationError('fees.total');
  return [{ type: 'ServiceFeeWaived', data: { fees: repriced.fees } }, ...couponUpdatedEvents(repriced)];
};

export const waiveServiceFee = defineCommand<WaiveServiceFee>({
  type: 'WaiveServiceFee',
  emits: ['ServiceFeeWaived'],
  grants: [{ roles: ['buyer'] }],
  decide,
});
