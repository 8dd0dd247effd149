import type { Decide } from './decide.types';
import { checkRating } from './rating.shared';

export const decideCompleteOrder: Decide<'CompleteOrder'> = (cmd) => {
  const { rating, review } = cmd.data;
  const err = checkRating(cmd.metadata.actor, rating, review);
  if (err) return err;
  return [{ type: 'OrderCompleted', data: { rating: rating === undefined ? null : { stars: rating, review: review ?? '' } } }];
};
