import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts (./en-hk-rest.ts) and the console's texts (./en-hk-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/en-hk/*.json',
      '!../../locales/en-hk/admin*.json',
      '!../../locales/en-hk/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '!../../locales/en-hk/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
