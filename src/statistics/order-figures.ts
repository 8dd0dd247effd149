import type { BatchContext } from '../../machines/batch';
import { convert, DEMO_FX_RATES, prorate } from '../../machines/pricing';

/** What one counted order adds to its buyer's statistics, in USD minor units. */
export interface OrderFigures {
  /** The requester's total with fees for the purchased items (what the capture charges). */
  orderValue: number;
  /** The service fee charged for the purchased items. */
  totalFee: number;
  /** The buyer's earning: their share of that service fee. */
  buyerFee: number;
}

/**
 * The batch's fees for the items actually bought. When only some items were bought, each figure is
 * the fees' amount pro rata to the bought items' value (rounded down, so a buyer is never shown more
 * than the order paid); fees in another currency are converted to USD with the same demo rates the
 * checkout uses. Null without fees (nothing was priced, nothing to count).
 */
export function orderFigures(ctx: BatchContext, purchasedItemIds: readonly string[]): OrderFigures | null {
  const fees = ctx.fees;
  if (!fees) return null;
  const ids = new Set(purchasedItemIds);
  const bought = ctx.items.filter((i) => ids.has(i.id)).reduce((sum, i) => sum + i.price.amount * i.quantity, 0);
  const whole = fees.itemSubtotal <= 0 || bought >= fees.itemSubtotal;
  const share = (amount: number): number => {
    const part = whole ? amount : prorate({ amount, currency: fees.currency }, bought, fees.itemSubtotal, 'down').amount;
    return fees.currency === 'USD' ? part : convert({ amount: part, currency: fees.currency }, 'USD', DEMO_FX_RATES, 'down').amount;
  };
  return { orderValue: share(fees.total), totalFee: share(fees.serviceFee), buyerFee: share(fees.buyerEarning) };
}
