import { ApiError } from '../../platform/web/api-error';

/** Refund API refusals (spec §4, §7); clients translate by code (console/shared/locales/<locale>/errors.refunds.json). */
export const refundInvalid = (field: string) => new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field });
export const refundEstimateNotFound = () =>
  new ApiError(
    400,
    'REFUND_ESTIMATE_NOT_FOUND',
    'This refund estimate does not exist for this order. Please estimate again.',
    { field: 'eid' },
  );
export const refundEstimateStale = () =>
  new ApiError(
    409,
    'REFUND_ESTIMATE_STALE',
    'The order changed since this refund was estimated. Please estimate again.',
    { field: 'eid' },
  );
export const refundRequestExists = () =>
  new ApiError(409, 'REFUND_REQUEST_EXISTS', 'This order already has a refund request waiting to be completed.', {});
export const refundRequestNotOpen = () =>
  new ApiError(409, 'REFUND_REQUEST_NOT_OPEN', 'This order has no refund request waiting to be completed.', {});
export const refundConfirmationMismatch = () =>
  new ApiError(400, 'REFUND_CONFIRMATION_MISMATCH', 'Please type the batch number to confirm the refund.', {
    field: 'complete_confirmed_text',
  });
export const refundNotAllowed = (params: Record<string, unknown>) =>
  new ApiError(409, 'REFUND_NOT_ALLOWED', 'This order cannot be refunded now.', params);
export const refundExceedsCaptured = (params: Record<string, unknown>) =>
  new ApiError(422, 'REFUND_EXCEEDS_CAPTURED', 'The refund is more than the amount charged for this order.', params);
export const refundProviderRefused = (providerCode: string, reason: string) =>
  new ApiError(422, 'REFUND_PROVIDER_REFUSED', 'The card provider refused this refund. Our staff have been alerted.', {
    provider_code: providerCode,
    reason,
  });
