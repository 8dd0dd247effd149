import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { ALL_LOCALES, SIGNED_IN_ROUTES, sweepRoutes } from './support/customer-audit';
import { PUBLIC_ROUTES } from './support/public-routes';
import { signInCustomer } from './support/sign-in-pages';
import { navigate, networkQuiet, sharedSignIns } from './support/shared-sign-ins';
import { PHONE, seriousAxeFaults, sidewaysOverflow, widestElements, type AxeFault } from './support/page-audit';
import { driveTo, signInDemo, type Driven, type TestApp } from '../support/kit';

// Phone-first (no route scrolls sideways at 360 × 740), axe-core (0 critical, 0 serious),
// the route boundary (a page chunk that fails to load shows the load-failed error and a retry), the
// compact header keeping the bell and the support chat, buyers kept out of the request form.
// No page shows a raw {{placeholder}} or translation key in any of the five locales (the requester's
// signed-in pages in customer-lists). One page load serves several checks, to keep this suite light.
jest.setTimeout(240_000);
const chromiumSetup = chromiumOrSkip();

interface RouteFinding {
  route: string;
  overflowPx: number;
  /** When it overflows: the elements past the right edge. */
  widest?: string[];
  faults: AxeFault[];
}

/** The routes that scroll sideways or carry a critical/serious axe fault, with what axe named. */
const problems = (findings: RouteFinding[]) =>
  findings.filter((f) => f.overflowPx > 0 || f.faults.length > 0).map((f) => JSON.stringify(f));

