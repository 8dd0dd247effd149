import {
  checkParcelLimits,
  checkVolumetric,
  PARCEL_LIMIT_READINGS,
  type Dimensions,
  type ParcelLimitReading,
  type ParcelViolation,
} from '@machines/pricing';

/** Spec §9: precious goods at most TWD 30,000 a parcel and TWD 50,000 a waybill (minor units: cents). */
export const PRECIOUS_GOODS_LIMITS = { perParcelTwd: 3_000_000, perWaybillTwd: 5_000_000 } as const;
/** Spec §9: knife blades at most 15 cm (restrictions text; a rule where a blade length is known). */
export const MAX_KNIFE_BLADE_CM = 15;
/** Spec §9: "Extra fees or rejection may apply" beyond the parcel limits. */
export const PARCEL_LIMIT_WARNING = 'Extra fees or rejection may apply';

export interface ParcelInput {
  /** Actual weight, hundredths of a pound. */
  readonly weight: number;
  /** Measured sides in cm (buyer on modify, warehouse stages); omitted before anyone measured. */
  readonly dimensions?: Dimensions | null;
  readonly consolidated?: boolean;
  readonly itemCount?: number;
  /** Declared value of the precious goods in this parcel, TWD cents. */
  readonly preciousValueTwd?: number;
  /** Declared value of the precious goods on the whole waybill, TWD cents. */
  readonly waybillPreciousValueTwd?: number;
  readonly knifeBladeCm?: number;
}

export interface ParcelRuling {
  /** What the per-pound rate applies to, hundredths of a pound: max(actual, min(volumetric, 5 × actual)). */
  readonly chargedWeight: number;
  readonly volumetricWeight: number | null;
  /** Refusals (a code each): precious-goods value, knife blade, a volumetric weight beyond 5 × actual. */
  readonly refusals: readonly { code: string; params: Record<string, unknown> }[];
  /** Parcel limits of the configured reading that are exceeded: a warning, not a refusal. */
  readonly limitViolations: readonly ParcelViolation[];
  readonly warning: typeof PARCEL_LIMIT_WARNING | null;
  readonly reading: ParcelLimitReading;
}

/**
 * The parcel rules of spec §9 where a parcel is formed: the charged weight by the volumetric rule
 * (L × W × H cm / 6000 × 2.2046 lb, capped at 5 × the actual weight), the parcel limits of the
 * configured reading (default A) with the spec's warning, and the precious-goods and knife limits.
 */
export function ruleParcel(parcel: ParcelInput, reading: ParcelLimitReading = 'A'): ParcelRuling {
  const refusals: { code: string; params: Record<string, unknown> }[] = [];
  let volumetric: number | null = null;
  let charged = parcel.weight;
  let sides: [number, number, number] | null = null;
  if (parcel.dimensions) {
    const check = checkVolumetric(parcel.weight, parcel.dimensions);
    volumetric = check.volumetric;
    charged = Math.max(parcel.weight, check.capped);
    if (!check.withinCap)
      refusals.push({
        code: 'PRICING_VOLUMETRIC_OVER_CAP',
        params: { field: 'dimensions', volumetric: check.volumetric, actual: parcel.weight, cap: check.cap },
      });
    const d = parcel.dimensions;
    sides = [Number(d.lengthCm), Number(d.widthCm), Number(d.heightCm)];
  }
  const limitViolations = checkParcelLimits(
    { weight: parcel.weight, sidesCm: sides, consolidated: parcel.consolidated, itemCount: parcel.itemCount },
    PARCEL_LIMIT_READINGS[reading],
  );
  if (parcel.preciousValueTwd !== undefined && parcel.preciousValueTwd > PRECIOUS_GOODS_LIMITS.perParcelTwd)
    refusals.push({
      code: 'PRECIOUS_GOODS_PARCEL_LIMIT',
      params: {
        field: 'precious_value_twd',
        limit: PRECIOUS_GOODS_LIMITS.perParcelTwd,
        actual: parcel.preciousValueTwd,
      },
    });
  if (
    parcel.waybillPreciousValueTwd !== undefined &&
    parcel.waybillPreciousValueTwd > PRECIOUS_GOODS_LIMITS.perWaybillTwd
  )
    refusals.push({
      code: 'PRECIOUS_GOODS_WAYBILL_LIMIT',
      params: {
        field: 'waybill_precious_value_twd',
        limit: PRECIOUS_GOODS_LIMITS.perWaybillTwd,
        actual: parcel.waybillPreciousValueTwd,
      },
    });
  if (parcel.knifeBladeCm !== undefined && parcel.knifeBladeCm > MAX_KNIFE_BLADE_CM)
    refusals.push({
      code: 'KNIFE_BLADE_TOO_LONG',
      params: { field: 'knife_blade_cm', limit: MAX_KNIFE_BLADE_CM, actual: parcel.knifeBladeCm },
    });
  return {
    chargedWeight: charged,
    volumetricWeight: volumetric,
    refusals,
    limitViolations,
    warning: limitViolations.length > 0 ? PARCEL_LIMIT_WARNING : null,
    reading,
  };
}
