import { ApiError } from '../../platform/web/api-error';

export const accountTypeLocked = () =>
  new ApiError(409, 'ADMIN_USER_ACCOUNT_TYPE_LOCKED', 'Only requester and buyer accounts can change their type.', {
    field: 'account_type',
  });
export const accountTypeTaken = () =>
  new ApiError(409, 'ADMIN_USER_ACCOUNT_TYPE_TAKEN', 'This person already has an account of that type.', {
    field: 'account_type',
  });
export const cannotChangeOwnAccount = () =>
  new ApiError(409, 'ADMIN_USER_OWN_ACCOUNT', 'You cannot change your own account.', {});
