import type { TranslateFunction } from 'react-admin';

/**
 * The spec labels both `modified` (the buyer changed the quote; the requester has yet to confirm)
 * and `confirmed` (the requester confirmed it) "Ready for Payment". Requesters need no more, but
 * staff act differently on the two, so the console names them apart (`admin.consoleStatus.*`).
 */
const CONSOLE_ONLY: ReadonlySet<string> = new Set(['modified', 'confirmed']);

/** A status code in the operator's words, never the raw code; `fallback` for an unknown one. */
export function statusLabel(translate: TranslateFunction, status: unknown, fallback = '—'): string {
  if (typeof status !== 'string' || !status) return fallback;
  if (CONSOLE_ONLY.has(status)) return translate(`admin.consoleStatus.${status}`);
  return translate(`status.${status}`, { _: fallback === '—' ? status : fallback });
}
