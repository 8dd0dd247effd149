/** The request form's live fee estimate: only parsing and a call into machines/pricing, no fee arithmetic. */
import {
  DEMO_FX_RATES,
  isPricingError,
  quoteRequest,
  type CurrencyCode,
  type FeeQuote,
  type FeeRate,
} from '@machines/pricing';
import { weightHundredths, type ItemDraft } from './request-form';
import { toMinor } from '../batch-shared/format';

const isCurrency = (c: string): c is CurrencyCode => c === 'USD' || c === 'HKD' || c === 'TWD';

/**
 * The quote of the items typed so far, by the server's rule (`quoteRequest`: the first item's
 * currency and route), so the estimate is the figures the request is then quoted at, with the HKD
 * total and the rate. Null until one item has a price.
 */
export function estimateFees(items: readonly ItemDraft[], feeRates: readonly FeeRate[]): FeeQuote | null {
  const priced = items.filter(
    (i) =>
      isCurrency(i.currency) && toMinor(i.price, i.currency) > 0 && /^\d+$/.test(i.quantity) && Number(i.quantity) > 0,
  );
  if (priced.length === 0) return null;
  try {
    return quoteRequest(
      priced.map((i) => ({
        price: { amount: toMinor(i.price, i.currency), currency: i.currency },
        quantity: Number(i.quantity),
        weight: weightHundredths(i.weight, i.unit),
        fromCountry: i.fromCountry,
        toCountry: i.toCountry,
      })),
      {},
      { feeRates, fxRates: DEMO_FX_RATES },
    );
  } catch (error) {
    if (isPricingError(error)) return null;
    throw error;
  }
}
