import { acceptedChargeHkd } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { capturedInAll, topUpToCapture } from '../batch.top-up';
import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';

export type CaptureTopUpPayment = Command<'CaptureTopUpPayment', { revisionId: string; amount: Money }>;

/**
 * The authorised top-up is captured at once (the items are bought already), on its own provider
 * payment: exactly its amount, and never so that the card takes more than the accepted charge.
 */
const decide: Decide<CaptureTopUpPayment> = (cmd, state) => {
  const ctx = state.context;
  const revision = topUpToCapture(ctx);
  if (!revision?.topUp || revision.id !== cmd.data.revisionId)
    return domainError('BATCH_TOP_UP_NOT_FOUND', { field: 'revisionId' });
  const err = validateMoney(cmd.data.amount, 'amount', { currency: 'HKD', positive: true });
  if (err) return err;
  const amount = cmd.data.amount.amount;
  if (amount !== revision.topUp.amount)
    return domainError('BATCH_CAPTURE_EXCEEDS_AUTHORISED', {
      field: 'amount',
      amount,
      authorised: revision.topUp.amount,
    });
  const accepted = acceptedChargeHkd(ctx) - capturedInAll(ctx);
  if (amount > accepted) return domainError('BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE', { amount, accepted });
  return [
    {
      type: 'TopUpPaymentCaptured',
      data: { revisionId: revision.id, amount, pspReference: revision.topUp.pspReference ?? '' },
    },
  ];
};

export const captureTopUpPayment = defineCommand<CaptureTopUpPayment>({
  type: 'CaptureTopUpPayment',
  emits: ['TopUpPaymentCaptured'],
  grants: [{ roles: ['system'], when: (c) => topUpToCapture(c) !== null }],
  decide,
  sample: (ctx) => {
    const revision = topUpToCapture(ctx);
    return {
      revisionId: revision?.id ?? 'missing',
      amount: { amount: revision?.topUp?.amount ?? 100, currency: 'HKD' },
    };
  },
});
