import { boughtItems, openItems, outstandingAuthorisation } from '../batch.items';
import type { Decide } from './decide.types';
import { firstError, optionalText, requireItems } from './validate';

/**
 * The buyer cannot (or no longer will) buy these items. Their share of the authorisation is
 * released at capture, which takes only the purchased items; if nothing at all is left to buy,
 * the whole authorisation is released now (all_payment_canceled).
 */
export const decideCancelPurchase: Decide<'CancelPurchase'> = (cmd, state) => {
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
      data: { itemIds: [...ids], reason: cmd.data.reason ?? '', released: left === 0 ? outstandingAuthorisation(ctx) : 0 },
    },
  ];
};
