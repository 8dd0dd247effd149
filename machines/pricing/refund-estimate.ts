/**
 * Refund estimate for some items of a paid order (spec §3 "Refund estimate details", §7
 * POST /api/bns/refunds/estimate). Field names are the spec's snake_case so the API returns them as is.
 *
 * Rules:
 * - Items are refunded at their unit price × refunded quantity.
 * - Partial refund: the service fee is recomputed on what remains and may not fall below the US$10
 *   minimum (spec §5/§9); the difference is refunded. Local shipping (the items' seller shipping plus
 *   any extra local shipping, `localShippingOf`) and insurance are refunded pro rata to the refunded
 *   item value (rounded down), or local shipping not at all with `localShippingRefund: 'none'`. The
 *   recomputed fee's basis is the remaining items plus the local shipping not yet refunded.
 * - Whole order (nothing left after this refund): the whole remaining service fee, local shipping
 *   and insurance come back; a coupon is not paid out as cash, so it is kept back from the service fee.
 * - International shipping is not refunded automatically: staff add it as `additionalRefund`.
 * - refund_tax is 0: Hong Kong has no sales tax on these orders.
 * - refund_per_transaction_cost is the card cost kept back (an option, default 0), subtracted from the total.
 */
import type { RoundingMode } from './decimal';
import {
  DEFAULT_SERVICE_FEE_RATE,
  MINIMUM_SERVICE_FEE,
  type FeeAmounts,
  type ServiceFeeBasis,
} from './fee-quote.types';
import { DEMO_FX_RATES, convert, type FxRateTable } from './fx';
import { assertMinorUnits, max, min, money, percentage, prorate, type CurrencyCode, type Money } from './money';
import { localShippingOf } from './local-shipping';
import { PricingError } from './pricing.errors';

export interface RefundOrderItem {
  readonly id: string;
  /** Unit price as charged. */
  readonly price: Money;
  readonly quantity: number;
  /** Units already refunded by earlier refunds. */
  readonly refundedQuantity?: number;
}

export interface AlreadyRefunded {
  readonly serviceFee?: number;
  readonly localShippingFee?: number;
  readonly insurance?: number;
  readonly total?: number;
}

export interface RefundOrder {
  /** The fees as charged (BatchFees shape). */
  readonly fees: FeeAmounts;
  readonly items: readonly RefundOrderItem[];
  readonly alreadyRefunded?: AlreadyRefunded;
  /** What the requester actually paid in the order currency, if it differs from fees.total. */
  readonly paidTotal?: number;
  /** HKD actually charged; local refunds are its pro-rata share so a full refund returns it exactly. */
  readonly paidLocalTotal?: Money | null;
  /** A service fee the buyer waived after it was paid: returned in full as refund_waive_service_fee. */
  readonly waivedServiceFeeToReturn?: number;
}

export interface RefundedItem {
  readonly itemId: string;
  readonly quantity: number;
}

export interface RefundEstimateOptions {
  readonly fxRates?: FxRateTable;
  readonly serviceFeeRate?: number;
  readonly serviceFeeBasis?: ServiceFeeBasis;
  readonly minimumServiceFee?: Money | null;
  readonly localShippingRefund?: 'proportional' | 'none';
  /** Minor units of the order currency kept back per refund transaction. */
  readonly perTransactionCost?: number;
  readonly localCurrency?: CurrencyCode;
}

/** The spec's "Refund estimate details" figures, in the order the estimate names them: minor units each. */
export const REFUND_FIGURE_NAMES = [
  'refund_subtotal',
  'refund_local_shipping_fee',
  'refund_service_fee',
  'refund_waive_service_fee',
  'refund_insurance',
  'refund_additional',
  'refund_tax',
  'refund_per_transaction_cost',
  'refund_total',
  'local_refund_total',
] as const;
export type RefundFigureName = (typeof REFUND_FIGURE_NAMES)[number];
/** The figures alone; the estimate and the stored refund request each name their currency type. */
export type RefundFigureAmounts = { readonly [K in RefundFigureName]: number };

export interface RefundEstimateDetails extends RefundFigureAmounts {
  readonly local_currency: CurrencyCode;
}

export interface RefundEstimate {
  readonly currency: CurrencyCode;
  readonly details: RefundEstimateDetails;
  /** True when nothing of the order remains after this refund. */
  readonly wholeOrder: boolean;
  /** Service fee the requester still pays after this refund. */
  readonly remainingServiceFee: number;
}

function optionalMinor(value: number | undefined, field: string): number {
  if (value === undefined) return 0;
  assertMinorUnits(value, field);
  return value;
}

function itemValue(
  item: RefundOrderItem,
  quantity: number,
  currency: CurrencyCode,
  fx: FxRateTable,
  index: number,
): number {
  const unit = convert(
    money(item.price.amount, item.price.currency, `items[${index}].price.amount`),
    currency,
    fx,
    'up',
  );
  return unit.amount * quantity;
}

/** Refunded units per item id, summing duplicates and checking them against what remains. */
function refundedUnits(order: RefundOrder, refundedItems: readonly RefundedItem[]): Map<string, number> {
  const byId = new Map<string, number>();
  refundedItems.forEach((r, i) => {
    const item = order.items.find((it) => it.id === r.itemId);
    if (!item) throw new PricingError('PRICING_REFUND_ITEM_UNKNOWN', { field: `items[${i}].itemId`, itemId: r.itemId });
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 1)
      throw new PricingError('PRICING_INVALID_QUANTITY', { field: `items[${i}].quantity` });
    const units = (byId.get(r.itemId) ?? 0) + r.quantity;
    if (units > item.quantity - (item.refundedQuantity ?? 0)) {
      throw new PricingError('PRICING_REFUND_QUANTITY_EXCEEDED', { field: `items[${i}].quantity`, itemId: r.itemId });
    }
    byId.set(r.itemId, units);
  });
  return byId;
}

