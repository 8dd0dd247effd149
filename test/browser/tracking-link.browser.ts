import type { Browser } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole, signInCustomer } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { demo, driveTo, signInDemo, type TestApp } from '../support/kit';

jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();
const TEMPLATE = 'https://b2b-tracking.example.com/track?number={tracking_number}&lang=en';

chromiumSetup.describe('tracking numbers link out through the configured B2B template (spec §7)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true', TRACKING_LINK_TEMPLATE: TEMPLATE }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('on the customer detail page and in the operator console', async () => {
    const order = await driveTo(app, 'item_sent', {
      requester: signInDemo(app, 'requester'),
      buyer: signInDemo(app, 'buyer'),
      staff: signInDemo(app, 'staff'),
    });
    const tracking = order.detail.batch.items[0].trackingNumber as string;
    expect(tracking).toBeTruthy();
    const expected = TEMPLATE.replace('{tracking_number}', encodeURIComponent(tracking));

    const customer = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
    const page = await customer.newPage();
    const errors = watchErrors(page);
    await signInCustomer(page, app.baseUrl, demo('requester').email);
    await page.goto(`${app.baseUrl}/dashboard/orders/${order.id}`);
    const link = page.getByTestId('order-item-0-tracking-link');
    await link.waitFor();
    expect(await link.innerText()).toBe(tracking);
    expect(await link.getAttribute('href')).toBe(expected);
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: screenshotPath('tracking-link-detail'), fullPage: true });
    expect(errors).toEqual([]);

    const { page: admin, context: console } = await openConsole(browser, app.baseUrl, 's');
    await admin.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    const adminLink = admin.getByTestId('admin-tracking-link').first();
    await adminLink.waitFor();
    expect(await adminLink.getAttribute('href')).toBe(expected);
    await customer.close();
    await console.close();
  });
});
