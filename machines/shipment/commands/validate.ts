/** Data checks the shipment commands share; each refusal names its field. */
import { invalidField, shipmentError, type ShipmentError } from '../shipment.errors';
import type { ShipmentContext } from '../shipment.types';

export const isText = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;

export function requireText(value: unknown, field: string, max = 200): ShipmentError | null {
  return isText(value, max) ? null : invalidField(field);
}

/** The order named must travel in this shipment (held or not). */
export function requireParcel(ctx: ShipmentContext, batchId: unknown): ShipmentError | null {
  const err = requireText(batchId, 'batchId');
  if (err) return err;
  return ctx.parcels.some((p) => p.batchId === batchId)
    ? null
    : shipmentError('SHIPMENT_PARCEL_NOT_FOUND', { batchId });
}

export const isHeld = (ctx: ShipmentContext, batchId: string): boolean => ctx.held.some((h) => h.batchId === batchId);

/** A sample batch id for the specs: one of the shipment's parcels, or a fresh one when it has none. */
export const someParcel = (ctx: ShipmentContext, v: number): string =>
  ctx.parcels.length ? ctx.parcels[v % ctx.parcels.length].batchId : `batch-${v % 5}`;
