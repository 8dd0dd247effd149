import { mergeLocaleFiles } from '../locale-resources';

// One locale's core texts, built into their own chunk: an app downloads only the languages it shows.
// The long page texts and the signed-in screens' texts (./zh-tw-rest.ts) and the console's texts
// (./zh-tw-admin.ts) are chunks apart.
export default mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh-tw/*.json',
      '!../../locales/zh-tw/admin*.json',
      // The feature errors of signed-in screens (errors.payments.json, …) come with the long texts; errors.json stays.
      '!../../locales/zh-tw/errors.*.json',
      '!../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request,onboarding,account,dashboard,checkout,chat,tab,status}.json',
      '!../../locales/zh-tw/{restrictions,legal,faq,notifications,order,batch,request,onboarding,account,dashboard,checkout,chat,tab,status}.*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
