import { localizedName, nameLanguageOf, withName } from './localize';

describe('localized names', () => {
  it('maps the five locales to the stored name languages', () => {
    expect(['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo', undefined, 'fr'].map(nameLanguageOf)).toEqual([
      'en',
      'en',
      'zh_hk',
      'zh_tw',
      'zh_hk',
      'en',
      'en',
    ]);
  });

  it('falls back to the base name when the localized one is empty (spec §3 city)', () => {
    const city = { city_name: 'Springfield', city_name_en: 'Springfield', city_name_zh_hk: '', city_name_zh_tw: '  ' };
    expect(localizedName(city, 'city', 'zh_hk')).toBe('Springfield');
    expect(localizedName(city, 'city', 'zh_tw')).toBe('Springfield');
    expect(localizedName({ city_name: 'Da’an', city_name_zh_tw: '大安區' }, 'city', 'zh_tw')).toBe('大安區');
  });

  it('adds name beside the stored columns', () => {
    expect(withName([{ region_name: 'Kowloon', region_name_zh_hk: '九龍' }], 'region', 'zh-hk')).toEqual([
      { region_name: 'Kowloon', region_name_zh_hk: '九龍', name: '九龍' },
    ]);
  });
});
