import { mergeLocaleFiles } from '../locale-resources';

// The operator console's texts (admin*.json) of one locale; the console merges them over ./zh-tw.ts.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>('../../locales/zh-tw/admin*.json', { eager: true, import: 'default' }),
);
