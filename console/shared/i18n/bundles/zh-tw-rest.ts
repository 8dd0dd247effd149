import { mergeLocaleFiles } from '../locale-resources';

// The long page texts of one locale (the pages that need them wait for this chunk; see i18n.ts).
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request}.json',
      '../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request}.*.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
