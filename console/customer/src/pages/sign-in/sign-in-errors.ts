import { ApiClientError } from '@shared/api/http-client';

/** Spec §7 "What the product does with answers": a failed sign-in is explained by its status. */
export function signInErrorKey(status: string | null): string {
  switch (status) {
    case '400':
      return 'auth.errors.invalidToken';
    case '401':
      return 'auth.errors.notAuthorized';
    case '403':
      return 'auth.errors.emailPermission';
    case '404':
      return 'auth.errors.createAccountFirst';
    case 'script_failed':
      return 'auth.errors.providerUnavailable';
    case 'not_configured':
      return 'auth.errors.providerNotConfigured';
    case 'cancelled':
      return 'auth.errors.cancelled';
    default:
      return 'auth.errors.generic';
  }
}

export function signInErrorStatus(error: unknown): string {
  return error instanceof ApiClientError && error.status > 0 ? String(error.status) : 'other';
}
