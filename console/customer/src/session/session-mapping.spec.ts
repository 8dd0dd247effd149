import type { LoginResponse } from '@contracts/accounts';
import { selectableLanguages, countryCodeOf } from '@shared/i18n/locales';
import { applyUser, sessionFromLogin } from './session-mapping';

const menuOf = (country: string | undefined) =>
  selectableLanguages({ accountType: 'r', countryCode: countryCodeOf(country) }).map((l) => l.locale);

describe('the session learns the requester country', () => {
  const session = { token: 't', email: 'r@example.com', userId: 'u1', userStatus: 0, accountType: 'r' as const };
  const login: LoginResponse = {
    user: 'u1',
    token: 't',
    email: 'r@example.com',
    user_status: 0,
    activated_account: 'a1',
    account_type: 'r',
  };

  it('from the sign-in answer, so a Hong Kong requester is offered Hong Kong locales from the start', () => {
    const signedIn = sessionFromLogin({ ...login, country_code: 'hk' });
    expect(signedIn.country).toBe('hk');
    expect(menuOf(signedIn.country)).toEqual(['en-hk', 'zh-hk']);
    // An older answer's account object held the numeric country id: the code wins.
    const older = sessionFromLogin({
      ...login,
      country_code: 'mo',
      activated_account: { id: 'a1', account_type: 'r', country: 4 },
    });
    expect(older.country).toBe('mo');
    expect(sessionFromLogin({ ...login, country_code: null }).country).toBeUndefined();
  });

  it('keeps the profile country_code, so a Hong Kong requester is offered Hong Kong locales only', () => {
    const next = applyUser(session, { country: 3, country_code: 'HK', accounts: [{ id: 'a1', account_type: 'r' }] });
    expect(next.country).toBe('HK');
    expect(menuOf(next.country)).toEqual(['en-hk', 'zh-hk']);
  });

  it('leaves the country as it was when the profile has none', () => {
    expect(applyUser({ ...session, country: 'mo' }, { country_code: null }).country).toBe('mo');
  });
});
