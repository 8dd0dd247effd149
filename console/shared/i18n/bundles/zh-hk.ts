import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts (./zh-hk-rest.ts) and the console's texts (./zh-hk-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-hk/*.json',
      '!../../locales/zh-hk/admin*.json',
      '!../../locales/zh-hk/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '!../../locales/zh-hk/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
