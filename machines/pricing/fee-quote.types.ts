/** Inputs, options and result of `quoteFees`, with the defaults that encode spec §1/§9. */
import type { CountryRef, FeeRate } from './fee-rates';
import type { FxRateTable } from './fx';
import type { BasisPoints, CurrencyCode, Money } from './money';

export interface QuoteItem {
  /** Unit price; converted (rounded up) when not in the quote currency. */
  readonly price: Money;
  readonly quantity: number;
  /** Hundredths of a pound each; null/undefined → the 3.00 lb default. */
  readonly weight?: number | null;
}

/**
 * A coupon. Amount-off is converted rounding down (never more than its face value); percent-off
 * is basis points of what the coupon applies to, optionally capped.
 */
export type Coupon =
  | { readonly kind: 'amount'; readonly amount: Money }
  | { readonly kind: 'percent'; readonly basisPoints: BasisPoints; readonly maxDiscount?: Money | null };

export interface FeeQuoteInput {
  /** The batch currency every figure is expressed in. */
  readonly currency: CurrencyCode;
  readonly items: readonly QuoteItem[];
  /** Origin → destination for the fee rate; default us (1) → hk (2). */
  readonly route?: { readonly from: CountryRef; readonly to: CountryRef };
  /** Minor units in `currency`; all default 0. */
  readonly sellerShipping?: number;
  readonly localShipping?: number;
  readonly additionalFee?: number;
  /** Set when the buyer has entered the real international shipping; replaces the rate estimate. */
  readonly internationalShipping?: number | null;
  readonly coupon?: Coupon | null;
  /** The buyer waived the service fee: it becomes 0 (and so does the buyer's share of it). */
  readonly waiveServiceFee?: boolean;
}

/** Spec §1: 12% of items plus local shipping; one reading says item cost only. */
export type ServiceFeeBasis = 'items_and_local_shipping' | 'items_only';

/** What a coupon discounts. Default 'service_fee': items are bought at cost, so only our fee is discountable. */
export type CouponTarget = 'service_fee' | 'total';

/**
 * Whole-unit settling of fee figures (service, international, insurance). Spec §9: "prices rounded
 * up to the nearest unit"; one text says "fees rounded down to whole numbers".
 */
export type FeeRounding = 'cents' | 'whole_up' | 'whole_down';

export interface FeeQuoteOptions {
  readonly feeRates?: readonly FeeRate[];
  readonly fxRates?: FxRateTable;
  readonly serviceFeeRate?: BasisPoints;
  readonly serviceFeeBasis?: ServiceFeeBasis;
  /** Per request; null disables. Converted (up) into the quote currency. */
  readonly minimumServiceFee?: Money | null;
  /** Spec §9: the US$10 minimum also covers international shipping and handling. */
  readonly minimumInternationalShipping?: Money | null;
  /** Insurance as basis points of items + seller + local shipping; 0 = no insurance (default). */
  readonly insuranceRate?: BasisPoints;
  readonly couponAppliesTo?: CouponTarget;
  /** The buyer's share of the service fee (after any waiver, before coupons), rounded down. */
  readonly buyerEarningShare?: BasisPoints;
  readonly feeRounding?: FeeRounding;
}

export const DEFAULT_SERVICE_FEE_RATE: BasisPoints = 1200;
export const MINIMUM_SERVICE_FEE: Money = { amount: 1000, currency: 'USD' };
export const MINIMUM_INTERNATIONAL_SHIPPING: Money = { amount: 1000, currency: 'USD' };
/** Assumption (spec gives no figure): buyers earn half the service fee. */
export const DEFAULT_BUYER_EARNING_SHARE: BasisPoints = 5000;

/** Exactly the batch machine's BatchFees shape (integer minor units of `currency`). */
export interface FeeAmounts {
  readonly currency: CurrencyCode;
  readonly itemSubtotal: number;
  readonly sellerShipping: number;
  readonly localShipping: number;
  readonly internationalShipping: number;
  readonly additionalFee: number;
  readonly serviceFee: number;
  readonly insuranceFee: number;
  readonly couponDiscount: number;
  readonly total: number;
  readonly buyerEarning: number;
}

export type FeeField = Exclude<keyof FeeAmounts, 'currency'>;

/** One explanation of a figure: `code` is an i18n key, `params` the numbers it quotes (minor units, bp, hundredths lb). */
export interface FeeLine {
  readonly field: FeeField;
  readonly amount: number;
  readonly code: string;
  readonly params: Readonly<Record<string, number | string | boolean>>;
}

export interface FeeQuote extends FeeAmounts {
  readonly lines: readonly FeeLine[];
  /** Actual weight the shipping was priced on, hundredths of a pound. */
  readonly chargeableWeight: number;
}
