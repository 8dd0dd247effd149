import { countryCodeOf, selectableLanguages, type Locale } from './locales';

/** The locales the language menu offers a requester of `country` (the session's two-letter code). */
const requesterMenu = (country: string | undefined): Locale[] =>
  selectableLanguages({ accountType: 'r', countryCode: countryCodeOf(country) }).map((l) => l.locale);

describe('language menu by the requester’s country (spec §6)', () => {
  it('offers a Hong Kong requester English (HK) and 繁體中文 (香港), never Macau Chinese', () => {
    expect(requesterMenu('hk')).toEqual(['en-hk', 'zh-hk']);
    expect(requesterMenu('HK')).toEqual(['en-hk', 'zh-hk']);
  });

  it('offers a Macau requester zh-mo, a Taiwan requester zh-tw and a US requester en-us', () => {
    expect(requesterMenu('mo')).toEqual(['zh-mo']);
    expect(requesterMenu('tw')).toEqual(['zh-tw']);
    expect(requesterMenu('us')).toEqual(['en-us']);
  });

  it('offers the guest list when the country is unknown or has no language of its own', () => {
    // A session stored before it carried the code held the numeric id: not a country code.
    expect(countryCodeOf('2')).toBeUndefined();
    expect(countryCodeOf(undefined)).toBeUndefined();
    expect(requesterMenu('2')).toEqual(['en-hk', 'zh-hk', 'zh-mo']);
    expect(requesterMenu('jp')).toEqual(['en-hk', 'zh-hk', 'zh-mo']);
    expect(selectableLanguages({}).map((l) => l.locale)).toEqual(['en-hk', 'zh-hk', 'zh-mo']);
  });

  it('offers a buyer all five and staff or an auditor the guest list, whatever their country', () => {
    expect(selectableLanguages({ accountType: 'b', countryCode: 'hk' })).toHaveLength(5);
    for (const accountType of ['s', 'x'] as const)
      expect(selectableLanguages({ accountType, countryCode: 'tw' }).map((l) => l.locale)).toEqual([
        'en-hk',
        'zh-hk',
        'zh-mo',
      ]);
  });
});
