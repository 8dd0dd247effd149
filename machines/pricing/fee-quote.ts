/**
 * The fee quote (spec §1, §9): the one function the server, the request form and the /pricing
 * calculator all call, so a requester sees exactly the figures they will be charged.
 */
import type { RoundingMode } from './decimal';
import { DEFAULT_FEE_RATES, DEFAULT_ROUTE, WEIGHT_TYPE_PER_WEIGHT, findFeeRate } from './fee-rates';
import {
  DEFAULT_BUYER_EARNING_SHARE,
  DEFAULT_SERVICE_FEE_RATE,
  MINIMUM_INTERNATIONAL_SHIPPING,
  MINIMUM_SERVICE_FEE,
  type Coupon,
  type FeeAmounts,
  type FeeLine,
  type FeeQuote,
  type FeeQuoteInput,
  type FeeQuoteOptions,
  type FeeRounding,
} from './fee-quote.types';
import { DEMO_FX_RATES, convert, type FxRateTable } from './fx';
import {
  assertMinorUnits,
  displayWholeUnits,
  isCurrency,
  max,
  min,
  money,
  multiply,
  percentage,
  prorate,
  sum,
  zero,
  type BasisPoints,
  type CurrencyCode,
  type Money,
} from './money';
import { localShippingOf } from './local-shipping';
import { PricingError } from './pricing.errors';
import { totalActualWeight } from './weight';

function assertBasisPoints(bp: number, field: string, maxBp = 10000): void {
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > maxBp) throw new PricingError('PRICING_INVALID_OPTION', { field });
}

/** Settle a fee figure to whole units when asked, without letting it drop under its minimum. */
function settleFee(fee: Money, rounding: FeeRounding, floor: Money | null): Money {
  if (rounding === 'cents' || fee.amount === 0) return fee;
  const mode: RoundingMode = rounding === 'whole_up' ? 'up' : 'down';
  const settled = displayWholeUnits(fee, mode);
  return floor ? max(settled, displayWholeUnits(floor, 'up')) : settled;
}

function couponDiscount(coupon: Coupon, target: Money, fx: FxRateTable): Money {
  if (coupon.kind === 'amount') {
    // Rounded down: a converted coupon must never be worth more than its face value.
    return min(convert(coupon.amount, target.currency, fx, 'down'), target);
  }
  if (coupon.kind === 'percent') {
    assertBasisPoints(coupon.basisPoints, 'coupon.basisPoints');
    let off = percentage(target, coupon.basisPoints, 'down', 'coupon');
    if (coupon.maxDiscount) off = min(off, convert(coupon.maxDiscount, target.currency, fx, 'down'));
    return off;
  }
  throw new PricingError('PRICING_INVALID_COUPON', { field: 'coupon.kind' });
}

function optionalAmount(value: number | null | undefined, currency: CurrencyCode, field: string): Money {
  if (value === undefined || value === null) return zero(currency);
  assertMinorUnits(value, field);
  return money(value, currency, field);
}

interface ResolvedOptions {
  readonly fx: FxRateTable;
  readonly rate: BasisPoints;
  readonly insuranceRate: BasisPoints;
  readonly share: BasisPoints;
  readonly rounding: FeeRounding;
}

function resolveOptions(options: FeeQuoteOptions): ResolvedOptions {
  const rate = options.serviceFeeRate ?? DEFAULT_SERVICE_FEE_RATE;
  const insuranceRate = options.insuranceRate ?? 0;
  const share = options.buyerEarningShare ?? DEFAULT_BUYER_EARNING_SHARE;
  const rounding = options.feeRounding ?? 'cents';
  assertBasisPoints(rate, 'serviceFeeRate');
  assertBasisPoints(insuranceRate, 'insuranceRate');
  assertBasisPoints(share, 'buyerEarningShare');
  if (!['cents', 'whole_up', 'whole_down'].includes(rounding))
    throw new PricingError('PRICING_INVALID_OPTION', { field: 'feeRounding' });
  return { fx: options.fxRates ?? DEMO_FX_RATES, rate, insuranceRate, share, rounding };
}

