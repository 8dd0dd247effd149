import { validationError } from '../batch.errors';
import { abandonableItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireItems, requireText } from './validate';

export type AbandonItems = Command<'AbandonItems', { itemIds?: readonly string[]; reason: string }>;

/**
 * Goods never collected (or an overdue request given up by operations). An overdue, unpaid
 * request is abandoned as a whole: there is nothing item-level to keep.
 */
const decide: Decide<AbandonItems> = (cmd, state) => {
  const ctx = state.context;
  const all = abandonableItems(ctx).map((i) => i.id);
  // Overdue at the pickup point (a shipping stage) gives up goods like any shipped order.
  const unpaidOverdue = state.value === 'overdue' && ctx.shippingStage === null;
  const itemIds = cmd.data.itemIds ?? all;
  const err = firstError(
    () => requireText(cmd.data.reason, 'reason', 500),
    () => requireItems(ctx, itemIds, unpaidOverdue ? ['requested'] : ['purchased', 'sent']),
    () => (unpaidOverdue && !all.every((id) => itemIds.includes(id)) ? validationError('itemIds') : null),
  );
  if (err) return err;
  return [{ type: 'ItemsAbandoned', data: { itemIds: [...itemIds], reason: cmd.data.reason } }];
};

export const abandonItems = defineCommand<AbandonItems>({
  type: 'AbandonItems',
  emits: ['ItemsAbandoned'],
  grants: [{ roles: ['staff', 'system'], when: (c) => abandonableItems(c).length > 0 }],
  decide,
});
