import { domainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { boughtItems, outstandingAuthorisation } from '../batch.items';
import type { Decide } from './decide.types';

/**
 * One capture per order (card providers allow one): it takes the purchased items' total, which
 * the caller computes in HKD, and releases the rest of the authorisation.
 */
export const decideCapturePayment: Decide<'CapturePayment'> = (cmd, state) => {
  const ctx = state.context;
  const outstanding = outstandingAuthorisation(ctx);
  const err = validateMoney(cmd.data.amount, 'amount', { currency: 'HKD', positive: true });
  if (err) return err;
  const amount = cmd.data.amount.amount;
  if (amount > outstanding) return domainError('BATCH_CAPTURE_EXCEEDS_AUTHORISED', { amount, outstanding });
  return [
    {
      type: 'PaymentCaptured',
      data: { amount, released: outstanding - amount, itemIds: boughtItems(ctx).map((i) => i.id) },
    },
  ];
};
