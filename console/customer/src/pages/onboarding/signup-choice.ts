import type { CustomerAccountType } from '@contracts/accounts';

/** The account type chosen on /signup ("Request Items" / "Help Buy Items"), kept for onboarding. */
const KEY = 'hkc.signupAccountType';

export function storedSignupType(): CustomerAccountType {
  try {
    return window.sessionStorage.getItem(KEY) === 'b' ? 'b' : 'r';
  } catch {
    return 'r';
  }
}

export function storeSignupType(type: CustomerAccountType): void {
  try {
    window.sessionStorage.setItem(KEY, type);
  } catch {
    // Private mode without storage: onboarding asks again.
  }
}
