import { ApiError } from '../web/api-error';

export const notSignedIn = () => new ApiError(401, 'AUTH_REQUIRED', 'Unauthorized', {});
export const sessionExpired = () =>
  new ApiError(401, 'AUTH_SESSION_EXPIRED', 'Your login session has been expired, please try again later.', {});
export const invalidToken = () => new ApiError(401, 'AUTH_INVALID_TOKEN', 'Token Expired, Please login again', {});
export const notAuthorized = (params: Record<string, unknown> = {}) =>
  new ApiError(403, 'AUTH_NOT_AUTHORIZED', 'You are not authorized to do this action!', params);
export const accountDisabled = (status: 401 | 403 = 401) =>
  new ApiError(status, 'AUTH_ACCOUNT_DISABLED', 'This account has been disabled. Please contact customer service.', {});
