import { boughtItems, itemsIn } from '../batch.items';
import type { Decide } from './decide.types';

/** All items are bought or given up: purchase_completed, or purchased_p when some were given up. */
export const decideCompletePurchase: Decide<'CompletePurchase'> = (_cmd, state) => [
  {
    type: 'PurchaseCompleted',
    data: {
      purchasedItemIds: boughtItems(state.context).map((i) => i.id),
      canceledItemIds: itemsIn(state.context, 'purchase_canceled', 'payment_canceled').map((i) => i.id),
    },
  },
];
