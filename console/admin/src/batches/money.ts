import { isCurrency, MINOR_DIGITS } from '@machines/pricing/money';

/**
 * Minor units → "12.34 USD" (all amounts in the API are integer minor units). The number of
 * decimals is the currency's own: TWD's minor unit is the dollar, so 250 TWD is "250 TWD", not "2.50".
 */
export function money(amount: unknown, currency: unknown): string {
  if (typeof amount !== 'number') return '—';
  const digits = isCurrency(currency) ? MINOR_DIGITS[currency] : 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${typeof currency === 'string' ? currency : ''}`.trim();
}
