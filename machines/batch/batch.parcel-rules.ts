/**
 * Spec §9 parcel rules where a request is made or changed, on the engine of machines/pricing (the
 * same limits the server's parcel ruling warns with on modify and measure). Pure: the reading and
 * what happens beyond it come from BatchOptions.
 */
import { checkParcelLimits, PARCEL_LIMIT_READINGS } from '../pricing/parcel-limits';
import { checkPreciousGoods } from '../pricing/precious-goods';
import { checkVolumetric } from '../pricing/weight';
import { domainError, type DomainError } from './batch.errors';
import type { BatchOptions } from './batch.options';
import type { BatchItem } from './batch.types';

/** The field path of the n-th item as the caller numbered them (`items[0]`, `absorbed[1].items[0]`). */
export type ItemField = (n: number) => string;

/**
 * Precious goods: at most TWD 30,000 a parcel (an item line) and TWD 50,000 a waybill (the request).
 * Always a refusal: the limit is the carrier's and customs', not a fee. Checked on create, modify
 * and combine.
 */
export function checkPrecious(items: readonly BatchItem[], lineField: ItemField): DomainError | null {
  const v = checkPreciousGoods(items);
  if (!v) return null;
  const params = { limit: v.limit, actual: v.actual, currency: 'TWD' };
  if (v.line === null) return domainError(v.code, { ...params, field: 'items' });
  return domainError(v.code, { ...params, field: lineField(v.line), itemId: items[v.line].id });
}

/**
 * A request as one shipment against the configured reading: each item with sides against the side
 * and sum-of-sides limits and the volumetric cap (5 × its weight, always refused, as on modify), the
 * request's weight and item count against the single-shipment limits. Beyond the reading's limits
 * the request is refused when `parcelLimitsBeyond` is `refuse`; with `warn` it is taken and the
 * server answers the warning (src/batch/core/pricing/batch-parcel-check.ts).
 */
export function checkRequestParcel(
  items: readonly BatchItem[],
  options: BatchOptions,
  fieldOf: ItemField,
): DomainError | null {
  const precious = checkPrecious(items, (n) => `${fieldOf(n)}.declaredValueTwd`);
  if (precious) return precious;
  const limits = PARCEL_LIMIT_READINGS[options.parcelLimitsReading];
  const refuse = options.parcelLimitsBeyond === 'refuse';
  const reading = limits.reading;
  for (const [n, item] of items.entries()) {
    const d = item.dimensions;
    if (!d) continue;
    const field = `${fieldOf(n)}.dimensions`;
    const volumetric = checkVolumetric(item.weight, d);
    if (!volumetric.withinCap)
      return domainError('PRICING_VOLUMETRIC_OVER_CAP', {
        field,
        itemId: item.id,
        volumetric: volumetric.volumetric,
        actual: item.weight,
        cap: volumetric.cap,
      });
    const sides: [number, number, number] = [d.lengthCm, d.widthCm, d.heightCm];
    const [broken] = checkParcelLimits({ weight: item.weight, sidesCm: sides }, limits).filter(
      (v) => v.params.field !== 'weight',
    );
    if (broken && refuse)
      return domainError('PRICING_PARCEL_LIMIT_EXCEEDED', {
        ...broken.params,
        limitName: broken.params.field,
        field,
        itemId: item.id,
        reading,
      });
  }
  if (!refuse) return null;
  const weight = items.reduce((sum, i) => sum + i.weight * i.quantity, 0);
  const count = items.reduce((sum, i) => sum + i.quantity, 0);
  const [broken] = checkParcelLimits({ weight, itemCount: count }, limits);
  if (!broken) return null;
  // The weight is named on the line that alone is too heavy, else on the request's items.
  const heavy = items.findIndex(
    (i) => broken.params.field === 'weight' && i.weight * i.quantity > Number(broken.params.limit),
  );
  const field = broken.params.field === 'weight' && heavy >= 0 ? `${fieldOf(heavy)}.weight` : 'items';
  return domainError('PRICING_PARCEL_LIMIT_EXCEEDED', {
    ...broken.params,
    limitName: broken.params.field,
    field,
    reading,
  });
}
