import { declareErrors } from '../../platform/web/api-error';

export const { accountTypeLocked, accountTypeTaken, cannotChangeOwnAccount } = declareErrors({
  accountTypeLocked: [
    409,
    'ADMIN_USER_ACCOUNT_TYPE_LOCKED',
    'Only requester and buyer accounts can change their type.',
    'account_type',
  ],
  accountTypeTaken: [
    409,
    'ADMIN_USER_ACCOUNT_TYPE_TAKEN',
    'This person already has an account of that type.',
    'account_type',
  ],
  cannotChangeOwnAccount: [409, 'ADMIN_USER_OWN_ACCOUNT', 'You cannot change your own account.'],
});
