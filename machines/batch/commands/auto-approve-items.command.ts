import { itemsDueForAutoApproval, openReviews } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type AutoApproveItems = Command<'AutoApproveItems', Record<string, never>>;

/**
 * The review period (ARRIVAL_REVIEW_DAYS) ended: items still awaiting review are approved. The
 * timer sends it at the due time; what is due is read from the context at the command's time.
 */
const decide: Decide<AutoApproveItems> = (cmd, state) => {
  const itemIds = itemsDueForAutoApproval(state.context, cmd.metadata.at);
  if (itemIds.length === 0) return domainError('BATCH_ITEM_NOT_ARRIVED', { field: 'items', itemIds: [] });
  return [{ type: 'ItemsAutoApproved', data: { itemIds } }];
};

export const autoApproveItems = defineCommand<AutoApproveItems>({
  type: 'AutoApproveItems',
  emits: ['ItemsAutoApproved'],
  grants: [{ roles: ['system'], when: (c) => openReviews(c).some((r) => r.status === 'awaiting_review') }],
  decide,
  sample: () => ({}),
});
