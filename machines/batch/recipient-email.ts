/**
 * The batch's recipient e-mail (spec §3 "recipient email"): optional, but when given it must look
 * like an address, so the warehouse's and carriers' notices have somewhere to go. The same shape
 * the server's DTO accepts (one @, a dotted domain, no spaces), at most 254 characters (RFC 5321).
 */
import { validationError, type DomainError } from './batch.errors';

export const MAX_RECIPIENT_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isRecipientEmail = (value: string): boolean =>
  value.length <= MAX_RECIPIENT_EMAIL_LENGTH && EMAIL.test(value);

export function checkRecipientEmail(value: unknown, field: string): DomainError | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isRecipientEmail(value)) return validationError(field, 'Wrong format');
  return null;
}
