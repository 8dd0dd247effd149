/**
 * The shipment core's refusals (DESIGN §6): stable codes the apps translate, `params` naming the
 * detail (`field` for bad data). A non-staff caller gets the platform's AUTH_NOT_AUTHORIZED itself,
 * as the batch's BATCH_NOT_AUTHORIZED becomes on the wire.
 */
import { codedErrors, isCodeOf, type CodedError } from '../aggregate/coded-errors';

export const SHIPMENT_ERROR_MESSAGES = {
  AUTH_NOT_AUTHORIZED: 'You are not authorized to do this action!',
  SHIPMENT_NOT_FOUND: 'Shipment not found.',
  SHIPMENT_ALREADY_EXISTS: 'This shipment already exists.',
  SHIPMENT_VALIDATION: 'Wrong Input',
  SHIPMENT_NOT_OPEN: 'This shipment is not open.',
  SHIPMENT_CLOSED: 'This shipment is closed and takes no more parcels.',
  SHIPMENT_ALREADY_DEPARTED: 'This shipment has departed and can no longer be changed.',
  SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE: "This action is not allowed in the shipment's current state.",
  SHIPMENT_CUTOFF_NOT_REACHED: "The shipment's cut-off time has not been reached yet.",
  SHIPMENT_WAREHOUSE_MISMATCH: "The parcel is at another warehouse than this shipment's.",
  SHIPMENT_PARCEL_ALREADY_ADDED: 'This order is already in this shipment.',
  SHIPMENT_PARCEL_IN_ANOTHER_SHIPMENT: 'This order is already in another open shipment.',
  SHIPMENT_PARCEL_NOT_FOUND: 'This order is not in this shipment.',
  SHIPMENT_PARCEL_ALREADY_HELD: 'This parcel is already on hold.',
  SHIPMENT_PARCEL_NOT_HELD: 'This parcel is not on hold.',
  SHIPMENT_NOTHING_TO_SHIP: 'Every parcel of this shipment is on hold or removed: nothing would depart.',
} as const;

export type ShipmentErrorCode = keyof typeof SHIPMENT_ERROR_MESSAGES;

export type ShipmentError = CodedError<ShipmentErrorCode>;

export const shipmentError: (code: ShipmentErrorCode, params?: Record<string, unknown>) => ShipmentError =
  codedErrors(SHIPMENT_ERROR_MESSAGES);

/** SHIPMENT_VALIDATION naming the offending field (a 400 with the field, never a 500). */
export function invalidField(field: string, detail: Record<string, unknown> = {}): ShipmentError {
  return shipmentError('SHIPMENT_VALIDATION', { ...detail, field });
}

export function isShipmentError(value: unknown): value is ShipmentError {
  return isCodeOf(SHIPMENT_ERROR_MESSAGES, value);
}