/** Rate estimate: flat + per-pound × actual weight (rounded up), at least the minimum, in the quote currency. */
function estimateInternational(
  input: FeeQuoteInput,
  options: FeeQuoteOptions,
  fx: FxRateTable,
  weight: number,
  lines: FeeLine[],
): Money {
  const route = input.route ?? DEFAULT_ROUTE;
  const row = findFeeRate(options.feeRates ?? DEFAULT_FEE_RATES, route.from, route.to);
  const perWeight =
    row.weightType === WEIGHT_TYPE_PER_WEIGHT
      ? prorate(money(row.feePerWeight, row.priceType), weight, 100, 'up', 'internationalShipping')
      : zero(row.priceType);
  const byRate = sum(row.priceType, [money(row.feeFlat, row.priceType), perWeight]);
  const minimum =
    options.minimumInternationalShipping === undefined
      ? MINIMUM_INTERNATIONAL_SHIPPING
      : options.minimumInternationalShipping;
  const floor = minimum ? convert(minimum, row.priceType, fx, 'up') : zero(row.priceType);
  const inRateCurrency = max(byRate, floor);
  const result = convert(inRateCurrency, input.currency, fx, 'up');
  lines.push({
    field: 'internationalShipping',
    amount: result.amount,
    code: byRate.amount >= floor.amount ? 'pricing.line.international.rate' : 'pricing.line.international.minimum',
    params: {
      from: row.feeCountryFrom,
      to: row.feeCountryTo,
      rateCurrency: row.priceType,
      feeFlat: row.feeFlat,
      feePerWeight: row.feePerWeight,
      weight,
      byRate: byRate.amount,
      minimum: floor.amount,
    },
  });
  return result;
}

