import { ApiError } from '../../platform/web/api-error';

export const otpNotFound = () => new ApiError(404, 'OTP_NOT_FOUND', 'Not Found', {});
export const otpInvalidCode = (attemptsLeft: number) =>
  new ApiError(400, 'OTP_INVALID_CODE', 'Invalid OTP Code', { field: 'otp_code', attempts_left: attemptsLeft });
export const otpLocked = () =>
  new ApiError(400, 'OTP_LOCKED', 'Too many wrong codes. Please request a new code.', { field: 'otp_code' });
export const otpExpired = () =>
  new ApiError(400, 'OTP_EXPIRED', 'This code has expired. Please request a new code.', { field: 'otp_code' });
export const otpResendTooSoon = (retryAfterSeconds: number) =>
  new ApiError(429, 'OTP_RESEND_TOO_SOON', `Please wait ${retryAfterSeconds} seconds before requesting another code.`, {
    retry_after_seconds: retryAfterSeconds,
  });
