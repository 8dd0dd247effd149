import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createI18nWithResources, createLocaleI18n } from './i18next-setup';
import { mergeLocaleFiles } from './locale-resources';
import { LOCALES, type Locale } from './locales';

type Tree = Record<string, unknown>;

/** A locale's whole translation tree, read from its files as the bundles merge them. */
function localeTree(locale: string): Tree {
  const dir = join(__dirname, '..', 'locales', locale);
  const files: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    files[`./${locale}/${file}`] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  return mergeLocaleFiles(files);
}

function leaves(tree: Tree, prefix = '', out: Array<[string, string]> = []): Array<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([path, value]);
    else if (typeof value === 'object' && value !== null) leaves(value as Tree, path, out);
  }
  return out;
}

const TEXTS: Record<string, Tree> = {
  'en-hk': { a: { hello: 'Hello {{ name }}', only: 'English only', html: '<b>{{name}}</b>', group: { x: '1' } } },
  'zh-hk': { a: { hello: '你好 {{name}}' } },
  'zh-tw': { a: { hello: '您好 {{name}}' } },
};

/** A reader that counts what it was asked for (the locale chunks are Vite's; here they are trees). */
function reader(texts: Record<string, Tree> = TEXTS) {
  const asked: string[] = [];
  const read = (locale: Locale) => {
    asked.push(locale);
    return Promise.resolve(texts[locale] ?? {});
  };
  return { asked, read };
}

// Both web apps translate with i18next on one set-up (the customer app, the console's sign-in and react-admin).
describe('the shared i18next set-up', () => {
  it('shows every text of every locale as written in its files, with the fallback where a key is missing', () => {
    const resources = Object.fromEntries(LOCALES.map((l) => [l, localeTree(l)]));
    for (const locale of LOCALES) {
      const i18n = createI18nWithResources(locale, resources);
      const texts = leaves(resources[locale]).filter(
        ([key]) => !/_(one|other)$/.test(key) && !key.startsWith('admin.ra'),
      );
      expect(texts.length).toBeGreaterThan(500);
      // No {{…}} left unfilled is compared here: a text without parameters reads exactly as written.
      const differing = texts.filter(([key, text]) => !text.includes('{{') && i18n.t(key) !== text);
      expect(differing).toEqual([]);
    }
    const zh = createI18nWithResources('zh-hk', { 'en-hk': TEXTS['en-hk'], 'zh-hk': TEXTS['zh-hk'] });
    expect(zh.t('a.hello', { name: 'Ann' })).toBe('你好 Ann');
    expect(zh.t('a.only')).toBe('English only');
    expect(zh.t('a.missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(zh.t('a.missing')).toBe('a.missing');
    expect(zh.t(['a.missing', 'a.only'])).toBe('English only');
    expect(zh.t('a.group', { returnObjects: true })).toEqual({ x: '1' });
    expect(zh.exists('a.group.x')).toBe(true);
    expect(zh.exists('a.missing')).toBe(false);
  });

  it("picks each plural text by the locale's own rule and fills the count, in every locale", () => {
    const resources = Object.fromEntries(LOCALES.map((l) => [l, localeTree(l)]));
    for (const locale of LOCALES) {
      const i18n = createI18nWithResources(locale, resources);
      const plural = new Intl.PluralRules(locale);
      const texts = new Map(leaves(resources[locale]));
      const bases = [
        ...new Set(
          [...texts.keys()]
            .map((key) => /^(?!admin\.ra)(.+)_one$/.exec(key)?.[1])
            .filter((base): base is string => base !== undefined),
        ),
      ];
      expect(bases.length).toBeGreaterThan(3);
      for (const base of bases)
        for (const count of [1, 2, 5]) {
          // The files write the "one" form as key_one and the rest under the plain key (or key_other).
          const written = texts.get(`${base}_${plural.select(count)}`) ?? texts.get(`${base}_other`) ?? texts.get(base);
          const shown = i18n.t(base, { count });
          expect(shown).toContain(String(count));
          expect(shown).not.toContain('{{count');
          if (written && !/\{\{(?!count\}\})/.test(written))
            expect([base, count, shown]).toEqual([base, count, written.replace('{{count}}', String(count))]);
        }
    }
    const en = createI18nWithResources('en-hk', resources);
    expect([en.t('batch.list.itemCount', { count: 1 }), en.t('batch.list.itemCount', { count: 2 })]).toEqual([
      '1 item',
      '2 items',
    ]);
    const zh = createI18nWithResources('zh-hk', resources);
    expect(zh.t('batch.list.itemCount', { count: 2 })).toBe('2 件物品');
  });

  it('leaves escaping to React: a parameter is inserted as it is', () => {
    const i18n = createI18nWithResources('en-hk', TEXTS);
    expect(i18n.t('a.html', { name: 'A & B' })).toBe('<b>A & B</b>');
  });

  it('reads the shown language and the fallback at start, each once, and another only when it is chosen', async () => {
    const { asked, read } = reader();
    const i18n = await createLocaleI18n('zh-hk', read);
    expect(asked.sort()).toEqual(['en-hk', 'zh-hk']);
    expect(i18n.language).toBe('zh-hk');
    expect(i18n.t('a.hello', { name: 'Bo' })).toBe('你好 Bo');
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    await i18n.changeLanguage('ZH-TW');
    expect(i18n.language).toBe('zh-tw');
    expect(i18n.t('a.hello', { name: 'Bo' })).toBe('您好 Bo');
    expect(asked.sort()).toEqual(['en-hk', 'zh-hk', 'zh-tw']);
    await i18n.changeLanguage('zh-hk');
    expect(asked).toHaveLength(3);
    expect(heard).toEqual(['zh-tw', 'zh-hk']);
  });

  it('adds the long page texts without overwriting the texts it holds', async () => {
    const { read } = reader();
    const i18n = await createLocaleI18n('zh-hk', read);
    i18n.addResourceBundle('zh-hk', 'translation', { a: { hello: 'overwritten?', extra: '額外' } }, true, false);
    expect(i18n.t('a.hello', { name: 'A' })).toBe('你好 A');
    expect(i18n.t('a.extra')).toBe('額外');
  });
});
