import { acceptedChargeHkd, pendingRevision } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { boughtItems, outstandingAuthorisation } from '../batch.items';
import { capturedInAll } from '../batch.top-up';
import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';

export type CapturePayment = Command<'CapturePayment', { amount: Money }>;

/**
 * One capture per order (card providers allow one): it takes the purchased items' total, which
 * the caller computes in HKD, and releases the rest of the authorisation.
 */
const decide: Decide<CapturePayment> = (cmd, state) => {
  const ctx = state.context;
  const outstanding = outstandingAuthorisation(ctx);
  const err = validateMoney(cmd.data.amount, 'amount', { currency: 'HKD', positive: true });
  if (err) return err;
  const amount = cmd.data.amount.amount;
  if (amount > outstanding) return domainError('BATCH_CAPTURE_EXCEEDS_AUTHORISED', { amount, outstanding });
  // No surprise charge: nothing is captured while a revision waits, never above what was accepted.
  if (pendingRevision(ctx))
    return domainError('BATCH_QUOTE_REVISION_PENDING', { revisionId: pendingRevision(ctx)?.id });
  const accepted = acceptedChargeHkd(ctx) - capturedInAll(ctx);
  if (amount > accepted) return domainError('BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE', { amount, accepted });
  return [
    {
      type: 'PaymentCaptured',
      data: { amount, released: outstanding - amount, itemIds: boughtItems(ctx).map((i) => i.id) },
    },
  ];
};

export const capturePayment = defineCommand<CapturePayment>({
  type: 'CapturePayment',
  emits: ['PaymentCaptured'],
  grants: [{ roles: ['staff', 'system'], when: (c) => outstandingAuthorisation(c) > 0 }],
  decide,
});
