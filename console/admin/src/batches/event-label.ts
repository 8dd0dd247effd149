import type { TranslateFunction } from 'react-admin';

/**
 * A stored event's type ("PaymentAuthorised") as the operator reads it ("Card authorised"), from
 * `admin.events.*` (every type of machines/batch's BATCH_EVENT_TYPES, in each locale: event-label.spec.ts);
 * a type this console does not know yet is shown as it is stored rather than as a key.
 */
export function eventLabel(translate: TranslateFunction, type: unknown): string {
  if (typeof type !== 'string' || !type) return '—';
  return translate(`admin.events.${type}`, { _: type });
}
