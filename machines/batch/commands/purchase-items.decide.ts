import type { Decide } from './decide.types';
import { firstError, requireItems, requireText } from './validate';

/** Item-level: each bought item records the shop's order id (spec §6). */
export const decidePurchaseItems: Decide<'PurchaseItems'> = (cmd, state) => {
  const items = Array.isArray(cmd.data.items) ? cmd.data.items : [];
  const err = firstError(
    () => requireItems(state.context, items.map((i) => i.id), ['requested'], 'items'),
    ...items.map((i, n) => () => requireText(i.purchaseSiteOrderId, `items[${n}].purchaseSiteOrderId`, 128)),
  );
  if (err) return err;
  return [
    { type: 'ItemsPurchased', data: { items: items.map((i) => ({ id: i.id, purchaseSiteOrderId: i.purchaseSiteOrderId })) } },
  ];
};
