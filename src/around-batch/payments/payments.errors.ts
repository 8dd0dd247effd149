import { ApiError, declareErrors } from '../../platform/web/api-error';

/** The spec's §8 texts; clients translate by `code`, the message is the English fallback. */
export const PAYMENT_MESSAGES = {
  PAYMENT_SUCCESSFUL: 'Payment Successful! Your request will be processed shortly.',
  PAYMENT_INPUT_ERROR: 'Input Error. Please Check Your Credit Card Information',
  PAYMENT_FAILED: 'payment Failed. Please Check Your Credit Card Information',
  PAYMENT_EXPIRED: 'The previous payment attempt was not completed in time.',
} as const;

export type PaymentFailureCode = 'PAYMENT_INPUT_ERROR' | 'PAYMENT_FAILED';

// Refusals the shopper can fix by correcting what they typed (or choosing another card brand).
const INPUT_ERROR_REASONS = new Set([
  'cvc declined',
  'expired card',
  'invalid card number',
  'not supported',
  'invalid pin',
  '3d not authenticated',
]);

/** Maps the provider's refusal reason to the two customer-facing failure codes. */
export function failureCodeFor(refusalReason: string | undefined | null): PaymentFailureCode {
  return refusalReason && INPUT_ERROR_REASONS.has(refusalReason.trim().toLowerCase())
    ? 'PAYMENT_INPUT_ERROR'
    : 'PAYMENT_FAILED';
}

export const {
  paymentTermsNotAgreed,
  paymentIdempotencyMismatch,
  paymentInProgress,
  paymentProviderUnavailable,
  paymentAttemptNotFound,
  paymentInvalidAmount,
  notificationSignatureInvalid,
  paymentRedirectMismatch,
  paymentIdempotencyKeyRequired,
} = declareErrors({
  paymentTermsNotAgreed: [
    400,
    'PAYMENT_TERMS_NOT_AGREED',
    'Please agree to the terms and refund policy before paying.',
    'agreed_to_terms',
  ],
  paymentIdempotencyMismatch: [
    422,
    'PAYMENT_IDEMPOTENCY_MISMATCH',
    'This payment key was already used for a different payment.',
    'idempotency_key',
  ],
  paymentInProgress: [409, 'PAYMENT_IN_PROGRESS', 'This payment is still being processed. Please try again shortly.'],
  paymentProviderUnavailable: [
    503,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The card payment service is unavailable. Please try again shortly.',
  ],
  paymentAttemptNotFound: [404, 'PAYMENT_ATTEMPT_NOT_FOUND', 'Not Found'],
  paymentInvalidAmount: [
    400,
    'PAYMENT_INVALID_AMOUNT',
    'The amount must be a positive whole number of HKD cents.',
    'amount',
  ],
  notificationSignatureInvalid: [401, 'PAYMENT_NOTIFICATION_SIGNATURE_INVALID', 'Notification signature is invalid'],
  paymentRedirectMismatch: [
    400,
    'PAYMENT_REDIRECT_MISMATCH',
    'This card verification belongs to another payment.',
    'redirect_result',
  ],
  paymentIdempotencyKeyRequired: [
    400,
    'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
    'An Idempotency-Key header (8-128 letters, digits, - or _) is required.',
    'Idempotency-Key',
  ],
});
export const notificationMalformed = (reason: string) =>
  new ApiError(400, 'PAYMENT_NOTIFICATION_INVALID', 'Notification body is invalid', { reason });
export const paymentInvalidInput = (field: string) => new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field });
/** The checkout answer for a refused or failed card: the batch is payable again. */
export const paymentRefused = (code: PaymentFailureCode, params: Record<string, unknown>) =>
  new ApiError(422, code, PAYMENT_MESSAGES[code], params);

/** The provider refused a capture (e.g. the authorisation expired or was released): staff are alerted. */
export const captureRefused = (providerCode: string, reason: string) =>
  new ApiError(
    422,
    'PAYMENT_CAPTURE_REFUSED',
    'The card provider refused to capture this payment. Our staff have been alerted.',
    { provider_code: providerCode, reason },
  );
