import { isCurrency, MINOR_DIGITS } from '@machines/pricing/money';

/**
 * Minor units → "12.34 USD" (all amounts in the API are integer minor units). The number of
 * decimals is the currency's own: TWD's minor unit is the dollar, so 250 TWD is "250 TWD", not "2.50".
 */
export function money(amount: unknown, currency: unknown): string {
  const units = currencyUnits(amount, currency);
  return units === null ? '—' : `${units} ${typeof currency === 'string' ? currency : ''}`.trim();
}

/** Minor units → the amount in the currency's units as plain text ("12.34", TWD "250"); null for none. */
export function currencyUnits(amount: unknown, currency: unknown): string | null {
  if (typeof amount !== 'number') return null;
  const digits = isCurrency(currency) ? MINOR_DIGITS[currency] : 2;
  return (amount / 10 ** digits).toFixed(digits);
}
