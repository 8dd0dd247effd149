/** Every public route of spec §2 with the test id its page renders (sign-up shown: DISABLE_SIGNUP=false). */
export const PUBLIC_ROUTES: ReadonlyArray<[path: string, testId: string]> = [
  ['/home', 'page-home'],
  ['/login', 'page-login'],
  ['/signup', 'page-signup'],
  ['/whyUs', 'page-whyUs'],
  ['/faq', 'page-faq'],
  ['/restrictions', 'page-restrictions'],
  ['/about', 'page-about'],
  ['/recommend', 'page-recommend'],
  ['/pricing', 'page-pricing'],
  ['/policy', 'page-policy'],
  ['/tnc', 'page-tnc'],
  ['/refund', 'page-refund'],
  ['/paymentTerms', 'page-paymentTerms'],
];
