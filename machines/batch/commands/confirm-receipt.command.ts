import type { BatchEvent } from '../batch.events';
import { receivableItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRating } from './rating.shared';
import { firstError, requireItems } from './validate';

export type ConfirmReceipt = Command<
  'ConfirmReceipt',
  { itemIds?: readonly string[]; rating?: number; review?: string }
>;

/**
 * Receipt of some items (item_received) or the last ones (received). When the requester rates
 * while receiving the last items, the order completes in the same command.
 */
const decide: Decide<ConfirmReceipt> = (cmd, state) => {
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

export const confirmReceipt = defineCommand<ConfirmReceipt>({
  type: 'ConfirmReceipt',
  emits: ['ItemsReceived'],
  grants: [{ roles: ['requester', 'staff', 'system'], when: (c) => receivableItems(c).length > 0 }],
  decide,
});
