// Units and currencies of spec §3. Weights are converted to pounds by the pricing module; the
// factors here are for display. TWD is shown as NTD, as in the spec's language list.
export const WEIGHT_UNITS = [
  { id: 1, code: 'LBS', name: 'LBS', per_pound: 1 },
  { id: 2, code: 'KG', name: 'KG', per_pound: 0.45359237 },
  { id: 3, code: 'OZ', name: 'OZ', per_pound: 16 },
] as const;

export const CURRENCIES = [
  { id: 1, code: 'USD', name: 'USD', display: 'USD', symbol: 'US$' },
  { id: 2, code: 'HKD', name: 'HKD', display: 'HKD', symbol: 'HK$' },
  { id: 3, code: 'TWD', name: 'TWD', display: 'NTD', symbol: 'NT$' },
] as const;

/** Payment is always in Hong Kong dollars (spec §1, §9). */
export const PAYMENT_CURRENCY = 'HKD';

/** Integer cents as the decimal string the fee cards show ("10.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
