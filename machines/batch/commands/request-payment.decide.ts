import { isDomainError, validationError } from '../batch.errors';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { pickFees, validateFees } from '../batch.fees';
import type { Decide } from './decide.types';

/** The buyer asks to be paid: the fees (given now or set earlier) become the payable quote. */
export const decideRequestPayment: Decide<'RequestPayment'> = (cmd, state) => {
  const fees = cmd.data.fees ?? state.context.fees;
  if (!fees) return validationError('fees');
  const err = validateFees(fees);
  if (err) return err;
  // The coupon is applied again silently: the requester confirms or pays against these fees anyway.
  const repriced = repriceForBuyer(state.context, pickFees(fees), undefined, false);
  if (isDomainError(repriced)) return repriced;
  return [{ type: 'PaymentRequested', data: { fees: repriced.fees } }, ...couponUpdatedEvents(repriced)];
};
