import { validationError } from '../batch.errors';
import { abandonableItems } from '../batch.items';
import type { Decide } from './decide.types';
import { firstError, requireItems, requireText } from './validate';

/**
 * Goods never collected (or an overdue request given up by operations). An overdue, unpaid
 * request is abandoned as a whole: there is nothing item-level to keep.
 */
export const decideAbandonItems: Decide<'AbandonItems'> = (cmd, state) => {
  const ctx = state.context;
  const all = abandonableItems(ctx).map((i) => i.id);
  const itemIds = cmd.data.itemIds ?? all;
  const err = firstError(
    () => requireText(cmd.data.reason, 'reason', 500),
    () => requireItems(ctx, itemIds, state.value === 'overdue' ? ['requested'] : ['purchased', 'sent']),
    () => (state.value === 'overdue' && !all.every((id) => itemIds.includes(id)) ? validationError('itemIds') : null),
  );
  if (err) return err;
  return [{ type: 'ItemsAbandoned', data: { itemIds: [...itemIds], reason: cmd.data.reason } }];
};
