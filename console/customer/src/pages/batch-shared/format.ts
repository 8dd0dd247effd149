/** Display helpers shared by the list, the request form and the detail page. */
const DIGITS: Record<string, number> = { USD: 2, HKD: 2, TWD: 0 };
const SYMBOLS: Record<string, string> = { USD: 'US$', HKD: 'HK$', TWD: 'NT$' };

export const currencyDigits = (currency: string): number => DIGITS[currency] ?? 2;

/** Minor units → "HK$1,234.50" in the user's locale (fee figures as the server computed them). */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string {
  if (amount == null || !currency) return '-';
  const digits = currencyDigits(currency);
  const major = amount / 10 ** digits;
  return `${SYMBOLS[currency] ?? `${currency} `}${major.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** "12.50" typed by a user → minor units; NaN when it is not a non-negative amount. */
export function toMinor(text: string, currency: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const digits = currencyDigits(currency);
  const [whole, frac = ''] = trimmed.split('.');
  if (frac.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
}

/** Minor units → the plain text an input shows ("12.50"). */
export const fromMinor = (amount: number, currency: string): string =>
  (amount / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

/** Hundredths of a pound → "3.00". */
export const formatLb = (hundredths: number): string => (hundredths / 100).toFixed(2);

export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
