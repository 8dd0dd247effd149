import type { Resource } from 'i18next';
import { LOCALES } from './locales';

/**
 * Every JSON file under locales/<locale>/ becomes the key prefix of its name, so
 * locales/zh-hk/status.json {"paid": "..."} is the key `status.paid` in one namespace.
 * A file named `<prefix>.<feature>.json` (errors.payments.json) merges into `<prefix>`, so each
 * feature keeps its own error messages without everyone editing one errors.json.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two files of one prefix may both add keys under the same sub-object; keep both sides' leaves. */
function mergeDeep(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra))
    out[key] = isTree(value) && isTree(out[key]) ? mergeDeep(out[key], value) : value;
  return out;
}

export function loadLocaleResources(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) resources[locale] = { translation: {} };
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, file] = match;
    const bucket = resources[locale];
    if (!bucket) continue;
    const prefix = file.split('.')[0];
    const translation = bucket.translation as Record<string, Record<string, unknown>>;
    translation[prefix] = mergeDeep(translation[prefix] ?? {}, content);
  }
  return resources;
}