chromiumSetup.describe('front ends on a phone: layout, accessibility, load failures', () => {
  const suite = useBrowserSuite({
    env: { DISABLE_SIGNUP: 'false', DEV_SIGN_IN: 'true', FORCE_HONG_KONG_ENGLISH: 'false' },
    demoAccounts: true,
  });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const phone = (): Promise<BrowserContext> => browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  // The buyer's signed-in phone page serves two tests; the signed-out phone page serves three.
  const signedIn = sharedSignIns(suite);
  let signedOut: Promise<{ context: BrowserContext; page: Page }> | undefined;
  const signedOutPhone = () =>
    (signedOut ??= phone().then(async (context) => ({ context, page: await context.newPage() })));
  // A completed order of the demo requester with the demo buyer: both open it.
  let completedOrder: Promise<Driven> | undefined;
  const completed = () =>
    (completedOrder ??= driveTo(app, 'completed', {
      requester: signInDemo(app, 'requester'),
      buyer: signInDemo(app, 'buyer'),
    }));

  async function audit(page: Page, route: string, testId: string): Promise<RouteFinding> {
    // The first route is loaded; the next ones are reached as the app's links reach them (no reload).
    const quiet = networkQuiet(page);
    if (page.url().startsWith(app.baseUrl)) await navigate(page, route);
    else await page.goto(`${app.baseUrl}${route}`);
    await page.getByTestId(testId).first().waitFor();
    // Settle: lazy parts of the header and the page's data arrive after the first paint.
    await quiet();
    const overflowPx = await sidewaysOverflow(page);
    const widest = overflowPx > 0 ? await widestElements(page) : undefined;
    return { route, overflowPx, widest, faults: await seriousAxeFaults(page) };
  }

  async function signIn(context: BrowserContext, email: string): Promise<Page> {
    const page = await context.newPage();
    await signInCustomer(page, app.baseUrl, email);
    return page;
  }

  it('signed out: no public route scrolls sideways at 360 × 740 or has a critical or serious axe fault', async () => {
    const { page } = await signedOutPhone();
    const errors = watchErrors(page);
    const findings: RouteFinding[] = [];
    for (const [route, testId] of PUBLIC_ROUTES) findings.push(await audit(page, route, testId));
    expect(problems(findings)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed out: no public route shows a raw {{placeholder}} or translation key, in any of the five locales', async () => {
    const { page } = await signedOutPhone();
    const leftovers: string[] = [];
    try {
      for (const locale of ALL_LOCALES) {
        // A returning visitor's stored language, read as the app starts (the page's language is set
        // once that locale's texts have loaded, after the load event on a busy machine).
        await page.evaluate((value) => window.localStorage.setItem('hkc.locale', value), locale);
        await page.goto(`${app.baseUrl}/home`);
        await page.waitForFunction((l) => document.documentElement.lang.toLowerCase() === l, locale);
        leftovers.push(...(await sweepRoutes(page, PUBLIC_ROUTES, locale)));
      }
    } finally {
      // The tests after this one read the default language.
      await page.evaluate(() => window.localStorage.removeItem('hkc.locale'));
    }
    expect(leftovers).toEqual([]);
  });

  it('signed in as the demo requester: the dashboard routes and a completed order fit the phone and pass axe; the compact header keeps the bell and the support chat', async () => {
    const { id } = await completed();
    const context = await phone();
    const page = await signIn(context, 'requester@example.com');
    await page.getByTestId('notifications-bell').waitFor();
    await page.getByTestId('support-chat-button').waitFor();
    const findings: RouteFinding[] = [];
    for (const [route, testId] of SIGNED_IN_ROUTES) findings.push(await audit(page, route, testId));
    findings.push(await audit(page, `/dashboard/requests/${id}`, 'page-batch-detail'));
    expect(problems(findings)).toEqual([]);
    await context.close();
  });

  it('signed in as the demo buyer: the dashboard routes and statistics fit the phone and pass axe', async () => {
    const { page } = await signedIn.get('buyer@example.com', { viewport: PHONE, mobile: true });
    await page.getByTestId('notifications-bell').waitFor();
    const findings: RouteFinding[] = [];
    for (const [route, testId] of [...SIGNED_IN_ROUTES, ['/dashboard/statistics', 'page-statistics']])
      findings.push(await audit(page, route, testId));
    expect(problems(findings)).toEqual([]);
  });

  it('signed in as the demo buyer: no page (dashboard, order, settings, request form, statistics) shows a raw {{placeholder}} or translation key, in any of the five locales', async () => {
    const { id } = await completed();
    const { page } = await signedIn.get('buyer@example.com', { viewport: PHONE, mobile: true });
    const routes = [
      ...SIGNED_IN_ROUTES,
      ['/dashboard/statistics', 'page-statistics'],
      [`/dashboard/orders/${id}`, 'page-batch-detail'],
    ] as const;
    const leftovers: string[] = [];
    // A buyer is offered every locale: chosen from the language menu, as a person would.
    for (const locale of [...ALL_LOCALES.slice(1), ALL_LOCALES[0]]) {
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-${locale}`).click();
      await page.getByTestId(`language-${locale}`).waitFor({ state: 'detached' });
      await page.waitForFunction((l) => document.documentElement.lang.toLowerCase() === l, locale);
      leftovers.push(...(await sweepRoutes(page, routes, locale)));
    }
    expect(leftovers).toEqual([]);
  });

  it('a buyer opening the request form is told at once that requests are for requester accounts', async () => {
    const { page } = await signedIn.get('buyer@example.com', {
      viewport: PHONE,
      mobile: true,
      path: '/dashboard/batchRequest',
    });
    const refusal = page.getByTestId('request-buyer-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Buyer accounts cannot place requests');
    // Said at once: the form itself never renders for a buyer.
    expect(await page.getByTestId('submit-request').count()).toBe(0);
  });

  it('going offline shows the offline indicator; back online it goes', async () => {
    const { context, page } = await signedOutPhone();
    await page.goto(`${app.baseUrl}/home`);
    await page.getByTestId('page-home').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.setOffline(true);
    try {
      await page.getByTestId('offline-banner').waitFor();
      expect(await page.getByTestId('offline-banner').innerText()).toContain('You are offline');
    } finally {
      // The signed-out context is shared with the tests after this one.
      await context.setOffline(false);
    }
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });

  it('a page whose chunk fails to load shows the load-failed error; Retry loads it', async () => {
    const { page } = await signedOutPhone();
    await page.goto(`${app.baseUrl}/home`);
    await page.getByTestId('page-home').waitFor();
    // In-app navigation to /faq, whose own chunk cannot be downloaded (a dropped connection, or a deploy replaced it).
    let failing = true;
    const faqChunk = /\/assets\/faq\.page-[^/]+\.js$/;
    await page.route(faqChunk, (route) => (failing ? route.abort() : route.continue()));
    await page.evaluate(() => window.history.pushState({}, '', '/faq'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const failed = page.getByTestId('route-load-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Part of the page failed to load');
    failing = false;
    await page.getByTestId('route-retry').click();
    await page.getByTestId('page-faq').waitFor();
    expect(await page.getByTestId('route-load-failed').count()).toBe(0);
    await page.unroute(faqChunk);
  });
});
