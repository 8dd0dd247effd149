import { differenceToRefund, pendingRevision } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { topUpDueHkd } from '../batch.top-up';
import { type Command, type Decide, defineCommand } from './define-command';

export type AcceptQuoteRevision = Command<'AcceptQuoteRevision', { revisionId: string }>;

/**
 * The requester accepts the waiting revision: its fees become the quote, line by line as shown.
 * When the payment was already captured above the new charge, the difference goes back to the card
 * (QuoteDifferenceRefunded, in the same append: the refund follows the acceptance, never another
 * command): from the checkout's payment first, the rest from the captured top-ups; before capture nothing more happens, since the capture takes the accepted amount.
 * A revision charging more than the card payments cover is accepted by paying the increase
 * (StartTopUpPayment; its authorisation accepts it), never here: nothing is charged unpaid.
 */
const decide: Decide<AcceptQuoteRevision> = (cmd, state) => {
  const pending = pendingRevision(state.context);
  if (!pending || pending.id !== cmd.data.revisionId)
    return domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
  const due = topUpDueHkd(state.context, pending);
  if (due > 0) return domainError('BATCH_QUOTE_REVISION_PAYMENT_REQUIRED', { field: 'revisionId', due });
  const { amount, topUps } = differenceToRefund(state.context, pending.chargeHkd);
  const refunded = topUps.length ? { revisionId: pending.id, amount, topUps } : { revisionId: pending.id, amount };
  return [
    { type: 'QuoteRevisionAccepted', data: { revisionId: pending.id } },
    ...(amount > 0 || topUps.length ? [{ type: 'QuoteDifferenceRefunded' as const, data: refunded }] : []),
  ];
};

export const acceptQuoteRevision = defineCommand<AcceptQuoteRevision>({
  type: 'AcceptQuoteRevision',
  emits: ['QuoteRevisionAccepted'],
  grants: [{ roles: ['requester'], when: (c) => pendingRevision(c) !== null }],
  decide,
  sample: (ctx) => ({ revisionId: pendingRevision(ctx)?.id ?? 'missing' }),
});
