import { OTP_RESEND_MS } from './onboarding-rules';
import {
  codeRequested,
  codeVerified,
  currentPhone,
  currentRequest,
  editNumber,
  initialVerification,
  isVerified,
  resendRefused,
  retryAfterSeconds,
} from './verification-state';

const T0 = Date.UTC(2026, 0, 1);

describe('mobile verification state', () => {
  const typed = editNumber(initialVerification('hk'), { mobile: '91234567' });

  it('starts the 5-minute resend window of the number a code was sent to', () => {
    const sent = codeRequested(typed, '+85291234567', 'otp-1', T0);
    expect(currentRequest(sent)).toEqual({ otpId: 'otp-1', resendAt: T0 + OTP_RESEND_MS });
    expect(OTP_RESEND_MS).toBe(300_000);
  });

  it('changing the number clears verification (spec §5)', () => {
    const verified = codeVerified(codeRequested(typed, '+85291234567', 'otp-1', T0), '+85291234567');
    expect(isVerified(verified)).toBe(true);
    expect(isVerified(editNumber(verified, { mobile: '91234568' }))).toBe(false);
    expect(isVerified(editNumber(verified, { callingCountry: 'mo' }))).toBe(false);
    // Coming back to the same number does not bring the verification back: it was cleared.
    expect(isVerified(editNumber(editNumber(verified, { mobile: '9123456' }), { mobile: '91234567' }))).toBe(false);
  });

  it('keeps the countdown of a number while the number is edited and restored (spec §9)', () => {
    const sent = codeRequested(typed, '+85291234567', 'otp-1', T0);
    const other = editNumber(sent, { mobile: '912345678' });
    expect(currentRequest(other)).toBeUndefined();
    const back = editNumber(other, { mobile: '91234567' });
    expect(currentRequest(back)).toEqual({ otpId: 'otp-1', resendAt: T0 + OTP_RESEND_MS });
    // The same local digits under another calling code are another number.
    expect(currentPhone(editNumber(back, { callingCountry: 'mo' }))).toBe('+85391234567');
    expect(currentRequest(editNumber(back, { callingCountry: 'mo' }))).toBeUndefined();
  });

  it('a 429 runs the countdown for the wait the server names, keeping a code already known', () => {
    const refused = resendRefused(typed, '+85291234567', 120, T0);
    expect(currentRequest(refused)).toEqual({ otpId: undefined, resendAt: T0 + 120_000 });
    const sent = codeRequested(typed, '+85291234567', 'otp-1', T0);
    expect(currentRequest(resendRefused(sent, '+85291234567', 60, T0 + 240_000))).toEqual({
      otpId: 'otp-1',
      resendAt: T0 + 300_000,
    });
  });

  it('reads retry_after_seconds, falling back to the whole window', () => {
    expect(retryAfterSeconds({ retry_after_seconds: 42 })).toBe(42);
    expect(retryAfterSeconds({ retry_after_seconds: 41.2 })).toBe(42);
    expect(retryAfterSeconds({})).toBe(300);
    expect(retryAfterSeconds({ retry_after_seconds: 'soon' })).toBe(300);
    expect(retryAfterSeconds({ retry_after_seconds: -5 })).toBe(300);
  });

  it('a verified code is used up but its number keeps its resend window', () => {
    const verified = codeVerified(codeRequested(typed, '+85291234567', 'otp-1', T0), '+85291234567');
    expect(currentRequest(verified)).toEqual({ resendAt: T0 + OTP_RESEND_MS });
  });
});
