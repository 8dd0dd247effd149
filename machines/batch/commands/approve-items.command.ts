import { openReviews } from '../batch.arrival';
import { type Command, type Decide, defineCommand } from './define-command';
import { requireReviews } from './arrival.shared';

export type ApproveItems = Command<'ApproveItems', { itemIds: readonly string[] }>;

/** The requester says the arrived items look right: they are ready for consolidation. */
const decide: Decide<ApproveItems> = (cmd, state) => {
  const err = requireReviews(state.context, cmd.data.itemIds, ['awaiting_review'], 'items');
  return err ?? [{ type: 'ItemsApproved', data: { itemIds: [...cmd.data.itemIds] } }];
};

export const approveItems = defineCommand<ApproveItems>({
  type: 'ApproveItems',
  emits: ['ItemsApproved'],
  grants: [{ roles: ['requester'], when: (c) => openReviews(c).some((r) => r.status === 'awaiting_review') }],
  decide,
  sample: (ctx) => ({
    itemIds: openReviews(ctx)
      .filter((r) => r.status === 'awaiting_review')
      .map((r) => r.itemId),
  }),
});
