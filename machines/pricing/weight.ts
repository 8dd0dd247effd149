/**
 * Weights are integer hundredths of a pound (300 = 3.00 lb), the unit the per-pound fee rate is
 * quoted in. Conversions round UP to the next hundredth so a converted weight never under-charges.
 */
import { divideRounded, parseDecimal, pow10, toSafeInteger } from './decimal';
import { PricingError } from './pricing.errors';

export type WeightUnit = 'LBS' | 'KG' | 'OZ';

export const WEIGHT_UNITS: readonly WeightUnit[] = ['LBS', 'KG', 'OZ'];

/** Spec §5/§9: an item whose weight is unknown counts as 3.00 lb. */
export const DEFAULT_ITEM_WEIGHT = 300;

/** 1 kg = 2.20462 lb, held as the exact fraction 220462 / 100000. */
const LB_PER_KG_NUM = 220462n;
const LB_PER_KG_DEN = 100000n;
const OZ_PER_LB = 16n;

/** Spec §9's volumetric formula uses 2.2046 (four decimals); kept separate so both texts stay literal. */
const VOLUMETRIC_LB_PER_KG_NUM = 22046n;
const VOLUMETRIC_LB_PER_KG_DEN = 10000n;
const VOLUMETRIC_DIVISOR_CM3 = 6000n;

/** Spec §9: volumetric weight must not exceed 5 times the actual weight. */
export const VOLUMETRIC_CAP_MULTIPLE = 5;

export function parseWeightUnit(value: string, field = 'unit'): WeightUnit {
  const upper = value.trim().toUpperCase();
  const unit = upper === 'LB' ? 'LBS' : upper;
  if (!(WEIGHT_UNITS as readonly string[]).includes(unit))
    throw new PricingError('PRICING_UNKNOWN_UNIT', { field, value });
  return unit as WeightUnit;
}

export function assertHundredths(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new PricingError('PRICING_INVALID_WEIGHT', { field });
  }
}

/** A typed weight in any unit → hundredths of a pound, rounded up. */
export function toHundredthsLb(value: number | string, unit: WeightUnit, field = 'weight'): number {
  const d = parseDecimal(value, field, 'PRICING_INVALID_WEIGHT');
  const scale = pow10(d.scale);
  let num: bigint;
  let den: bigint;
  switch (unit) {
    case 'LBS':
      num = d.units * 100n;
      den = scale;
      break;
    case 'KG':
      num = d.units * 100n * LB_PER_KG_NUM;
      den = scale * LB_PER_KG_DEN;
      break;
    case 'OZ':
      num = d.units * 100n;
      den = scale * OZ_PER_LB;
      break;
    default: {
      const never: never = unit;
      throw new PricingError('PRICING_UNKNOWN_UNIT', { field: 'unit', value: String(never) });
    }
  }
  return toSafeInteger(divideRounded(num, den, 'up'), field);
}

