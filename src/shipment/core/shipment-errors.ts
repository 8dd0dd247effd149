import type { ShipmentError, ShipmentErrorCode } from '@machines/shipment';
import { notAuthorized } from '../../platform/auth/auth.errors';
import { ApiError } from '../../platform/web/api-error';

// A refusal of the shipment's current state (or of another shipment's): a conflict, not bad input.
const CONFLICTS: readonly ShipmentErrorCode[] = [
  'SHIPMENT_ALREADY_EXISTS',
  'SHIPMENT_NOT_OPEN',
  'SHIPMENT_CLOSED',
  'SHIPMENT_ALREADY_DEPARTED',
  'SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE',
  'SHIPMENT_CUTOFF_NOT_REACHED',
  'SHIPMENT_WAREHOUSE_MISMATCH',
  'SHIPMENT_PARCEL_ALREADY_ADDED',
  'SHIPMENT_PARCEL_IN_ANOTHER_SHIPMENT',
  'SHIPMENT_PARCEL_ALREADY_HELD',
  'SHIPMENT_PARCEL_NOT_HELD',
  'SHIPMENT_NOTHING_TO_SHIP',
];

/** Domain field names are camelCase; the API's are snake_case (as the batch's mapper). */
const apiField = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const shipmentNotFound = (params: Record<string, unknown> = {}): ApiError =>
  new ApiError(404, 'SHIPMENT_NOT_FOUND', 'Shipment not found.', params);

/** A shipment refusal as the API answers it: 403, 404, 400 naming the field, or 409. */
export function toShipmentApiError(error: ShipmentError): ApiError {
  const field = typeof error.params.field === 'string' ? { field: apiField(error.params.field) } : {};
  if (error.code === 'AUTH_NOT_AUTHORIZED') return notAuthorized(error.params);
  if (error.code === 'SHIPMENT_NOT_FOUND') return shipmentNotFound({ ...error.params, ...field });
  if (error.code === 'SHIPMENT_VALIDATION')
    return new ApiError(400, 'VALIDATION_FAILED', error.message, { ...error.params, field: field.field ?? 'body' });
  if (error.code === 'SHIPMENT_PARCEL_NOT_FOUND') return new ApiError(404, error.code, error.message, error.params);
  const status = CONFLICTS.includes(error.code) ? 409 : 422;
  return new ApiError(status, error.code, error.message, { ...error.params, ...field });
}

export const shipmentConcurrentModification = (shipmentId: string): ApiError =>
  new ApiError(
    409,
    'SHIPMENT_CONCURRENT_MODIFICATION',
    'This shipment was changed by someone else at the same time. Please try again.',
    { shipmentId },
  );
