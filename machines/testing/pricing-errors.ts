/**
 * Pricing throws PricingError (see machines/pricing/pricing.errors.ts) instead of returning it, so
 * specs catch it here to compare its stable code; anything else thrown is a real failure and goes on.
 */
import type { Money } from '../pricing/money';
import { PricingError } from '../pricing/pricing.errors';

/** The PricingError `fn` throws, or undefined when it returns. */
export function errorOf(fn: () => unknown): PricingError | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof PricingError) return e;
    throw e;
  }
  return undefined;
}

/** The code of the PricingError `fn` throws, or undefined when it returns. */
export const codeOf = (fn: () => unknown): string | undefined => errorOf(fn)?.code;

export const usd = (amount: number): Money => ({ amount, currency: 'USD' });
