import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';

jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

const LOCALES = ['en-hk', 'en-us', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
const STATUSES = [400, 401, 403, 404, 500, 503] as const;
const localeFile = (locale: string, file: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../console/shared/locales', locale, file), 'utf8')) as Record<
    string,
    unknown
  >;

chromiumSetup.describe('customer app: the HTTP error pages (spec §8) in all five locales', () => {
  const suite = useBrowserSuite({ env: { FORCE_HONG_KONG_ENGLISH: 'false' } });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it.each(LOCALES)('%s: each status shows its code, title and explanation in the language', async (locale) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const titles = localeFile(locale, 'errors.json');
    const texts = localeFile(locale, 'errorPage.json') as { description: Record<string, string>; home: string };
    for (const status of STATUSES) {
      await page.goto(`${app.baseUrl}/error/${status}`);
      await page.locator(`[data-testid="page-error"][data-status="${status}"]`).waitFor();
      expect(await page.getByTestId('error-status').innerText()).toBe(String(status));
      expect(await page.getByTestId('error-title').innerText()).toBe(titles[`HTTP_${status}`]);
      expect(await page.getByTestId('error-description').innerText()).toBe(texts.description[String(status)]);
      // 401 offers to log in again; the others go home.
      expect(await page.getByTestId(status === 401 ? 'error-sign-in' : 'error-home').count()).toBe(1);
      expect(await page.getByTestId('error-retry').count()).toBe(status >= 500 ? 1 : 0);
      if (locale.startsWith('zh')) expect(texts.description[String(status)]).toMatch(/[\u4e00-\u9fff]/);
    }
    await page.screenshot({ path: screenshotPath(`error-page-${locale}-503`), fullPage: true });
    // A status without a page of its own shows the 404 page.
    await page.goto(`${app.baseUrl}/error/418`);
    await page.locator('[data-testid="page-error"][data-status="404"]').waitFor();
    await page.getByTestId('error-home').click();
    await page.waitForURL(/\/home$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
