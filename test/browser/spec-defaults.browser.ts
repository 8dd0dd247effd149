import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

/** How many links on the page lead to /signup. */
const signupLinks = (page: Page) => page.locator('a[href$="/signup"]').count();

/**
 * The configuration the spec puts in force (§9): sign-up disabled and Hong Kong English forced.
 * Every other browser suite turns both off to reach every page; this one starts the app without
 * overriding either flag, so it sees what a visitor of the real site sees.
 */
chromiumSetup.describe('customer app: the spec default configuration in Chromium', () => {
  const suite = useBrowserSuite();
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  /** A visitor who once chose Traditional Chinese: the forced locale must still win. */
  async function contextFor(width = 1280, storedLocale = 'zh-hk'): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), storedLocale);
    return context;
  }

  it('serves the defaults: sign-up disabled, Hong Kong English forced', async () => {
    const response = await fetch(`${app.baseUrl}/api/config/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ disableSignup: true, forceHongKongEnglish: true });
  });

  it('/signup is not a route: it lands on /home', async () => {
    const context = await contextFor();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.baseUrl}/signup`);
    await page.getByTestId('page-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('page-signup').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/login and /home offer no sign-up link, on a wide or a small screen', async () => {
    const wide = await contextFor();
    const page = await wide.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('page-login').waitFor();
    expect(await signupLinks(page)).toBe(0);
    await page.goto(`${app.baseUrl}/home`);
    await page.getByTestId('page-home').waitFor();
    // The login links are there, so the check looks at the rendered header and hero.
    await page.getByTestId('header-login').waitFor();
    await page.getByTestId('home-login').waitFor();
    expect(await signupLinks(page)).toBe(0);
    await page.screenshot({ path: screenshotPath('spec-defaults-home'), fullPage: true });
    await wide.close();

    const small = await contextFor(390);
    const phone = await small.newPage();
    await phone.goto(`${app.baseUrl}/home`);
    await phone.getByTestId('drawer-button').click();
    // The drawer loads lazily: its frame can show before its links, so wait for the last one.
    await phone.getByTestId('public-drawer').locator('a[href$="/login"]').waitFor();
    const links = await phone
      .getByTestId('public-drawer')
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(['/home', '/whyUs', '/pricing', '/faq', '/login']);
    await small.close();
  });

  it('hides the language menu and shows the page in en-hk even for a stored zh-hk choice', async () => {
    const context = await contextFor();
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const [path, testId] of [
      ['/home', 'page-home'],
      ['/faq', 'page-faq'],
      ['/whyUs', 'page-whyUs'],
    ]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByTestId(testId).waitFor();
      expect(await page.getByTestId('logo').count()).toBe(1);
      expect(await page.getByTestId('language-menu').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-HK');
      const text = await page.getByTestId(testId).innerText();
      expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    }
    await expect(page.getByTestId('page-whyUs').innerText()).resolves.not.toContain('為何選擇我們');
    expect(errors).toEqual([]);
    await context.close();
  });
});
