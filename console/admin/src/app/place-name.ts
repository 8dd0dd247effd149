import type { TranslateFunction } from 'react-admin';

/**
 * A country or site code (`us`, `hk`) as its name in the operator's language, from the shared
 * country names (the customer app's `pricing.countries`, then `request.warehouses`); an unknown
 * code is shown upper-case, as a code, rather than as a lower-case word.
 */
export function placeName(translate: TranslateFunction, code: unknown): string {
  if (typeof code !== 'string' || !code) return '—';
  const key = code.toLowerCase();
  return translate(`pricing.countries.${key}`, {
    _: translate(`request.warehouses.${key}`, { _: code.toUpperCase() }),
  });
}
