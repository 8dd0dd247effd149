import { ApiClientError } from '@shared/api/http-client';
import type { PayResult } from '@shared/api/checkout.api';

/** What the app does with a pay or details answer (common.md card payment contract). */
export type PaymentOutcome =
  | { kind: 'success'; position?: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'error'; key: string };

const CARD_ERRORS = ['PAYMENT_INPUT_ERROR', 'PAYMENT_FAILED', 'PAYMENT_TERMS_NOT_AGREED', 'PAYMENT_IN_PROGRESS'];

export function outcomeOf(result: PayResult): PaymentOutcome {
  if (result.code === 'PAYMENT_REDIRECT') return { kind: 'redirect', url: result.action.url };
  return { kind: 'success', position: result.position };
}

/** The spec's card messages (§8) by code; anything else is translated by the generic error rule. */
export function failureOf(error: unknown, fallback: (error: unknown) => string): PaymentOutcome {
  if (error instanceof ApiClientError && CARD_ERRORS.includes(error.code)) return { kind: 'error', key: `checkout.errors.${error.code}` };
  return { kind: 'error', key: fallback(error) };
}

/** The browser facts the provider's 3-D Secure step asks for. */
export function browserInfo(): Record<string, unknown> {
  return {
    userAgent: navigator.userAgent,
    acceptHeader: 'text/html',
    language: navigator.language,
    colorDepth: screen.colorDepth,
    screenHeight: screen.height,
    screenWidth: screen.width,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
  };
}
