import { ApiError } from '../../platform/web/api-error';

export const revisionOutOfRange = (last: number) =>
  new ApiError(
    400,
    'HISTORY_REVISION_OUT_OF_RANGE',
    'The revision must be a whole number between 0 and the last event.',
    { field: 'at_revision', max: last },
  );

export const userNotFound = () => new ApiError(404, 'ADMIN_USER_NOT_FOUND', 'User not found.', {});
