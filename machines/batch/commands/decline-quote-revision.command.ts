import { arrivalOf, pendingRevision } from '../batch.arrival';
import { domainError, validationError } from '../batch.errors';
import { boughtItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isText, requireText } from './validate';

export type DeclineQuoteRevision = Command<
  'DeclineQuoteRevision',
  { revisionId: string; disputeId: string; message: string }
>;

/**
 * The requester declines the waiting revision: nothing is charged and a dispute opens (on the
 * revision's own dispute item, else the first arrived item) so staff decide with the evidence.
 */
const decide: Decide<DeclineQuoteRevision> = (cmd, state) => {
  const ctx = state.context;
  const pending = pendingRevision(ctx);
  if (!pending || pending.id !== cmd.data.revisionId)
    return domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
  // The card may be authorised any moment: its answer accepts the revision, so it is awaited first.
  if (pending.topUp?.status === 'started') return domainError('BATCH_TOP_UP_IN_PROGRESS', { field: 'revisionId' });
  const err = firstError(
    () => (isText(cmd.data.disputeId) ? null : validationError('disputeId')),
    () => requireText(cmd.data.message, 'message', 2000),
  );
  if (err) return err;
  const a = arrivalOf(ctx);
  const itemId =
    a.disputes.find((d) => d.id === pending.disputeId)?.itemId ??
    pending.weights[0]?.id ??
    a.reviews[0]?.itemId ??
    boughtItems(ctx)[0]?.id ??
    ctx.items[0]?.id ??
    '';
  return [
    {
      type: 'QuoteRevisionDeclined',
      data: {
        revisionId: pending.id,
        disputeId: cmd.data.disputeId,
        itemId,
        message: cmd.data.message,
        at: cmd.metadata.at,
        by: cmd.metadata.actor.id,
      },
    },
  ];
};

export const declineQuoteRevision = defineCommand<DeclineQuoteRevision>({
  type: 'DeclineQuoteRevision',
  emits: ['QuoteRevisionDeclined'],
  grants: [{ roles: ['requester'], when: (c) => pendingRevision(c) !== null }],
  decide,
  sample: (ctx, v) => ({
    revisionId: pendingRevision(ctx)?.id ?? 'missing',
    disputeId: `dd-${v}`,
    message: `the scale photo is unclear (${v})`,
  }),
});
