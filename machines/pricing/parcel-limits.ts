/**
 * Parcel limits as data. Spec §9 quotes three different texts; none is authoritative, so each is a
 * named reading and the caller (config) chooses. Reading A is the default. Weights are hundredths
 * of a pound; null means the text sets no limit.
 */
import { PricingError, type PricingErrorParams } from './pricing.errors';
import { assertHundredths } from './weight';

export type ParcelLimitReading = 'A' | 'B' | 'C';

export interface ParcelLimits {
  readonly reading: ParcelLimitReading;
  readonly maxSideCm: number | null;
  readonly maxSumOfSidesCm: number | null;
  /** Single shipment (A) or per tracking number (C). */
  readonly maxShipmentWeight: number | null;
  readonly maxConsolidatedWeight: number | null;
  readonly maxItems: number | null;
}

export const PARCEL_LIMIT_READINGS: Readonly<Record<ParcelLimitReading, ParcelLimits>> = {
  A: {
    reading: 'A',
    maxSideCm: 80,
    maxSumOfSidesCm: 200,
    maxShipmentWeight: 5500,
    maxConsolidatedWeight: 2000,
    maxItems: null,
  },
  B: {
    reading: 'B',
    maxSideCm: 140,
    maxSumOfSidesCm: 250,
    maxShipmentWeight: null,
    maxConsolidatedWeight: null,
    maxItems: null,
  },
  C: {
    reading: 'C',
    maxSideCm: 80,
    maxSumOfSidesCm: 150,
    maxShipmentWeight: 4400,
    maxConsolidatedWeight: 2200,
    maxItems: 10,
  },
};

export const DEFAULT_PARCEL_LIMITS: ParcelLimits = PARCEL_LIMIT_READINGS.A;

export interface ParcelFacts {
  /** Sides in cm; omitted when not measured yet. */
  readonly sidesCm?: readonly [number, number, number] | null;
  /** Actual weight, hundredths of a pound. */
  readonly weight: number;
  /** True when the parcel travels in the weekly consolidated shipment. */
  readonly consolidated?: boolean;
  readonly itemCount?: number;
}

export interface ParcelViolation {
  readonly code: 'PRICING_PARCEL_LIMIT_EXCEEDED';
  readonly params: PricingErrorParams;
}

function violation(field: string, limit: number, actual: number): ParcelViolation {
  return { code: 'PRICING_PARCEL_LIMIT_EXCEEDED', params: { field, limit, actual } };
}

/** Every limit broken, so a form can show them all at once; empty means the parcel fits. */
export function checkParcelLimits(
  parcel: ParcelFacts,
  limits: ParcelLimits = DEFAULT_PARCEL_LIMITS,
): ParcelViolation[] {
  assertHundredths(parcel.weight, 'weight');
  const out: ParcelViolation[] = [];
  const sides = parcel.sidesCm ?? null;
  if (sides) {
    sides.forEach((s, i) => {
      if (!Number.isFinite(s) || s <= 0)
        throw new PricingError('PRICING_INVALID_DIMENSION', { field: `sidesCm[${i}]` });
    });
    const longest = Math.max(...sides);
    const total = sides[0] + sides[1] + sides[2];
    if (limits.maxSideCm !== null && longest > limits.maxSideCm)
      out.push(violation('sidesCm', limits.maxSideCm, longest));
    if (limits.maxSumOfSidesCm !== null && total > limits.maxSumOfSidesCm)
      out.push(violation('sumOfSidesCm', limits.maxSumOfSidesCm, total));
  }
  const weightLimit = parcel.consolidated ? limits.maxConsolidatedWeight : limits.maxShipmentWeight;
  if (weightLimit !== null && parcel.weight > weightLimit) out.push(violation('weight', weightLimit, parcel.weight));
  if (limits.maxItems !== null && parcel.itemCount !== undefined && parcel.itemCount > limits.maxItems) {
    out.push(violation('itemCount', limits.maxItems, parcel.itemCount));
  }
  return out;
}

export function assertParcelWithinLimits(parcel: ParcelFacts, limits: ParcelLimits = DEFAULT_PARCEL_LIMITS): void {
  const [first] = checkParcelLimits(parcel, limits);
  if (first) throw new PricingError(first.code, { ...first.params, reading: limits.reading });
}
