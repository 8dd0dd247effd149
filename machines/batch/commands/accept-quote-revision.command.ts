import { differenceToRefund, pendingRevision } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type AcceptQuoteRevision = Command<'AcceptQuoteRevision', { revisionId: string }>;

/**
 * The requester accepts the waiting revision: its fees become the quote, line by line as shown.
 * When the payment was already captured above the new charge, the difference goes back to the card
 * (QuoteDifferenceRefunded, in the same append: the refund follows the acceptance, never another
 * command); before capture nothing more happens, since the capture takes the accepted amount.
 */
const decide: Decide<AcceptQuoteRevision> = (cmd, state) => {
  const pending = pendingRevision(state.context);
  if (!pending || pending.id !== cmd.data.revisionId)
    return domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
  const amount = differenceToRefund(state.context, pending.chargeHkd);
  return [
    { type: 'QuoteRevisionAccepted', data: { revisionId: pending.id } },
    ...(amount > 0 ? [{ type: 'QuoteDifferenceRefunded' as const, data: { revisionId: pending.id, amount } }] : []),
  ];
};

export const acceptQuoteRevision = defineCommand<AcceptQuoteRevision>({
  type: 'AcceptQuoteRevision',
  emits: ['QuoteRevisionAccepted'],
  grants: [{ roles: ['requester'], when: (c) => pendingRevision(c) !== null }],
  decide,
  sample: (ctx) => ({ revisionId: pendingRevision(ctx)?.id ?? 'missing' }),
});
