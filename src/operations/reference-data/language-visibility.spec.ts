import { visibleLanguages } from './language-visibility';

const ALL = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'].map((locale) => ({ locale }));
const locales = (list: Array<{ locale: string }>) => list.map((l) => l.locale);

describe('visibleLanguages (spec §6)', () => {
  it('hides en-us and zh-tw from guests', () => {
    expect(locales(visibleLanguages(ALL, {}))).toEqual(['en-hk', 'zh-hk', 'zh-mo']);
  });

  it('shows requesters only their country', () => {
    expect(locales(visibleLanguages(ALL, { role: 'requester', countryCode: 'hk' }))).toEqual(['en-hk', 'zh-hk']);
    expect(locales(visibleLanguages(ALL, { role: 'requester', countryCode: 'mo' }))).toEqual(['zh-mo']);
  });

  it("gives a Taiwan or US requester their country's language, and one from a country without any the guests' list", () => {
    expect(locales(visibleLanguages(ALL, { role: 'requester', countryCode: 'tw' }))).toEqual(['zh-tw']);
    expect(locales(visibleLanguages(ALL, { role: 'requester', countryCode: 'US' }))).toEqual(['en-us']);
    expect(locales(visibleLanguages(ALL, { role: 'requester', countryCode: 'jp' }))).toEqual([
      'en-hk',
      'zh-hk',
      'zh-mo',
    ]);
  });

  it('shows buyers, staff and auditors everything', () => {
    for (const role of ['buyer', 'staff', 'auditor'] as const) expect(visibleLanguages(ALL, { role })).toHaveLength(5);
  });
});
