import type { Browser } from 'playwright-core';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { eventually, type TestApp } from '../support/kit';

jest.setTimeout(150_000);
const chromiumSetup = chromiumOrSkip();

interface StoredReport {
  id: string;
  app: string;
  kind: string;
  message: string;
  route: string;
  release: string;
  user_agent: string;
  replay: { type: number; timestamp: number }[];
}

chromiumSetup.describe('client error reports: a page throws, the report with its replay reaches the console', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('sends the error with a masked replay of the page; staff list it by route and play it', async () => {
    const customer = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
    await customer.goto(`${app.baseUrl}/login`);
    const typed = 'typed.secret@example.com';
    await customer.getByTestId('dev-email').fill(typed);
    // Something on the page throws, outside any handler.
    await customer.evaluate(() => {
      setTimeout(() => {
        throw new Error('Boom from the login page');
      }, 0);
    });
    const report = await eventually(
      async () =>
        (
          await app.dataSource.query<StoredReport[]>(
            `SELECT id, app, kind, message, route, release, user_agent, replay FROM client_error_reports
              WHERE message LIKE '%Boom from the login page%'`,
          )
        )[0],
      { what: 'the report in client_error_reports' },
    );
    expect(report).toMatchObject({
      app: 'customer',
      kind: 'error',
      route: '/login',
      release: expect.any(String) as string,
    });
    expect(report.user_agent).toContain('Chrome');
    // An rrweb replay that can play (a full snapshot first) and never holds what was typed.
    expect(report.replay.some((e) => e.type === 2)).toBe(true);
    expect(JSON.stringify(report.replay)).not.toContain(typed);

    const { page: admin } = await openConsole(browser, app.baseUrl, 's');
    await admin.goto(`${app.baseUrl}/admin/#/client-reports`);
    const groups = admin.getByTestId('client-reports-groups');
    await groups.getByText('/login').waitFor();
    await admin.getByTestId('client-reports-list').getByText('Boom from the login page', { exact: false }).click();
    await admin.getByTestId('client-report-message').getByText('Boom from the login page', { exact: false }).waitFor();
    // rrweb's Replayer rebuilds the recorded page in its iframe: the login page's e-mail field is there, masked.
    const replayed = admin.frameLocator('[data-testid="client-report-replay"] iframe');
    const field = replayed.locator('[data-testid="dev-email"]');
    await field.waitFor({ state: 'attached' });
    expect(await field.getAttribute('value')).not.toBe(typed);
    await admin.screenshot({ path: screenshotPath('client-report-replay') });
  });
});
