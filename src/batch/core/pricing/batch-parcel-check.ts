import type { ItemDimensions } from '@machines/batch';
import type { ParcelLimitReading } from '@machines/pricing';
import type { ParcelRulingView } from '@contracts/batch/batch-commands';
import { ApiError } from '../../../platform/web/api-error';
import { PARCEL_LIMIT_WARNING, ruleParcel } from './parcel-rules';

/** CHARGE_BASIS (docs/spec-readings.md): delivery charged by actual weight, or by the volumetric rule. */
export type ChargeBasis = 'actual' | 'volumetric';

/** Spec §5: an item of unknown weight weighs 3.00 lb. */
const DEFAULT_WEIGHT = 300;

export interface ParcelItem {
  readonly id: string;
  readonly quantity: number;
  /** Hundredths of a pound each; null/undefined = the 3.00 lb default. */
  readonly weight?: number | null;
  readonly dimensions?: ItemDimensions;
}

/** Spec §9 charged weight of one unit: max(actual, min(volumetric, 5 × actual)); no sides measured: the actual weight. */
export function chargedWeightOf(
  item: Pick<ParcelItem, 'weight' | 'dimensions'>,
  reading: ParcelLimitReading = 'A',
): number {
  const weight = item.weight ?? DEFAULT_WEIGHT;
  return item.dimensions ? ruleParcel({ weight, dimensions: item.dimensions }, reading).chargedWeight : weight;
}

const REFUSAL_MESSAGES: Record<string, string> = {
  PRICING_VOLUMETRIC_OVER_CAP: 'The volumetric weight is more than 5 times the actual weight.',
  PRECIOUS_GOODS_PARCEL_LIMIT: 'Precious goods may be worth at most TWD 30,000 per parcel.',
  PRECIOUS_GOODS_WAYBILL_LIMIT: 'Precious goods may be worth at most TWD 50,000 per waybill.',
  KNIFE_BLADE_TOO_LONG: 'Knife blades may be at most 15 cm long.',
};

/**
 * The parcel rules where the buyer forms the parcel (modify): each measured item travels as it is
 * measured (its sides against the reading's side limits, its volumetric weight against 5 × its
 * weight), and the batch as one shipment (its total weight and item count against the reading).
 * A refusal (volumetric over the cap) is a 422 with its code, naming the item; limits exceeded are
 * the spec's warning "Extra fees or rejection may apply", not a refusal.
 */
export function checkBatchParcel(
  items: readonly ParcelItem[],
  reading: ParcelLimitReading = 'A',
  basis: ChargeBasis = 'actual',
): ParcelRulingView {
  const violations: ParcelRulingView['violations'] = [];
  const charged: ParcelRulingView['charged'] = [];
  items.forEach((item, n) => {
    if (!item.dimensions) return;
    const weight = item.weight ?? DEFAULT_WEIGHT;
    const r = ruleParcel({ weight, dimensions: item.dimensions }, reading);
    const [refusal] = r.refusals;
    if (refusal)
      throw new ApiError(422, refusal.code, REFUSAL_MESSAGES[refusal.code] ?? refusal.code, {
        ...refusal.params,
        field: `items[${n}].dimensions`,
        item_id: item.id,
      });
    // CHARGE_BASIS: the weight the delivery charge uses (actual by default; the volumetric rule when configured).
    const chargedWeight = basis === 'volumetric' ? r.chargedWeight : weight;
    charged.push({ item_id: item.id, volumetric_weight: r.volumetricWeight ?? 0, charged_weight: chargedWeight });
    // Only the sides here: the weight limits apply to the whole shipment below.
    for (const v of r.limitViolations)
      if (v.params.field === 'sidesCm' || v.params.field === 'sumOfSidesCm')
        violations.push({ item_id: item.id, code: v.code, params: { ...v.params } });
  });
  const total = items.reduce((sum, i) => sum + (i.weight ?? DEFAULT_WEIGHT) * i.quantity, 0);
  const count = items.reduce((sum, i) => sum + i.quantity, 0);
  const whole = ruleParcel({ weight: total, itemCount: count }, reading);
  for (const v of whole.limitViolations) violations.push({ item_id: null, code: v.code, params: { ...v.params } });
  return { reading, warning: violations.length > 0 ? PARCEL_LIMIT_WARNING : null, violations, charged };
}

/** Items that no longer travel are not in the parcel. */
const GONE: readonly string[] = ['declined', 'payment_canceled', 'purchase_canceled', 'refunded', 'abandoned'];

/**
 * The ruling of the parcel as the batch stands (the detail answer): the same rules, but never a
 * refusal, since a stored batch passed them when it was modified (a volumetric weight over the cap
 * there is listed as a violation instead).
 */
export function parcelOfBatch(
  items: readonly (ParcelItem & { readonly state: string })[],
  reading: ParcelLimitReading = 'A',
  basis: ChargeBasis = 'actual',
): ParcelRulingView {
  const kept = items.filter((i) => !GONE.includes(i.state));
  try {
    return checkBatchParcel(kept, reading, basis);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const params = error.params;
    return {
      reading,
      warning: PARCEL_LIMIT_WARNING,
      violations: [{ item_id: typeof params.item_id === 'string' ? params.item_id : null, code: error.code, params }],
      charged: [],
    };
  }
}
