import {
  isTrackingNumber,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from '@machines/batch/tracking-number';
import { ApiError } from '../../../platform/web/api-error';

/**
 * Spec §5 "Tracking number should be checked before submit": surrounding spaces are trimmed, then
 * the one rule the decider also applies (machines/batch/tracking-number.ts); compared
 * case-insensitively.
 */
export function normalizeTrackingNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  return isTrackingNumber(trimmed) ? trimmed : null;
}

export const invalidTrackingNumber = (field: string): ApiError =>
  new ApiError(
    400,
    'TRACKING_NUMBER_INVALID',
    `Invalid tracking number: use ${TRACKING_NUMBER_MIN_LENGTH} to ${TRACKING_NUMBER_MAX_LENGTH} letters, digits or dashes.`,
    {
      field,
      min: TRACKING_NUMBER_MIN_LENGTH,
      max: TRACKING_NUMBER_MAX_LENGTH,
    },
  );

export const trackingNumberInUse = (field: string, trackingNumber: string): ApiError =>
  new ApiError(409, 'TRACKING_NUMBER_IN_USE', 'This tracking number is already used on another order.', {
    field,
    tracking_number: trackingNumber,
  });
