import { countryCodeOf, selectableLanguages } from './locales';

// The session holds the requester's numeric country id; the menu compared it with a
// two-letter locale suffix, so nothing matched and a Hong Kong requester was offered zh-mo.
const COUNTRIES = [
  { id: 1, shortcode: 'US' },
  { id: 2, shortcode: 'HK' },
  { id: 3, shortcode: 'TW' },
  { id: 4, shortcode: 'MO' },
];

describe('language menu by country code', () => {
  it('maps a numeric country id to its two-letter code through the countries list', () => {
    expect(countryCodeOf('2', COUNTRIES)).toBe('hk');
    expect(countryCodeOf(4, COUNTRIES)).toBe('mo');
    expect(countryCodeOf('HK', [])).toBe('hk');
    expect(countryCodeOf('99', COUNTRIES)).toBeUndefined();
    expect(countryCodeOf(undefined, COUNTRIES)).toBeUndefined();
  });

  it('a Hong Kong requester (country id 2) is offered en-hk and zh-hk only, never zh-mo', () => {
    const locales = selectableLanguages({ accountType: 'r', countryCode: countryCodeOf('2', COUNTRIES) }).map(
      (l) => l.locale,
    );
    expect(locales).toEqual(['en-hk', 'zh-hk']);
  });

  it('a Macau requester gets zh-mo; a buyer gets all five', () => {
    expect(
      selectableLanguages({ accountType: 'r', countryCode: countryCodeOf('4', COUNTRIES) }).map((l) => l.locale),
    ).toEqual(['zh-mo']);
    expect(selectableLanguages({ accountType: 'b' })).toHaveLength(5);
  });
});
