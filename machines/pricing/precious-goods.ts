/**
 * Precious goods (spec §9): at most TWD 30,000 per parcel and TWD 50,000 per waybill. The limits
 * are in TWD, so the declared value is asked in TWD (whole dollars: TWD's minor unit is the dollar)
 * and never converted, which keeps the rule free of exchange rates.
 *
 * A parcel is one item line as the seller ships it (its declared value per unit × quantity); the
 * waybill is the request, which travels from the warehouse as one shipment (a combined request too).
 */

export const PRECIOUS_GOODS_LIMITS_TWD = { perParcel: 30_000, perWaybill: 50_000 } as const;

/**
 * Categories of the reference list (GET /api/category/) whose goods count as precious: jewellery,
 * watches and designer bags are sold as accessories. Their items must declare a value.
 */
export const PRECIOUS_CATEGORIES: readonly string[] = ['accessories'];

/** A declared value above this is a typing error, not goods (well above both limits). */
export const MAX_DECLARED_VALUE_TWD = 10_000_000;

export function needsDeclaredValue(category: string): boolean {
  return PRECIOUS_CATEGORIES.includes(category);
}

export interface PreciousLine {
  readonly category: string;
  readonly quantity: number;
  /** Declared value of one unit, whole TWD; null/undefined when none was declared. */
  readonly declaredValueTwd?: number | null;
}

export type PreciousViolation =
  | {
      readonly code: 'PRECIOUS_GOODS_PARCEL_LIMIT';
      /** Index of the line in the list given. */
      readonly line: number;
      readonly limit: number;
      readonly actual: number;
    }
  | {
      readonly code: 'PRECIOUS_GOODS_WAYBILL_LIMIT';
      readonly line: null;
      readonly limit: number;
      readonly actual: number;
    };

/** The precious value of one line (declared per unit × quantity); 0 for goods that are not precious. */
export function preciousValueOf(line: PreciousLine): number {
  if (!needsDeclaredValue(line.category) || line.declaredValueTwd == null) return 0;
  return line.declaredValueTwd * line.quantity;
}

/**
 * The first limit broken, or null: the parcel limit line by line, then the waybill limit on the sum.
 * Lines that are not precious (or declare nothing) count for nothing.
 */
export function checkPreciousGoods(lines: readonly PreciousLine[]): PreciousViolation | null {
  const { perParcel, perWaybill } = PRECIOUS_GOODS_LIMITS_TWD;
  let waybill = 0;
  for (const [line, l] of lines.entries()) {
    const actual = preciousValueOf(l);
    if (actual > perParcel) return { code: 'PRECIOUS_GOODS_PARCEL_LIMIT', line, limit: perParcel, actual };
    waybill += actual;
  }
  if (waybill <= perWaybill) return null;
  return { code: 'PRECIOUS_GOODS_WAYBILL_LIMIT', line: null, limit: perWaybill, actual: waybill };
}
