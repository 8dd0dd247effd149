import { OTP_RESEND_MS, fullPhoneNumber, type CallingCountry } from './onboarding-rules';

/** The code last requested for one full number: the server refuses another one until `resendAt`. */
export interface OtpRequest {
  /** Undefined when only the server's 429 told us about a request made elsewhere (another tab, a reload). */
  otpId?: string;
  resendAt: number;
}

export interface VerificationState {
  callingCountry: CallingCountry;
  mobile: string;
  /** The full number that passed OTP verification; any edit of the number clears it. */
  verifiedNumber?: string;
  /**
   * Per full number, because the server's resend window is per number: editing the number (or
   * leaving the step) must not restart the countdown of a number that already has a code on its way.
   */
  requests: Record<string, OtpRequest>;
}

export const initialVerification = (callingCountry: CallingCountry): VerificationState => ({
  callingCountry,
  mobile: '',
  requests: {},
});

export const currentPhone = (state: VerificationState): string => fullPhoneNumber(state.callingCountry, state.mobile);

export const isVerified = (state: VerificationState): boolean =>
  state.verifiedNumber !== undefined && state.verifiedNumber === currentPhone(state);

/** The request of the number now on screen, if any. */
export const currentRequest = (state: VerificationState): OtpRequest | undefined => state.requests[currentPhone(state)];

/** Spec §5: changing the number clears verification; the codes already requested stay remembered. */
export function editNumber(
  state: VerificationState,
  patch: Partial<Pick<VerificationState, 'callingCountry' | 'mobile'>>,
): VerificationState {
  return { ...state, ...patch, verifiedNumber: undefined };
}

/** A code was sent to `phone`: spec §9's 5-minute countdown starts for that number. */
export function codeRequested(state: VerificationState, phone: string, otpId: string, now: number): VerificationState {
  return { ...state, requests: { ...state.requests, [phone]: { otpId, resendAt: now + OTP_RESEND_MS } } };
}

/** The server refused a resend (429): run the countdown for the wait it named, keeping a known code id. */
export function resendRefused(
  state: VerificationState,
  phone: string,
  retryAfterSeconds: number,
  now: number,
): VerificationState {
  const known = state.requests[phone];
  return {
    ...state,
    requests: { ...state.requests, [phone]: { otpId: known?.otpId, resendAt: now + retryAfterSeconds * 1000 } },
  };
}

/** The code was accepted: the number is verified and its code is used up (its resend window still stands). */
export function codeVerified(state: VerificationState, phone: string): VerificationState {
  const known = state.requests[phone];
  return {
    ...state,
    verifiedNumber: phone,
    requests: known ? { ...state.requests, [phone]: { resendAt: known.resendAt } } : state.requests,
  };
}

/** The server's `retry_after_seconds` of a 429, or the whole window when the reply does not say. */
export function retryAfterSeconds(params: Record<string, unknown>): number {
  const value = params.retry_after_seconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : OTP_RESEND_MS / 1000;
}
