/** The request form's live fee estimate: only parsing and a call into machines/pricing, no fee arithmetic. */
import {
  DEMO_FX_RATES,
  isPricingError,
  quoteFees,
  type CountryCode,
  type CurrencyCode,
  type FeeQuote,
  type FeeRate,
} from '@machines/pricing';
import { weightHundredths, type ItemDraft } from './request-form';
import { toMinor } from '../batch-shared/format';

const isCurrency = (c: string): c is CurrencyCode => c === 'USD' || c === 'HKD' || c === 'TWD';

/** HKD (the payment currency) quote of the items typed so far; null until one item has a price. */
export function estimateFees(items: readonly ItemDraft[], feeRates: readonly FeeRate[]): FeeQuote | null {
  const priced = items.filter(
    (i) =>
      isCurrency(i.currency) && toMinor(i.price, i.currency) > 0 && /^\d+$/.test(i.quantity) && Number(i.quantity) > 0,
  );
  if (priced.length === 0) return null;
  const first = priced[0];
  try {
    return quoteFees(
      {
        currency: 'HKD',
        items: priced.map((i) => ({
          price: { amount: toMinor(i.price, i.currency), currency: i.currency as CurrencyCode },
          quantity: Number(i.quantity),
          weight: weightHundredths(i.weight, i.unit),
        })),
        route: { from: first.fromCountry as CountryCode, to: first.toCountry as CountryCode },
      },
      { feeRates, fxRates: DEMO_FX_RATES },
    );
  } catch (error) {
    if (isPricingError(error)) return null;
    throw error;
  }
}
