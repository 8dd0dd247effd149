import { ApiError } from '../../common/api-error';

/**
 * Spec §5 "Tracking number should be checked before submit". Our rule: surrounding spaces are
 * trimmed; 6-40 characters of letters, digits and dashes (carriers' numbers: UPS 1Z..., USPS 20-22
 * digits, SF Express 12-15, DHL 10); compared case-insensitively.
 */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,40}$/;

export function normalizeTrackingNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  return TRACKING_NUMBER.test(trimmed) ? trimmed : null;
}

export const invalidTrackingNumber = (field: string): ApiError =>
  new ApiError(400, 'TRACKING_NUMBER_INVALID', 'Invalid tracking number: use 6 to 40 letters, digits or dashes.', { field });

export const trackingNumberInUse = (field: string, trackingNumber: string): ApiError =>
  new ApiError(409, 'TRACKING_NUMBER_IN_USE', 'This tracking number is already used on another order.', { field, tracking_number: trackingNumber });
