import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// Spec §9: 4 digits, resend after 5 minutes. Expiry and tries are ours (issue: 10 minutes, 5 tries).
export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_RESEND_MS = 300_000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** A verified number may be used to register or update the profile within this window. */
export const OTP_VERIFIED_VALID_MS = 30 * 60 * 1000;

/** The injection token of the OtpHasher (keyed by the server secret). */
export const OTP_HASHER = Symbol('OTP_HASHER');

export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Only 10,000 codes exist, so a plain hash would fall to a lookup table: the HMAC key (derived from
 * the server secret) keeps a stolen table useless, and the OTP id in the input makes equal codes differ.
 */
export class OtpHasher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('otp-code-v1').digest();
  }

  hash(otpId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${otpId}:${code}`).digest('hex');
  }

  matches(otpId: string, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(otpId, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

export function otpSmsBody(code: string, language: string): string {
  return language === 'zh'
    ? `您的驗證碼是 ${code}，10 分鐘內有效。請勿向任何人透露此驗證碼。`
    : `Your verification code is ${code}. It expires in 10 minutes. Never share this code with anyone.`;
}
