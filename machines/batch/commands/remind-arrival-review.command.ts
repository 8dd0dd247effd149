import { itemsToRemind, openReviews } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type RemindArrivalReview = Command<'RemindArrivalReview', Record<string, never>>;

/**
 * ARRIVAL_REVIEW_REMINDER_HOURS before the auto-approval, the requester is reminded of the items
 * still awaiting their review. The timer sends it; which items, and whether any, is read from the
 * context at the command's time: none left (approved, reported, already reminded or already due)
 * means no reminder.
 */
const decide: Decide<RemindArrivalReview> = (cmd, state) => {
  const reviews = itemsToRemind(state.context, cmd.metadata.at);
  if (reviews.length === 0) return domainError('BATCH_ITEM_NOT_ARRIVED', { field: 'items', itemIds: [] });
  const autoApproveAt = reviews.map((r) => r.reviewDueAt).sort()[0];
  return [{ type: 'ArrivalReviewReminded', data: { itemIds: reviews.map((r) => r.itemId), autoApproveAt } }];
};

export const remindArrivalReview = defineCommand<RemindArrivalReview>({
  type: 'RemindArrivalReview',
  emits: ['ArrivalReviewReminded'],
  grants: [{ roles: ['system'], when: (c) => openReviews(c).some((r) => r.status === 'awaiting_review') }],
  decide,
  sample: () => ({}),
});
