import { mergeLocaleFiles } from '../locale-resources';

// The long page texts and the signed-in screens' texts (with their feature errors) of one locale: the pages
// that show them wait for this chunk (see i18n.ts).
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-mo/{restrictions,legal,faq,notifications,order,batch,request,onboarding,account,dashboard,checkout,chat,tab,status}.json',
      '../../locales/zh-mo/{restrictions,legal,faq,notifications,order,batch,request,onboarding,account,dashboard,checkout,chat,tab,status}.*.json',
      '../../locales/zh-mo/errors.*.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
