import { boughtItems, openItems, outstandingAuthorisation } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireItems } from './validate';

export type CancelPurchase = Command<'CancelPurchase', { itemIds: readonly string[]; reason?: string }>;

/**
 * The buyer cannot (or no longer will) buy these items. Their share of the authorisation is
 * released at capture, which takes only the purchased items; if nothing at all is left to buy,
 * the whole authorisation is released now (all_payment_canceled).
 */
const decide: Decide<CancelPurchase> = (cmd, state) => {
  const ctx = state.context;
  const ids = cmd.data.itemIds ?? [];
  const err = firstError(
    () => requireItems(ctx, ids, ['requested', 'purchased']),
    () => optionalText(cmd.data.reason, 'reason', 200),
  );
  if (err) return err;
  const left = [...openItems(ctx), ...boughtItems(ctx)].filter((i) => !ids.includes(i.id)).length;
  return [
    {
      type: 'PurchaseCanceled',
      data: {
        itemIds: [...ids],
        reason: cmd.data.reason ?? '',
        released: left === 0 ? outstandingAuthorisation(ctx) : 0,
      },
    },
  ];
};

export const cancelPurchase = defineCommand<CancelPurchase>({
  type: 'CancelPurchase',
  emits: ['PurchaseCanceled'],
  grants: [{ roles: ['buyer', 'staff'], when: (c) => openItems(c).length + boughtItems(c).length > 0 }],
  decide,
});
