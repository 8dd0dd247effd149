import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

interface RatesBody {
  results: Array<{ fee_flat_cents: number; fee_per_weight_cents: number }>;
}
interface ProhibitedBody {
  categories: Array<{ key: string; items: Array<{ name: string }> }>;
}
interface ShopsBody {
  count: number;
  categories: string[];
}

const itemCount = (body: ProhibitedBody) => body.categories.reduce((n, c) => n + c.items.length, 0);

/** Opens an MUI select by its test id and picks the option with this visible text. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

chromiumSetup.describe('customer app: pages that read the server in Chromium', () => {
  // A Facebook app id makes the app offer Facebook; the Graph URL points nowhere, so a login stops at the server.
  const suite = useBrowserSuite({
    env: {
      DISABLE_SIGNUP: 'false',
      FORCE_HONG_KONG_ENGLISH: 'false',
      FACEBOOK_APP_ID: 'test-facebook-app',
      FACEBOOK_APP_SECRET: 'test-facebook-secret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
    },
  });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${app.baseUrl}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  async function contextFor(locale: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), locale);
    return context;
  }

  it('the pricing calculator quotes with the server rates: US$250 + US$10 → fee US$31.20 (12 % of 260), shipping by weight', async () => {
    const rates = await api<RatesBody>('/api/order/rates/?fee_country_from=1&fee_country_to=2');
    const { fee_flat_cents: flat, fee_per_weight_cents: perLb } = rates.results[0];
    // 2.50 lb: flat + per-lb × 2.5 (per-lb part rounded up to the cent), at least US$10; exact cents as charged.
    const shippingCents = Math.max(1000, flat + Math.ceil((perLb * 250) / 100));
    const totalCents = 25000 + 1000 + shippingCents + 3120;
    const usd = (cents: number) => `US$${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2 })}`;

    const context = await contextFor('en-hk');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.baseUrl}/pricing`);
    // By default (CHARGE_BASIS=actual) the shipping card says actual weight (charge-basis.browser.ts: volumetric).
    await expect(page.getByTestId('pricing-card-shipping').getByRole('heading').textContent()).resolves.toBe(
      'Shipping by weight',
    );
    await page.getByTestId('calc-item-price').fill('250');
    await page.getByTestId('calc-local-shipping').fill('10');
    await page.getByTestId('calc-weight').fill('2.5');
    await page.locator('[data-testid="calc-result"][data-rates="ready"]').waitFor();
    // The quote's breakdown: the same lines and figures the request is quoted at.
    await expect(page.getByTestId('calc-service-fee').innerText()).resolves.toBe('US$31.20');
    // The typed local shipping is the item's seller shipping, as on a request's quote.
    await expect(page.getByTestId('calc-breakdown-seller-shipping').innerText()).resolves.toBe('US$10.00');
    await expect(page.getByTestId('calc-shipping').innerText()).resolves.toBe(usd(shippingCents));
    await expect(page.getByTestId('calc-total').innerText()).resolves.toBe(usd(totalCents));
    // The HKD total is the total converted (rounded up) at the rate the breakdown names.
    expect(Number(await page.getByTestId('calc-total-hkd').getAttribute('data-amount'))).toBe(
      Math.ceil((totalCents * 78) / 10),
    );
    await expect(page.getByTestId('calc-breakdown').innerText()).resolves.toContain('rate 7.8');
    // Hong Kong → Hong Kong has no fee rate row: the calculator says so instead of guessing.
    // The calculator's choices are native selects (the phone's own picker; no MUI menu on the first visit).
    await page.getByTestId('calc-origin').selectOption({ label: 'Hong Kong' });
    await page.getByTestId('calc-no-route').waitFor();
    await page.screenshot({ path: screenshotPath('pricing-worked-example'), fullPage: true });
    await page.getByTestId('calc-make-request').click();
    await page.getByTestId('page-login').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/restrictions lists the server prohibited items, filters by country, and translates them', async () => {
    const all = await api<ProhibitedBody>('/api/prohibited-items/?country=all');
    const usa = await api<ProhibitedBody>('/api/prohibited-items/?country=usa');
    const context = await contextFor('zh-hk');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.baseUrl}/restrictions`);
    await page.getByTestId('restrictions-list').waitFor();
    expect(await page.locator('[data-testid^="restriction-item-"]').count()).toBe(itemCount(all));
    const first = all.categories[0].items[0].name;
    await expect(page.getByTestId(`restriction-item-${first}`).innerText()).resolves.toMatch(/[\u4e00-\u9fff]/);
    await choose(page, 'restriction-filter', '只限美國');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="restriction-item-"]').length === n,
      itemCount(usa),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/restrictions and /recommend show an error with a retry when the server fails', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    const fail = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'HTTP_500', message: 'boom', params: {} }),
    };
    await page.route('**/api/prohibited-items/**', (route) => route.fulfill(fail));
    await page.route('**/api/shop/featured/**', (route) => route.fulfill(fail));
    await page.goto(`${app.baseUrl}/restrictions`);
    await page.getByTestId('restrictions-error').waitFor();
    await page.goto(`${app.baseUrl}/recommend`);
    await page.getByTestId('recommend-error').waitFor();
    await page.unroute('**/api/shop/featured/**');
    await page.getByTestId('recommend-error').getByRole('button').click();
    await page.getByTestId('recommend-shops').waitFor();
    await context.close();
  });

  it('/recommend shows the server featured shops per region and category', async () => {
    const usAll = await api<ShopsBody>('/api/shop/featured/?region=us&category=All');
    const usBooks = await api<ShopsBody>('/api/shop/featured/?region=us&category=Books');
    const hkAll = await api<ShopsBody>('/api/shop/featured/?region=hk&category=All');
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.baseUrl}/recommend`);
    await page.getByTestId('recommend-shops').waitFor();
    expect(await page.getByTestId('recommend-shop').count()).toBe(usAll.count);
    await choose(page, 'recommend-category', 'Books');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="recommend-shop"]').length === n,
      usBooks.count,
    );
    await choose(page, 'recommend-category', 'All');
    await choose(page, 'recommend-region', 'Hong Kong');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="recommend-shop"]').length === n,
      hkAll.count,
    );
    // Hong Kong has no Others category (spec §3): the server's list decides.
    await page.getByTestId('recommend-category').click();
    expect(await page.getByTestId('recommend-category-Others').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Facebook sign-in sends back the single-use state the server issued', async () => {
    const context = await contextFor('en-hk');
    const page = await context.newPage();
    // A stand-in Facebook SDK: the dialog "succeeds" with a fake access token.
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.FB = { init: function () {}, login: function (cb) { cb({ authResponse: { accessToken: "fb-test-token" } }); } };',
      }),
    );
    await page.goto(`${app.baseUrl}/login`);
    const stateResponse = page.waitForResponse((r) => r.url().includes('/api/user/login/state'));
    const loginRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/user/login'));
    await page.getByTestId('facebook-button').click();
    const issued = (await (await stateResponse).json()) as { state: string };
    const request = await loginRequest;
    expect(request.postDataJSON()).toEqual({ provider: 'facebook', token: 'fb-test-token', state: issued.state });
    const answer = (await (await request.response())!.json()) as { code: string; params?: { reason?: string } };
    // The server accepted the state (it then fails reaching the stand-in Graph URL, as intended).
    expect(answer.params?.reason).not.toBe('state_mismatch');
    await page.waitForURL(/provider=facebook/);
    await context.close();
  });
});
