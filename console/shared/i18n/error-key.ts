import { ApiClientError, NETWORK_ERROR_CODE } from '../api/http-client';

/** The translation key for any thrown value: the server's code when we have a message for it. */
export function errorKey(error: unknown, hasKey: (key: string) => boolean): string {
  if (error instanceof ApiClientError) {
    const byCode = `errors.${error.code}`;
    if (hasKey(byCode)) return byCode;
    const byStatus = `errors.HTTP_${error.status}`;
    if (error.status > 0 && hasKey(byStatus)) return byStatus;
    if (error.code === NETWORK_ERROR_CODE) return 'errors.ER-0003';
  }
  return 'errors.generic';
}
