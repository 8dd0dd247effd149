import type { BatchEvent } from '../batch.events';
import { receivableItems } from '../batch.items';
import type { Decide } from './decide.types';
import { checkRating } from './rating.shared';
import { firstError, requireItems } from './validate';

/**
 * Receipt of some items (item_received) or the last ones (received). When the requester rates
 * while receiving the last items, the order completes in the same command.
 */
export const decideConfirmReceipt: Decide<'ConfirmReceipt'> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const receivable = receivableItems(ctx).map((i) => i.id);
  const itemIds = d.itemIds ?? receivable;
  const err = firstError(
    () => requireItems(ctx, itemIds, ['purchased', 'sent']),
    () => checkRating(cmd.metadata.actor, d.rating, d.review),
  );
  if (err) return err;
  const events: BatchEvent[] = [{ type: 'ItemsReceived', data: { itemIds: [...itemIds] } }];
  const last = receivable.every((id) => itemIds.includes(id));
  if (last && d.rating !== undefined) {
    events.push({ type: 'OrderCompleted', data: { rating: { stars: d.rating, review: d.review ?? '' } } });
  }
  return events;
};