/** Hundredths of a pound → display text in `unit` (half-up to `decimals`); display only, never charged. */
export function formatWeight(hundredths: number, unit: WeightUnit, decimals = 2): string {
  assertHundredths(hundredths, 'weight');
  const scale = pow10(decimals);
  const h = BigInt(hundredths);
  const scaled =
    unit === 'LBS'
      ? divideRounded(h * scale, 100n, 'half_up')
      : unit === 'KG'
        ? divideRounded(h * scale * LB_PER_KG_DEN, 100n * LB_PER_KG_NUM, 'half_up')
        : divideRounded(h * scale * OZ_PER_LB, 100n, 'half_up');
  const s = scaled.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? s : `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

export interface WeighedLine {
  /** Hundredths of a pound each; null/undefined means unknown → the 3.00 lb default. */
  readonly weight?: number | null;
  readonly quantity: number;
}

/** Total actual weight of item lines: weight each (default 3.00 lb) × quantity. */
export function totalActualWeight(lines: readonly WeighedLine[]): number {
  let total = 0;
  lines.forEach((line, i) => {
    const each = line.weight ?? DEFAULT_ITEM_WEIGHT;
    assertHundredths(each, `items[${i}].weight`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new PricingError('PRICING_INVALID_QUANTITY', { field: `items[${i}].quantity` });
    }
    total += each * line.quantity;
  });
  if (!Number.isSafeInteger(total)) throw new PricingError('PRICING_INVALID_WEIGHT', { field: 'items' });
  return total;
}

/** Parcel sides in centimetres (decimals allowed, parsed exactly). */
export interface Dimensions {
  readonly lengthCm: number | string;
  readonly widthCm: number | string;
  readonly heightCm: number | string;
}

function positiveSide(value: number | string, field: string): { units: bigint; scale: number } {
  const d = parseDecimal(value, field, 'PRICING_INVALID_DIMENSION');
  if (d.units === 0n) throw new PricingError('PRICING_INVALID_DIMENSION', { field });
  return d;
}

/** Spec §9: L × W × H (cm) / 6000 × 2.2046 lb, in hundredths of a pound rounded up. */
export function volumetricWeight(dims: Dimensions): number {
  const l = positiveSide(dims.lengthCm, 'lengthCm');
  const w = positiveSide(dims.widthCm, 'widthCm');
  const h = positiveSide(dims.heightCm, 'heightCm');
  const num = l.units * w.units * h.units * 100n * VOLUMETRIC_LB_PER_KG_NUM;
  const den = pow10(l.scale + w.scale + h.scale) * VOLUMETRIC_DIVISOR_CM3 * VOLUMETRIC_LB_PER_KG_DEN;
  return toSafeInteger(divideRounded(num, den, 'up'), 'dimensions');
}

export interface VolumetricCheck {
  readonly actual: number;
  readonly volumetric: number;
  /** capMultiple × actual: the most the volumetric weight may be. */
  readonly cap: number;
  /** min(volumetric, cap): what a size-based charge could ever use. */
  readonly capped: number;
  readonly withinCap: boolean;
}

/**
 * Delivery is charged by actual weight (spec §1), so the volumetric figure is a validation, not a
 * price: a parcel far bulkier than its weight (over 5×) is flagged so the caller can reject it.
 */
export function checkVolumetric(
  actual: number,
  dims: Dimensions,
  capMultiple = VOLUMETRIC_CAP_MULTIPLE,
): VolumetricCheck {
  assertHundredths(actual, 'weight');
  if (!Number.isSafeInteger(capMultiple) || capMultiple < 1) {
    throw new PricingError('PRICING_INVALID_OPTION', { field: 'capMultiple' });
  }
  const volumetric = volumetricWeight(dims);
  const cap = actual * capMultiple;
  return { actual, volumetric, cap, capped: Math.min(volumetric, cap), withinCap: volumetric <= cap };
}

export function assertVolumetricWithinCap(
  actual: number,
  dims: Dimensions,
  capMultiple = VOLUMETRIC_CAP_MULTIPLE,
): VolumetricCheck {
  const check = checkVolumetric(actual, dims, capMultiple);
  if (!check.withinCap) {
    throw new PricingError('PRICING_VOLUMETRIC_OVER_CAP', {
      field: 'dimensions',
      volumetric: check.volumetric,
      actual,
      cap: check.cap,
      capMultiple,
    });
  }
  return check;
}

/**
 * The weight the per-pound rate applies to: the actual weight (spec §1 "charged by actual weight,
 * not size"). With dimensions the volumetric cap is enforced first, so an over-cap parcel throws.
 */
export function chargeableWeight(
  actual: number,
  dims?: Dimensions | null,
  capMultiple = VOLUMETRIC_CAP_MULTIPLE,
): number {
  assertHundredths(actual, 'weight');
  if (dims) assertVolumetricWithinCap(actual, dims, capMultiple);
  return actual;
}
