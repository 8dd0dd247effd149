/**
 * Measured parcel sides (spec §9 parcel rules): the buyer enters them on modify, per item as it
 * will travel. Centimetres, up to two decimals; what they mean for the charged weight and the
 * parcel limits is priced by the server (src/batch/pricing/parcel-rules.ts), the machine only
 * checks the figures and keeps them.
 */
import { validationError, type DomainError } from './batch.errors';

export interface ItemDimensions {
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

/** No parcel side anywhere near this; larger is a typing error, not a parcel. */
export const MAX_SIDE_CM = 1000;

const side = (v: unknown): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_SIDE_CM && Math.round(v * 100) === v * 100;

export function checkDimensions(value: unknown, field: string): DomainError | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null) return validationError(field);
  const d = value as Record<string, unknown>;
  for (const key of ['lengthCm', 'widthCm', 'heightCm'] as const)
    if (!side(d[key])) return validationError(`${field}.${key}`);
  return null;
}
