import type { BatchView } from '@machines/batch';
import { convert, DEMO_FX_RATES } from '@machines/pricing';
import { earningFees, keptItems, type PricingOptions } from '../../batch';

/** What one counted order adds to its buyer's statistics, in USD minor units. */
export interface OrderFigures {
  /** The money the requester paid for the order and kept paid: captured less refunded. */
  orderValue: number;
  /** The service fee for what was bought and kept. */
  totalFee: number;
  /** The buyer's earning: their share of that service fee (the detail page's `you_earn`). */
  buyerFee: number;
}

const toUsd = (amount: number, currency: string): number =>
  currency === 'USD' ? amount : convert({ amount, currency: currency as 'HKD' }, 'USD', DEMO_FX_RATES, 'down').amount;

/**
 * The order's figures now. Fees and earning come from `earningFees`, the computation the detail
 * page shows as `you_earn` (agreed fees while every item goes ahead, else re-priced on the kept items
 * with the US$10 service-fee floor), so the statistics and the detail can never disagree. The order
 * value is real money: the HKD captured less the HKD refunded. Amounts in another currency are
 * converted to USD with the checkout's demo rates, rounded down. Null without fees or when nothing
 * is kept any more (everything refunded or given up): such an order earns nothing and is not counted.
 */
export function orderFigures(view: BatchView, pricing: PricingOptions | null): OrderFigures | null {
  const fees = earningFees(view, pricing);
  if (!fees || keptItems(view).length === 0) return null;
  const paid = Math.max(0, view.payments.captured - view.payments.refunded);
  return {
    orderValue: toUsd(paid, 'HKD'),
    totalFee: toUsd(fees.serviceFee, fees.currency),
    buyerFee: toUsd(fees.buyerEarning, fees.currency),
  };
}
