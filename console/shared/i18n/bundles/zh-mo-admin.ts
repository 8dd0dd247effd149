import { mergeLocaleFiles } from '../locale-resources';

// The operator console's texts (admin*.json) of one locale; the console merges them over ./zh-mo.ts.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>('../../locales/zh-mo/admin*.json', { eager: true, import: 'default' }),
);