export function quoteFees(input: FeeQuoteInput, options: FeeQuoteOptions = {}): FeeQuote {
  const { currency } = input;
  if (!isCurrency(currency)) throw new PricingError('PRICING_UNKNOWN_CURRENCY', { field: 'currency' });
  const opts = resolveOptions(options);
  const { fx } = opts;
  const lines: FeeLine[] = [];

  const itemTotals = input.items.map((item, i) => {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new PricingError('PRICING_INVALID_QUANTITY', { field: `items[${i}].quantity` });
    }
    const unit = convert(money(item.price.amount, item.price.currency, `items[${i}].price.amount`), currency, fx, 'up');
    return multiply(unit, item.quantity, `items[${i}].quantity`);
  });
  const itemSubtotal = sum(currency, itemTotals);
  lines.push({
    field: 'itemSubtotal',
    amount: itemSubtotal.amount,
    code: 'pricing.line.items',
    params: { count: input.items.length },
  });

  const sellerShipping = optionalAmount(input.sellerShipping, currency, 'sellerShipping');
  const localShipping = optionalAmount(input.localShipping, currency, 'localShipping');
  const additionalFee = optionalAmount(input.additionalFee, currency, 'additionalFee');

  const weight = totalActualWeight(input.items);
  let internationalShipping: Money;
  if (input.internationalShipping !== undefined && input.internationalShipping !== null) {
    internationalShipping = optionalAmount(input.internationalShipping, currency, 'internationalShipping');
    lines.push({
      field: 'internationalShipping',
      amount: internationalShipping.amount,
      code: 'pricing.line.international.entered',
      params: { weight },
    });
  } else {
    internationalShipping = settleFee(estimateInternational(input, options, fx, weight, lines), opts.rounding, null);
  }

  // Service fee: rate × basis rounded up, lifted to the per-request minimum, unless waived.
  const basisKind = options.serviceFeeBasis ?? 'items_and_local_shipping';
  if (basisKind !== 'items_and_local_shipping' && basisKind !== 'items_only') {
    throw new PricingError('PRICING_INVALID_OPTION', { field: 'serviceFeeBasis' });
  }
  // Local shipping is the items' seller shipping plus any extra (local-shipping.ts).
  const localCharged = money(
    localShippingOf({ sellerShipping: sellerShipping.amount, localShipping: localShipping.amount }),
    currency,
  );
  const basis = basisKind === 'items_only' ? itemSubtotal : sum(currency, [itemSubtotal, localCharged]);
  const byRate = percentage(basis, opts.rate, 'up', 'serviceFee');
  const minimumOption = options.minimumServiceFee === undefined ? MINIMUM_SERVICE_FEE : options.minimumServiceFee;
  const minimum = minimumOption ? convert(minimumOption, currency, fx, 'up') : zero(currency);
  let serviceFee: Money;
  if (input.waiveServiceFee) {
    serviceFee = zero(currency);
    lines.push({
      field: 'serviceFee',
      amount: 0,
      code: 'pricing.line.service_fee.waived',
      params: { byRate: byRate.amount },
    });
  } else {
    serviceFee = settleFee(max(byRate, minimum), opts.rounding, minimumOption ? minimum : null);
    lines.push({
      field: 'serviceFee',
      amount: serviceFee.amount,
      code: byRate.amount >= minimum.amount ? 'pricing.line.service_fee.rate' : 'pricing.line.service_fee.minimum',
      params: { rate: opts.rate, basis: basis.amount, basisKind, byRate: byRate.amount, minimum: minimum.amount },
    });
  }

  const insuredValue = sum(currency, [itemSubtotal, sellerShipping, localShipping]);
  const insuranceFee = settleFee(
    percentage(insuredValue, opts.insuranceRate, 'up', 'insuranceFee'),
    opts.rounding,
    null,
  );
  if (opts.insuranceRate > 0) {
    lines.push({
      field: 'insuranceFee',
      amount: insuranceFee.amount,
      code: 'pricing.line.insurance',
      params: { rate: opts.insuranceRate, basis: insuredValue.amount },
    });
  }

  const beforeCoupon = sum(currency, [
    itemSubtotal,
    sellerShipping,
    localShipping,
    internationalShipping,
    additionalFee,
    serviceFee,
    insuranceFee,
  ]);
  const target = options.couponAppliesTo ?? 'service_fee';
  if (target !== 'service_fee' && target !== 'total')
    throw new PricingError('PRICING_INVALID_OPTION', { field: 'couponAppliesTo' });
  const discount = input.coupon
    ? couponDiscount(input.coupon, target === 'total' ? beforeCoupon : serviceFee, fx)
    : zero(currency);
  if (input.coupon) {
    lines.push({
      field: 'couponDiscount',
      amount: discount.amount,
      code: 'pricing.line.coupon',
      params: { kind: input.coupon.kind, appliesTo: target },
    });
  }

  const buyerEarning = percentage(serviceFee, opts.share, 'down', 'buyerEarning');
  lines.push({
    field: 'buyerEarning',
    amount: buyerEarning.amount,
    code: 'pricing.line.buyer_earning',
    params: { share: opts.share },
  });

  const total = beforeCoupon.amount - discount.amount;
  lines.push({
    field: 'total',
    amount: total,
    code: 'pricing.line.total',
    params: { beforeCoupon: beforeCoupon.amount },
  });

  return {
    currency,
    itemSubtotal: itemSubtotal.amount,
    sellerShipping: sellerShipping.amount,
    localShipping: localShipping.amount,
    internationalShipping: internationalShipping.amount,
    additionalFee: additionalFee.amount,
    serviceFee: serviceFee.amount,
    insuranceFee: insuranceFee.amount,
    couponDiscount: discount.amount,
    total,
    buyerEarning: buyerEarning.amount,
    lines,
    chargeableWeight: weight,
  };
}

/** The BatchFees-shaped figures without the explanation, for storing on the batch. */
export function toFeeAmounts(quote: FeeQuote): FeeAmounts {
  const { lines: _lines, chargeableWeight: _weight, ...amounts } = quote;
  return amounts;
}

/** The total the fee fields add up to; the coupon is the only subtraction. The batch machine checks fees by it too. */
export function sumFeeParts(f: Omit<FeeAmounts, 'total' | 'buyerEarning' | 'currency'>): number {
  return (
    f.itemSubtotal +
    f.sellerShipping +
    f.localShipping +
    f.internationalShipping +
    f.additionalFee +
    f.serviceFee +
    f.insuranceFee -
    f.couponDiscount
  );
}
