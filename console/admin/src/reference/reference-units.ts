import { minorDigits, RATE_DIGITS } from '../app/money-input';

/** Fee columns: minor units of the row's own rate currency (`price_type`: US$ for the fee rates we ship). */
const FEE_FIELDS: ReadonlySet<string> = new Set(['fee_flat_cents', 'fee_per_weight_cents']);
/** Rate columns: micro-units of the row's currency per US dollar (machines/pricing/fx.ts). */
const RATE_FIELDS: ReadonlySet<string> = new Set(['rate_micro']);

export const isFeeField = (field: string): boolean => FEE_FIELDS.has(field);
export const isRateField = (field: string): boolean => RATE_FIELDS.has(field);

/** Decimals between what a reference row stores in `field` and what the operator types; none for other fields. */
export function unitDigitsOf(field: string, row: Record<string, unknown> | undefined): number | undefined {
  if (isFeeField(field)) return minorDigits(row?.price_type);
  if (isRateField(field)) return RATE_DIGITS;
  return undefined;
}
