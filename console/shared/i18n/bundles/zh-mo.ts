import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts (./zh-mo-rest.ts) and the console's texts (./zh-mo-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-mo/*.json',
      '!../../locales/zh-mo/admin*.json',
      '!../../locales/zh-mo/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '!../../locales/zh-mo/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
