import { ApiError, declareErrors } from '../../platform/web/api-error';

// Stable codes for the customer app to translate; messages are the spec's English texts (§5, §7, §8).
const fieldError = (code: string, message: string, field: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, code, message, { field, ...extra });

export const {
  accountNotFound,
  signupSessionExpired,
  alreadyRegistered,
  activeRequestsRemain,
  idNumberLength,
  mobileNotVerified,
  phoneUsed,
  paypalBuyersOnly,
} = declareErrors({
  accountNotFound: [404, 'ACCOUNT_NOT_FOUND', 'Not Found'],
  signupSessionExpired: [401, 'SIGNUP_SESSION_EXPIRED', 'Signing-up session has been expired! Please sign up again.'],
  alreadyRegistered: [409, 'ACCOUNT_ALREADY_REGISTERED', 'This account has already been registered.'],
  activeRequestsRemain: [
    409,
    'ACCOUNT_HAS_ACTIVE_REQUESTS',
    'You still have New and/or Active requests. You must resolve them before you can delete your account',
  ],
  idNumberLength: [400, 'ID_NUMBER_LENGTH', 'ID Number must be 10 characters', 'id_number'],
  mobileNotVerified: [400, 'MOBILE_NOT_VERIFIED', 'Please verify your mobile number first.', 'mobile'],
  phoneUsed: [409, 'PHONE_NUMBER_USED', 'Phone number has been used', 'mobile'],
  paypalBuyersOnly: [400, 'PAYPAL_BUYERS_ONLY', 'Only buyer accounts have a PayPal e-mail.', 'paypal'],
});
export const switchNotAllowed = () =>
  new ApiError(403, 'AUTH_NOT_AUTHORIZED', 'You are not authorized to do this action!', { reason: 'switch' });

export const required = (field: string) => fieldError('FIELD_REQUIRED', 'Required', field);
export const wrongInput = (field: string, reason: string) =>
  fieldError('WRONG_INPUT', 'Wrong Input', field, { reason });
export const wrongFormat = (field: string) => fieldError('WRONG_FORMAT', 'Wrong format', field);
export const tooYoung = (minimum: number) =>
  fieldError('ACCOUNT_TOO_YOUNG', `You must be at least ${minimum} years old.`, 'birth_date', { minimum });
export const invalidMobile = (field = 'mobile') => fieldError('MOBILE_INVALID', 'Invalid mobile number', field);
