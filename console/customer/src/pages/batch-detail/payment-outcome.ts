import { ApiClientError } from '@shared/api/http-client';
import type { PaymentOutcome } from './payment-result';

export { outcomeOf, type PaymentOutcome } from './payment-result';

const CARD_ERRORS = ['PAYMENT_INPUT_ERROR', 'PAYMENT_FAILED', 'PAYMENT_TERMS_NOT_AGREED', 'PAYMENT_IN_PROGRESS'];

/** The spec's card messages (§8) by code; anything else is translated by the generic error rule. */
export function failureOf(error: unknown, fallback: (error: unknown) => string): PaymentOutcome {
  if (error instanceof ApiClientError && CARD_ERRORS.includes(error.code))
    return { kind: 'error', key: `checkout.errors.${error.code}` };
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
