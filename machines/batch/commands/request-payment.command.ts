import { isDomainError, validationError } from '../batch.errors';
import { pickFees, validateFees } from '../batch.fees';
import type { BatchFees } from '../batch.types';
import { couponUpdatedEvents, repriceForBuyer } from './coupon-update.shared';
import { type Command, type Decide, defineCommand } from './define-command';

export type RequestPayment = Command<'RequestPayment', { fees?: BatchFees | null }>;

/** The buyer asks to be paid: the fees (given now or set earlier) become the payable quote. */
const decide: Decide<RequestPayment> = (cmd, state) => {
  const fees = cmd.data.fees ?? state.context.fees;
  if (!fees) return validationError('fees');
  const err = validateFees(fees);
  if (err) return err;
  // The coupon is applied again silently: the requester confirms or pays against these fees anyway.
  const repriced = repriceForBuyer(state.context, pickFees(fees), undefined, false);
  if (isDomainError(repriced)) return repriced;
  return [{ type: 'PaymentRequested', data: { fees: repriced.fees } }, ...couponUpdatedEvents(repriced)];
};

export const requestPayment = defineCommand<RequestPayment>({
  type: 'RequestPayment',
  emits: ['PaymentRequested'],
  grants: [{ roles: ['buyer'] }],
  decide,
});
