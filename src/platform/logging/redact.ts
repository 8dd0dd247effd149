/**
 * What never reaches a log line: tokens, OTP codes, card data, e-mail addresses and phone numbers.
 * Keys that name a secret lose their value whatever it is; every other string is scanned for
 * e-mail addresses, card numbers (13-19 digits, spaces or dashes allowed) and phone numbers.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY =
  /^(authorization|cookie|set-cookie|token|access_?token|refresh_?token|id_?token|session|password|secret|otp|otp_?code|pin|cvc|cvv|card_?number|pan|encrypted_?card.*|email|e_?mail|phone|phone_?number|mobile|to_?number|to_?address)$/i;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
// +852 9123 4567, 91234567, +86 138 0013 8000: 8 digits or more, optionally with a country code.
const PHONE = /(?:\+\d{1,3}[ -]?)?\b\d{4}[ -]?\d{4}(?:[ -]?\d{3})?\b/g;
const HAS_DIGIT = /\d/;
// A bearer/session token in prose.
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A string with e-mails, card numbers, phone numbers and bearer tokens replaced. Each pattern runs
 * only on text that can hold it (an '@', a digit): the e-mail pattern backtracks over every run of
 * letters and digits, and it ran on every request's URL (a request id, batch ids) for nothing.
 */
export function scrubText(text: string): string {
  let out = text.replace(BEARER, `$1 ${REDACTED}`);
  if (out.includes('@')) out = out.replace(EMAIL, '[email]');
  if (HAS_DIGIT.test(out)) out = out.replace(CARD, '[card]').replace(PHONE, '[phone]');
  return out;
}

/** A URL whose query values are kept only for harmless keys, and whose path is scrubbed. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  const path = scrubText(decoded(q < 0 ? url : url.slice(0, q)));
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept: string[] = [];
  for (const [key, value] of params.entries()) {
    kept.push(`${encodeURIComponent(key)}=${isSecretKey(key) ? REDACTED : encodeURIComponent(scrubText(value))}`);
  }
  return `${path}?${kept.join('&')}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A deep copy of a log object with secrets removed (depth-limited; errors keep message and stack, scrubbed). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (value instanceof Error)
    return { type: value.name, message: scrubText(value.message), stack: value.stack && scrubText(value.stack) };
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // `code` is an error code (ER-0002, 23505) unless it looks like a one-time code.
    const secret = isSecretKey(key) || (key === 'code' && typeof v === 'string' && /^\d{4,8}$/.test(v));
    out[key] = secret && v !== null && v !== undefined && v !== '' ? REDACTED : scrub(v, depth + 1);
  }
  return out;
}