export function estimateRefund(
  order: RefundOrder,
  refundedItems: readonly RefundedItem[],
  additionalRefund = 0,
  options: RefundEstimateOptions = {},
): RefundEstimate {
  const { fees } = order;
  const currency = fees.currency;
  const fx = options.fxRates ?? DEMO_FX_RATES;
  const down: RoundingMode = 'down';
  const already = order.alreadyRefunded ?? {};
  assertMinorUnits(additionalRefund, 'additional_refund');
  const units = refundedUnits(order, refundedItems);

  let fullValue = 0;
  let refundSubtotal = 0;
  let remainingValue = 0;
  order.items.forEach((item, i) => {
    const before = item.quantity - (item.refundedQuantity ?? 0);
    const now = units.get(item.id) ?? 0;
    fullValue += itemValue(item, item.quantity, currency, fx, i);
    refundSubtotal += itemValue(item, now, currency, fx, i);
    remainingValue += itemValue(item, before - now, currency, fx, i);
  });
  const wholeOrder = order.items.every(
    (item) => item.quantity - (item.refundedQuantity ?? 0) === (units.get(item.id) ?? 0),
  );

  const localCharged = localShippingOf(fees);
  const localLeft = localCharged - optionalMinor(already.localShippingFee, 'alreadyRefunded.localShippingFee');
  const feeLeft = fees.serviceFee - optionalMinor(already.serviceFee, 'alreadyRefunded.serviceFee');
  const insuranceLeft = fees.insuranceFee - optionalMinor(already.insurance, 'alreadyRefunded.insurance');
  if (localLeft < 0 || feeLeft < 0 || insuranceLeft < 0)
    throw new PricingError('PRICING_REFUND_EXCEEDS_ORDER', { field: 'alreadyRefunded' });

  const share = (amount: number, remaining: number): number =>
    fullValue === 0 ? 0 : Math.min(remaining, prorate(money(amount, currency), refundSubtotal, fullValue, down).amount);

  let refundLocal: number;
  let refundService: number;
  let refundInsurance: number;
  let remainingServiceFee: number;
  if (wholeOrder) {
    refundLocal = localLeft;
    refundInsurance = insuranceLeft;
    // The coupon discounted the fee; paying it out as cash would refund more than was paid.
    refundService = Math.max(0, feeLeft - fees.couponDiscount);
    remainingServiceFee = 0;
  } else {
    refundLocal = options.localShippingRefund === 'none' ? 0 : share(localCharged, localLeft);
    refundInsurance = share(fees.insuranceFee, insuranceLeft);
    const basis =
      options.serviceFeeBasis === 'items_only' ? remainingValue : remainingValue + (localLeft - refundLocal);
    const byRate = percentage(money(basis, currency), options.serviceFeeRate ?? DEFAULT_SERVICE_FEE_RATE, 'up');
    const minimumOption = options.minimumServiceFee === undefined ? MINIMUM_SERVICE_FEE : options.minimumServiceFee;
    const floor = minimumOption ? convert(minimumOption, currency, fx, 'up') : money(0, currency);
    // Never more than was actually charged (a waived or already-minimum fee stays as it is).
    remainingServiceFee = min(max(byRate, floor), money(feeLeft, currency)).amount;
    refundService = feeLeft - remainingServiceFee;
  }

  const refundWaive = optionalMinor(order.waivedServiceFeeToReturn, 'waivedServiceFeeToReturn');
  const gross = refundSubtotal + refundLocal + refundService + refundWaive + refundInsurance + additionalRefund;
  const cost = Math.min(gross, optionalMinor(options.perTransactionCost, 'perTransactionCost'));
  const refundTotal = gross - cost;

  const paidTotal = order.paidTotal === undefined ? fees.total : optionalMinor(order.paidTotal, 'paidTotal');
  const refundable = paidTotal - optionalMinor(already.total, 'alreadyRefunded.total');
  if (refundTotal > refundable) {
    throw new PricingError('PRICING_REFUND_EXCEEDS_ORDER', {
      field: 'additional_refund',
      refundable,
      refund: refundTotal,
    });
  }

  const localCurrency = options.localCurrency ?? 'HKD';
  const paidLocal = order.paidLocalTotal;
  const localTotal =
    paidLocal && paidLocal.currency === localCurrency && paidTotal > 0
      ? prorate(money(paidLocal.amount, paidLocal.currency, 'paidLocalTotal'), refundTotal, paidTotal, down).amount
      : convert(money(refundTotal, currency), localCurrency, fx, down).amount;

  return {
    currency,
    wholeOrder,
    remainingServiceFee,
    details: {
      refund_subtotal: refundSubtotal,
      refund_local_shipping_fee: refundLocal,
      refund_service_fee: refundService,
      refund_waive_service_fee: refundWaive,
      refund_insurance: refundInsurance,
      refund_additional: additionalRefund,
      refund_tax: 0,
      refund_per_transaction_cost: cost,
      refund_total: refundTotal,
      local_refund_total: localTotal,
      local_currency: localCurrency,
    },
  };
}
