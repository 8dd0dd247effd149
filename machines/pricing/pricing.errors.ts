/**
 * Pricing errors with stable codes (DESIGN §6). The server maps them to 400 bodies
 * `{ code, message, params }`; the browser calculator translates `code` and shows `params.field`.
 */

export const PRICING_ERROR_MESSAGES = {
  PRICING_INVALID_AMOUNT: 'The amount must be a non-negative whole number of minor units.',
  PRICING_INVALID_NUMBER: 'Wrong format',
  PRICING_UNKNOWN_CURRENCY: 'Unknown currency.',
  PRICING_CURRENCY_MISMATCH: 'The amounts are in different currencies.',
  PRICING_NEGATIVE_RESULT: 'The result would be negative.',
  PRICING_INVALID_WEIGHT: 'The weight must be a non-negative number.',
  PRICING_UNKNOWN_UNIT: 'Unknown weight unit.',
  PRICING_INVALID_DIMENSION: 'Parcel dimensions must be positive numbers.',
  PRICING_VOLUMETRIC_OVER_CAP: 'The volumetric weight exceeds the allowed multiple of the actual weight.',
  PRICING_PARCEL_LIMIT_EXCEEDED: 'The parcel exceeds the shipping limits.',
  PRICING_UNKNOWN_COUNTRY: 'Unknown country.',
  PRICING_UNKNOWN_ROUTE: 'No fee rate for this route.',
  PRICING_UNKNOWN_FX_RATE: 'No exchange rate for this currency pair.',
  PRICING_INVALID_FX_RATE: 'Exchange rates must be positive whole micro-units.',
  PRICING_INVALID_OPTION: 'Invalid pricing option.',
  PRICING_INVALID_COUPON: 'Invalid coupon.',
  PRICING_INVALID_QUANTITY: 'The quantity must be a positive whole number.',
  PRICING_REFUND_ITEM_UNKNOWN: 'The refunded item is not part of this order.',
  PRICING_REFUND_QUANTITY_EXCEEDED: 'More units are refunded than remain in the order.',
  PRICING_REFUND_EXCEEDS_ORDER: 'The refund exceeds what was paid for this order.',
} as const;

export type PricingErrorCode = keyof typeof PRICING_ERROR_MESSAGES;

export type PricingErrorParams = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Thrown rather than returned: pricing is called from deep inside arithmetic helpers and a bad
 * input is always a caller bug or bad user input, never a branch the caller wants to continue.
 */
export class PricingError extends Error {
  readonly code: PricingErrorCode;
  readonly params: PricingErrorParams;

  constructor(code: PricingErrorCode, params: PricingErrorParams = {}, message: string = PRICING_ERROR_MESSAGES[code]) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
    this.params = params;
  }

  /** The API error body shape (DESIGN §6). */
  toBody(): { code: PricingErrorCode; message: string; params: PricingErrorParams } {
    return { code: this.code, message: this.message, params: this.params };
  }
}

export function isPricingError(value: unknown): value is PricingError {
  return value instanceof PricingError;
}

export function pricingError(code: PricingErrorCode, params: PricingErrorParams = {}): PricingError {
  return new PricingError(code, params);
}
