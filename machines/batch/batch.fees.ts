/** Checks of money values passed in commands: integer minor units, explicit currency, consistent totals. */
import { sumFeeParts } from '../pricing/fee-quote';
import { validationError, type DomainError } from './batch.errors';
import { CURRENCIES, type BatchFees, type Money } from './batch.types';

export const FEE_AMOUNT_FIELDS = [
  'itemSubtotal',
  'sellerShipping',
  'localShipping',
  'internationalShipping',
  'additionalFee',
  'serviceFee',
  'insuranceFee',
  'couponDiscount',
  'total',
  'buyerEarning',
] as const satisfies readonly (keyof BatchFees)[];

export const isMinorUnits = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The total the fee fields add up to; the coupon is the only subtraction (the pricing module's one rule). */
export const feesTotal = sumFeeParts;

export function validateFees(fees: BatchFees | null | undefined, field = 'fees'): DomainError | null {
  if (!fees || typeof fees !== 'object') return validationError(field);
  if (!CURRENCIES.includes(fees.currency)) return validationError(`${field}.currency`);
  for (const k of FEE_AMOUNT_FIELDS) {
    if (!isMinorUnits(fees[k])) return validationError(`${field}.${k}`);
  }
  if (feesTotal(fees) !== fees.total) return validationError(`${field}.total`);
  return null;
}

export function validateMoney(
  money: Money | null | undefined,
  field: string,
  opts: { currency?: Money['currency']; positive?: boolean } = {},
): DomainError | null {
  if (!money || typeof money !== 'object') return validationError(field);
  if (!CURRENCIES.includes(money.currency)) return validationError(`${field}.currency`);
  if (opts.currency && money.currency !== opts.currency) return validationError(`${field}.currency`);
  if (!isMinorUnits(money.amount) || (opts.positive && money.amount === 0)) return validationError(`${field}.amount`);
  return null;
}

export function sameFees(a: BatchFees | null, b: BatchFees | null): boolean {
  if (a === null || b === null) return a === b;
  return a.currency === b.currency && FEE_AMOUNT_FIELDS.every((k) => a[k] === b[k]);
}

/**
 * Only the BatchFees fields, so a richer quote (machines/pricing's FeeQuote has lines and weight)
 * never leaks extra data into stored events.
 */
export function pickFees(f: BatchFees): BatchFees {
  return {
    currency: f.currency,
    itemSubtotal: f.itemSubtotal,
    sellerShipping: f.sellerShipping,
    localShipping: f.localShipping,
    internationalShipping: f.internationalShipping,
    additionalFee: f.additionalFee,
    serviceFee: f.serviceFee,
    insuranceFee: f.insuranceFee,
    couponDiscount: f.couponDiscount,
    total: f.total,
    buyerEarning: f.buyerEarning,
  };
}
