import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { AppI18n } from './app-i18n';
import { mergeLocaleFiles } from './locale-resources';
import { LOCALES } from './locales';

type Tree = Record<string, unknown>;

/** A locale's whole translation tree, read from its files as the bundles merge them. */
function localeTree(locale: string): Tree {
  const dir = join(__dirname, '..', 'locales', locale);
  const files: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    files[`./${locale}/${file}`] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  return mergeLocaleFiles(files);
}

function leafKeys(tree: Tree, prefix = '', out: string[] = []): string[] {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push(path);
    else if (typeof value === 'object' && value !== null) leafKeys(value as Tree, path, out);
  }
  return out;
}

// The customer app's translator replaces i18next there (16 KB gzip less on every first visit).
describe('the app translator (AppI18n)', () => {
  const resources = Object.fromEntries(LOCALES.map((l) => [l, localeTree(l)]));

  it('gives every text of every locale exactly as i18next does, interpolation included', async () => {
    const params = { batchNumber: 'B-1', name: 'Ann', email: 'a@b.c', count: 3, amount: 'HK$1', total: 2, page: 1 };
    for (const locale of LOCALES) {
      const reference = i18next.createInstance();
      await reference.init({
        lng: locale,
        fallbackLng: 'en-hk',
        lowerCaseLng: true,
        interpolation: { escapeValue: false },
        resources: Object.fromEntries(Object.entries(resources).map(([l, tree]) => [l, { translation: tree }])),
      });
      const ours = new AppI18n({ language: locale, fallback: 'en-hk', resources });
      const keys = leafKeys(resources[locale]).filter((k) => !/_(one|other|zero|few|many|two)$/.test(k));
      expect(keys.length).toBeGreaterThan(500);
      const differing = keys.filter((key) => ours.t(key, params) !== reference.t(key, params));
      expect(differing).toEqual([]);
      expect(keys.filter((key) => ours.exists(key) !== reference.exists(key))).toEqual([]);
    }
  });

  const small = () =>
    new AppI18n({
      language: 'zh-hk',
      fallback: 'en-hk',
      resources: {
        'en-hk': { a: { hello: 'Hello {{ name }}', only: 'English only', group: { x: '1', y: '2' } } },
        'zh-hk': { a: { hello: '你好 {{name}}' } },
      },
      load: (language) => Promise.resolve(language === 'en-us' ? { a: { hello: 'Hi {{name}}' } } : {}),
    });

  it('reads the shown language, then the fallback, then the default value, then the key', () => {
    const i18n = small();
    expect(i18n.t('a.hello', { name: 'Ann' })).toBe('你好 Ann');
    expect(i18n.t('a.only')).toBe('English only');
    expect(i18n.t('a.missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(i18n.t('a.missing')).toBe('a.missing');
    expect(i18n.t(['a.missing', 'a.only'])).toBe('English only');
    expect(i18n.t('a.hello')).toBe('你好 {{name}}');
    expect(i18n.exists('a.only')).toBe(true);
    expect(i18n.exists('a.group')).toBe(false);
    expect(i18n.exists('a.missing')).toBe(false);
    expect(i18n.t('a.group', { returnObjects: true })).toEqual({ x: '1', y: '2' });
  });

  it('changes language after loading it, and tells its listeners once', async () => {
    const i18n = small();
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    await i18n.changeLanguage('EN-US');
    expect(i18n.language).toBe('en-us');
    expect(i18n.t('a.hello', { name: 'Bo' })).toBe('Hi Bo');
    expect(i18n.getFixedT('zh-hk')('a.hello', { name: 'Bo' })).toBe('你好 Bo');
    await i18n.changeLanguage('en-us');
    expect(heard).toEqual(['en-us']);
  });

  it('adds a bundle without overwriting the texts it holds', () => {
    const i18n = small();
    i18n.addResourceBundle('zh-hk', 'translation', { a: { hello: 'overwritten?', extra: '額外' } }, true, false);
    expect(i18n.t('a.hello', { name: 'A' })).toBe('你好 A');
    expect(i18n.t('a.extra')).toBe('額外');
    expect(i18n.hasResourceBundle('zh-hk')).toBe(true);
    expect(i18n.hasResourceBundle('zh-tw')).toBe(false);
  });
});
