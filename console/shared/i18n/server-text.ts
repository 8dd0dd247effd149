import { errorKey } from './error-key';

/**
 * What the server said about a refusal, for screens that show it (spec §7: "Error {status}, " plus
 * the server's text). The server speaks English only: in the Chinese locales the code's message
 * is shown instead, so raw English never reaches a zh-* screen; in English the server's
 * own words are kept when there are any.
 */
export function serverText(
  error: unknown,
  language: string,
  t: (key: string) => string,
  hasKey: (key: string) => boolean,
): string {
  const chinese = language.toLowerCase().startsWith('zh');
  if (!chinese && error instanceof Error && error.message) return error.message;
  return t(errorKey(error, hasKey));
}

/**
 * A status name as words: `status.<name>` when the locale has it, else a neutral word, never the
 * raw code (a status the server added before the app learned it).
 */
export function statusLabel(name: unknown, t: (key: string) => string, hasKey: (key: string) => boolean): string {
  if (typeof name !== 'string' || !name) return '-';
  const key = `status.${name}`;
  return hasKey(key) ? t(key) : t('common.unknownStatus');
}
