import { selectableLanguages, countryCodeOf } from '@shared/i18n/locales';
import { applyUser } from './session-mapping';

describe('the session learns the requester country from the profile', () => {
  const session = { token: 't', email: 'r@example.com', userId: 'u1', userStatus: 0, accountType: 'r' as const };

  it('keeps the profile country_code, so a Hong Kong requester is offered Hong Kong locales only', () => {
    const next = applyUser(session, { country: 3, country_code: 'HK', accounts: [{ id: 'a1', account_type: 'r' }] });
    expect(next.country).toBe('HK');
    const languages = selectableLanguages({ accountType: 'r', countryCode: countryCodeOf(next.country, []) });
    expect(languages.map((l) => l.locale)).toEqual(['en-hk', 'zh-hk']);
  });

  it('leaves the country as it was when the profile has none', () => {
    expect(applyUser({ ...session, country: 'mo' }, { country_code: null }).country).toBe('mo');
  });
});
