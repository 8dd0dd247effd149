import { openItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkItemLines } from './item-lines.shared';
import { isList, requireText } from './validate';

export type PurchaseItems = Command<'PurchaseItems', { items: readonly { id: string; purchaseSiteOrderId: string }[] }>;

/** Item-level: each bought item records the shop's order id (spec §6). */
const decide: Decide<PurchaseItems> = (cmd, state) => {
  const items = isList(cmd.data.items) ? cmd.data.items : [];
  const err = checkItemLines(state.context, {
    lines: items,
    idOf: (i) => i.id,
    allowed: ['requested'],
    field: 'items',
    check: (i, at) => requireText(i.purchaseSiteOrderId, `${at}.purchaseSiteOrderId`, 128),
  });
  if (err) return err;
  return [
    {
      type: 'ItemsPurchased',
      data: { items: items.map((i) => ({ id: i.id, purchaseSiteOrderId: i.purchaseSiteOrderId })) },
    },
  ];
};

export const purchaseItems = defineCommand<PurchaseItems>({
  type: 'PurchaseItems',
  emits: ['ItemsPurchased'],
  grants: [
    // While the robot buys, people wait for its outcome; the robot reports only from there.
    { roles: ['buyer', 'staff'], except: ['wait_for_auto_purchase'], when: (c) => openItems(c).length > 0 },
    { roles: ['system'], only: ['wait_for_auto_purchase'], when: (c) => openItems(c).length > 0 },
  ],
  decide,
});
