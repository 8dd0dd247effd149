import { pendingRevision } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type AcceptQuoteRevision = Command<'AcceptQuoteRevision', { revisionId: string }>;

/** The requester accepts the waiting revision: its fees become the quote, line by line as shown. */
const decide: Decide<AcceptQuoteRevision> = (cmd, state) => {
  const pending = pendingRevision(state.context);
  if (!pending || pending.id !== cmd.data.revisionId)
    return domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
  return [{ type: 'QuoteRevisionAccepted', data: { revisionId: pending.id } }];
};

export const acceptQuoteRevision = defineCommand<AcceptQuoteRevision>({
  type: 'AcceptQuoteRevision',
  emits: ['QuoteRevisionAccepted'],
  grants: [{ roles: ['requester'], when: (c) => pendingRevision(c) !== null }],
  decide,
  sample: (ctx) => ({ revisionId: pendingRevision(ctx)?.id ?? 'missing' }),
});
