import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts (./en-us-rest.ts) and the console's texts (./en-us-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/en-us/*.json',
      '!../../locales/en-us/admin*.json',
      '!../../locales/en-us/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '!../../locales/en-us/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
