import { ApiError } from '../../platform/web/api-error';

/** A foreign notification is the same 404 as a missing one: ids of others are not confirmed. */
export const notificationNotFound = () => new ApiError(404, 'NOTIFICATION_NOT_FOUND', 'Notification not found', {});
