import { domainError } from '../batch.errors';
import { topUpInFlight } from '../batch.top-up';
import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { validateMoney } from '../batch.fees';
import { firstError, requireText } from './validate';

export type RecordTopUpPaymentAuthorisation = Command<
  'RecordTopUpPaymentAuthorisation',
  { revisionId: string; amount: Money; pspReference: string; cardSummary?: string }
>;

const LAST_FOUR = /^[0-9]{4}$/;

/**
 * The provider authorised a top-up: the revision is accepted in the same append (paying the increase
 * is the acceptance). The amount must be the one the requester started paying.
 */
const decide: Decide<RecordTopUpPaymentAuthorisation> = (cmd, state) => {
  const d = cmd.data;
  const revision = topUpInFlight(state.context);
  if (!revision?.topUp || revision.id !== d.revisionId)
    return domainError('BATCH_TOP_UP_NOT_FOUND', { field: 'revisionId' });
  const err = firstError(
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
    () => requireText(d.pspReference, 'pspReference', 128),
  );
  if (err) return err;
  if (d.amount.amount !== revision.topUp.amount)
    return domainError('BATCH_PAYMENT_AMOUNT_MISMATCH', {
      field: 'amount',
      expected: revision.topUp.amount,
      actual: d.amount.amount,
    });
  const card = typeof d.cardSummary === 'string' && LAST_FOUR.test(d.cardSummary) ? { cardSummary: d.cardSummary } : {};
  return [
    {
      type: 'TopUpPaymentAuthorised',
      data: {
        revisionId: revision.id,
        amount: d.amount.amount,
        pspReference: d.pspReference,
        at: cmd.metadata.at,
        ...card,
      },
    },
    {
      type: 'QuoteRevisionAccepted',
      // Accepted by the requester who paid, not by the provider whose answer records it.
      data: {
        revisionId: revision.id,
        paidHkd: d.amount.amount,
        ...(revision.topUp.startedBy ? { paidBy: revision.topUp.startedBy } : {}),
      },
    },
  ];
};

export const recordTopUpPaymentAuthorisation = defineCommand<RecordTopUpPaymentAuthorisation>({
  type: 'RecordTopUpPaymentAuthorisation',
  emits: ['TopUpPaymentAuthorised'],
  grants: [{ roles: ['system'], when: (c) => topUpInFlight(c) !== null }],
  decide,
  sample: (ctx, v) => {
    const revision = topUpInFlight(ctx);
    return {
      revisionId: revision?.id ?? 'missing',
      amount: { amount: revision?.topUp?.amount ?? 100, currency: 'HKD' },
      pspReference: `psp-top-up-${v}`,
    };
  },
});
