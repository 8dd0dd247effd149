import { boughtItems, itemsIn, openItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';

export type CompletePurchase = Command<'CompletePurchase', Record<string, never>>;

/** All items are bought or given up: purchase_completed, or purchased_p when some were given up. */
const decide: Decide<CompletePurchase> = (_cmd, state) => [
  {
    type: 'PurchaseCompleted',
    data: {
      purchasedItemIds: boughtItems(state.context).map((i) => i.id),
      canceledItemIds: itemsIn(state.context, 'purchase_canceled', 'payment_canceled').map((i) => i.id),
    },
  },
];

export const completePurchase = defineCommand<CompletePurchase>({
  type: 'CompletePurchase',
  emits: ['PurchaseCompleted'],
  grants: [
    {
      roles: ['buyer', 'staff', 'system'],
      when: (c) => openItems(c).length === 0 && boughtItems(c).length > 0,
    },
  ],
  decide,
});
