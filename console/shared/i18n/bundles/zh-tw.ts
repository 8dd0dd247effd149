import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts (./zh-tw-rest.ts) and the console's texts (./zh-tw-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-tw/*.json',
      '!../../locales/zh-tw/admin*.json',
      '!../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '!../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
