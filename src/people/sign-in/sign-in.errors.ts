import { ApiError } from '../../platform/web/api-error';

// The customer app maps these statuses to its messages (spec §7 "What the product does with answers").
export const invalidAccessToken = (reason: string) =>
  new ApiError(400, 'LOGIN_INVALID_TOKEN', 'Invalid access token', { reason });
export const loginNotAuthorized = (reason: string) =>
  new ApiError(401, 'LOGIN_NOT_AUTHORIZED', 'You are not authorized to do this action!', { reason });
export const emailPermissionNeeded = () =>
  new ApiError(403, 'LOGIN_EMAIL_PERMISSION', 'Please grant permission to access your email.', {});
export const noAuthorizedAccount = () =>
  new ApiError(404, 'LOGIN_ACCOUNT_NOT_FOUND', 'Please create an authorized account first.', {});
export const providerUnavailable = (provider: 'google' | 'facebook', reason: string) =>
  new ApiError(
    503,
    'LOGIN_PROVIDER_UNAVAILABLE',
    `Can't login with ${provider === 'google' ? 'Google' : 'Facebook'} account, please try again later.`,
    { provider, reason },
  );
export const unknownProvider = () => new ApiError(400, 'LOGIN_PROVIDER_UNKNOWN', 'Wrong Input', { field: 'provider' });
