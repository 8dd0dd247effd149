import { receivableItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRating } from './rating.shared';

export type CompleteOrder = Command<'CompleteOrder', { rating?: number; review?: string }>;

const decide: Decide<CompleteOrder> = (cmd) => {
  const { rating, review } = cmd.data;
  const err = checkRating(cmd.metadata.actor, rating, review);
  if (err) return err;
  return [
    { type: 'OrderCompleted', data: { rating: rating === undefined ? null : { stars: rating, review: review ?? '' } } },
  ];
};

export const completeOrder = defineCommand<CompleteOrder>({
  type: 'CompleteOrder',
  emits: ['OrderCompleted'],
  grants: [{ roles: ['requester', 'staff', 'system'], when: (c) => receivableItems(c).length === 0 }],
  decide,
});
