import { ApiError } from '../../platform/web/api-error';

export const privacyRequestNotFound = () => new ApiError(404, 'PRIVACY_REQUEST_NOT_FOUND', 'Not Found', {});
/** An answered request can still be completed; a completed one takes no more actions. */
export const privacyRequestClosed = (status: string) =>
  new ApiError(409, 'PRIVACY_REQUEST_CLOSED', 'This privacy request has already been dealt with.', { status });
