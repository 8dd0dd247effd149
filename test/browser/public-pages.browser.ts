import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { PUBLIC_ROUTES } from './support/public-routes';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';
import { waitForTextContaining } from './support/page-helpers';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

chromiumSetup.describe('customer app: public pages in Chromium', () => {
  // Sign-up and the language menu are off by the spec's configuration; turn them on to see every page.
  const suite = useBrowserSuite({ env: { DISABLE_SIGNUP: 'false', FORCE_HONG_KONG_ENGLISH: 'false' } });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  async function contextFor(locale: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), locale);
    return context;
  }

  describe.each(['en-hk', 'zh-hk'])('in %s', (locale) => {
    // One visitor per language reads every page, as a person browsing would: each page is a fresh
    // navigation (a new document), while the context keeps the scripts it has loaded in its cache.
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      context = await contextFor(locale);
      page = await context.newPage();
      errors = watchErrors(page);
    });
    afterAll(() => context.close());

    it.each(PUBLIC_ROUTES)('%s renders without console errors', async (path, testId) => {
      errors.length = 0;
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByTestId(testId).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'zh-hk' ? 'zh-HK' : 'en-HK');
      const text = await page.getByTestId(testId).innerText();
      if (locale === 'zh-hk') expect(text).toMatch(/[\u4e00-\u9fff]/);
      await page.screenshot({ path: screenshotPath(`public-${locale}-${path}`), fullPage: true });
      expect(errors).toEqual([]);
    });
  });

  it('header and footer follow the route rules: /login has neither, /faq has both', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('page-login').waitFor();
    expect(await page.getByTestId('logo').count()).toBe(0);
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    await page.goto(`${app.baseUrl}/faq`);
    await page.getByTestId('page-faq').waitFor();
    expect(await page.getByTestId('logo').count()).toBe(1);
    expect(await page.getByTestId('site-footer').count()).toBe(1);
    await context.close();
  });

  it('an unknown path lands on /home, and / sends a guest to /login', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/no/such/page`);
    await page.getByTestId('page-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.goto(`${app.baseUrl}/`);
    await page.getByTestId('page-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the title follows the route meta and a navigation scrolls back to the top, in en-hk and zh-hk', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/home`);
    await page.getByTestId('page-home').waitFor();
    await expect(page.title()).resolves.toBe('Shop overseas, collect in Hong Kong | HK Concierge');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // A marker on window survives only an in-app navigation, so the scroll reset is the app's doing.
    await page.evaluate(() => Object.assign(window, { inAppNavigation: true }));
    await page.getByTestId('site-footer').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByTestId('page-tnc').waitFor();
    expect(new URL(page.url()).pathname).toBe('/tnc');
    expect(await page.evaluate(() => (window as unknown as { inAppNavigation?: boolean }).inAppNavigation)).toBe(true);
    // The new page is long enough that, without the reset, the browser would keep the old offset.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThanOrEqual(scrolled);
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.title()).resolves.toMatch(/ \| HK Concierge$/);
    const tncTitle = await page.title();
    expect(tncTitle).not.toBe('Shop overseas, collect in Hong Kong | HK Concierge');
    // The title follows the language too.
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh-hk').click();
    await page.waitForFunction((before) => document.title !== before, tncTitle);
    await expect(page.title()).resolves.toMatch(/^[^|]*[\u4e00-\u9fff][^|]* \| HK Concierge 海外代購$/);
    await context.close();
  });

  it('a failed sign-in returned to /login with ?error=&provider= shows the message of its status', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login?error=403&provider=google`);
    await expect(page.getByTestId('sign-in-error').innerText()).resolves.toBe(
      'Please grant permission to access your email.',
    );
    await page.goto(`${app.baseUrl}/login?error=404&provider=facebook`);
    await expect(page.getByTestId('sign-in-error').innerText()).resolves.toBe(
      'Please create an authorized account first.',
    );
    await page.goto(`${app.baseUrl}/login?error=500&provider=google`);
    await expect(page.getByTestId('sign-in-error').innerText()).resolves.toBe(
      "Can't login with Google account, please try again later.",
    );
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('page-login').waitFor();
    expect(await page.getByTestId('sign-in-error').count()).toBe(0);
    await context.close();
  });

  it('an unknown /api path is still a JSON 404, not the app', async () => {
    const response = await fetch(`${app.baseUrl}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'HTTP_404' });
  });

  // Tests of the server-backed pages (pricing, restrictions, recommend, Facebook state) live in public-data.browser.ts.

  it('the language menu switches the page to Traditional Chinese', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/whyUs`);
    await page.getByTestId('language-menu').click();
    // Spec §6: guests never see en-us or zh-tw.
    expect(await page.getByTestId('language-en-us').count()).toBe(0);
    expect(await page.getByTestId('language-zh-tw').count()).toBe(0);
    await page.getByTestId('language-zh-hk').click();
    // The language's texts are their own chunk: the page switches once it has arrived.
    await waitForTextContaining(page, 'page-whyUs', '為何選擇我們');
    await context.close();
  });

  it('on a small screen the drawer offers home, whyUs, pricing, faq, login and signup', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/home`);
    await page.getByTestId('drawer-button').click();
    // The drawer loads lazily and evaluateAll does not wait: wait for its last link.
    await page.getByTestId('public-drawer').locator('a[href$="/signup"]').waitFor();
    const links = await page
      .getByTestId('public-drawer')
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(['/home', '/whyUs', '/pricing', '/faq', '/login', '/signup']);
    await page.screenshot({ path: screenshotPath('small-screen-drawer') });
    await context.close();
  });
});
