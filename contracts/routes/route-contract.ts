/**
 * One route's contract (summary, body, query, answer, error codes), the builders every route table
 * of this folder writes its lines with, and the error groups several tables share.
 */
import { BATCH_COMMAND_ERRORS, type ErrorCode } from '../error-codes';

export interface RouteContract {
  summary: string;
  /** Contract type name of the JSON body, when the route takes one. */
  body?: string;
  /** The body is multipart/form-data (files), described in the summary. */
  multipart?: boolean;
  query?: string;
  /**
   * Contract type name of the success answer; `{ text }` for a non-JSON text answer. `'binary'` (a
   * file) is one of the strings: the document builder checks for it before looking a type up.
   */
  response: string | { text: string };
  /** Other non-error answers by status (e.g. the health report's 503), contract type names. */
  also?: Readonly<Record<number, string>>;
  errors: readonly ErrorCode[];
}

export const CMD = BATCH_COMMAND_ERRORS;
export const cmd = (summary: string, body?: string, extra: readonly ErrorCode[] = []): RouteContract => ({
  summary,
  body,
  response: 'CommandResult',
  errors: [...CMD, ...extra],
});
export const get = (
  summary: string,
  response: string,
  errors: readonly ErrorCode[] = [],
  query?: string,
): RouteContract => ({
  summary,
  response,
  errors,
  query,
});
export const write = (
  summary: string,
  body: string | undefined,
  response: string,
  errors: readonly ErrorCode[] = ['VALIDATION_FAILED'],
): RouteContract => ({ summary, body, response, errors });

export const COUPON: readonly ErrorCode[] = [
  'COUPON_NOT_FOUND',
  'COUPON_ALREADY_USED',
  'COUPON_EXHAUSTED',
  'COUPON_EXPIRED',
  'COUPON_NOT_YET_VALID',
  'COUPON_MINIMUM_NOT_MET',
];

// Paying redeems the promo code: its checks run again.
export const PAY: readonly ErrorCode[] = [
  ...CMD,
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_INPUT_ERROR',
  'PAYMENT_FAILED',
  ...COUPON,
];

/** The named items must exist and stand where the command applies (purchase, cancel, refund). */
export const ITEMS: readonly ErrorCode[] = ['BATCH_ITEM_NOT_FOUND', 'BATCH_ITEM_NOT_IN_EXPECTED_STATE'];

/** An uploaded image (avatar, chat picture, purchase receipt) passes the same checks everywhere. */
export const IMAGE_UPLOAD: readonly ErrorCode[] = [
  'UPLOAD_REJECTED',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID_TYPE',
  'IMAGE_NOT_AN_IMAGE',
  'IMAGE_TOO_MANY_PIXELS',
];

/** A creating route that honours an `Idempotency-Key` header (src/platform/idempotency). */
export const IDEMPOTENT: readonly ErrorCode[] = [
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
];

/** A card payment, by the checkout route or the legacy one: it names the quote and an idempotency key. */
export const CARD_PAY: readonly ErrorCode[] = [
  ...PAY,
  'QUOTE_CHANGED',
  'QUOTE_REVISION_REQUIRED',
  'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
  'PAYMENT_TERMS_NOT_AGREED',
  'PAYMENT_IDEMPOTENCY_MISMATCH',
];
