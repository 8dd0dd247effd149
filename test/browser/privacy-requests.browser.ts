import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { PersonalDataExport, PrivacyRequestList } from '@contracts/privacy';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole, signInCustomer } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { demo, http, signInDemo, type TestApp } from '../support/kit';
import { waitForAttr, waitForNotice } from './support/page-helpers';

jest.setTimeout(150_000);
const chromiumSetup = chromiumOrSkip();

/**
 * A requester downloads their data and files a privacy request in the customer app; staff
 * answer and complete it in the console (the 30-day clock shown); the requester sees the answer.
 */
chromiumSetup.describe('privacy requests: customer app → operator console → customer app', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('downloads the export, files a correction request, and sees the staff answer after completion', async () => {
    const requester = demo('requester');
    const customer = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    const customerErrors = watchErrors(customer);
    await signInCustomer(customer, app.baseUrl, requester.email);
    await customer.goto(`${app.baseUrl}/dashboard/accountSettings`);
    await customer.getByTestId('personal-data-section').waitFor();

    // The export arrives as a JSON file holding the profile.
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByTestId('personal-data-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as PersonalDataExport;
    expect(exported.user).toMatchObject({ id: requester.userId, email: requester.email, mobile: requester.mobile });

    await customer.getByTestId('privacy-request-open').click();
    await customer.getByTestId('privacy-request-dialog').waitFor();
    await customer.getByTestId('privacy-request-kind').click();
    await customer.getByTestId('privacy-request-kind-correction').click();
    await customer.getByTestId('privacy-request-details').fill('My last name is spelt Chan, not Chen.');
    await customer.getByTestId('privacy-request-dialog-submit').click();
    await waitForNotice(customer, 'info', 'Your privacy request has been sent.');
    const mine = await http<PrivacyRequestList>(
      app,
      'GET',
      '/api/account/privacy-requests/',
      signInDemo(app, 'requester').token,
    );
    expect(mine.body.results).toEqual([
      expect.objectContaining({ kind: 'correction', status: 'open', days_left: 30, overdue: false }),
    ]);
    const id = mine.body.results[0].id;
    await waitForAttr(customer, `privacy-request-${id}`, 'data-status', 'open');

    // Staff in the console: the list shows it with its clock; answer, then complete.
    const { page: consolePage, errors: consoleErrors } = await openConsole(browser, app.baseUrl, 's');
    await consolePage.goto(`${app.baseUrl}/admin/#/privacy-requests`);
    await consolePage.getByTestId(`privacy-row-status-${id}`).waitFor();
    await consolePage.getByText('30 days left').first().waitFor();
    await consolePage.getByTestId(`privacy-row-status-${id}`).click();
    await waitForAttr(consolePage, 'privacy-show-status', 'data-status', 'open');
    await consolePage.getByText('My last name is spelt Chan, not Chen.').waitFor();

    await consolePage.getByTestId('privacy-answer').click();
    await consolePage.getByTestId('privacy-action-text').fill('Corrected to Chan.');
    await consolePage.getByTestId('privacy-action-submit').click();
    await waitForAttr(consolePage, 'privacy-show-status', 'data-status', 'answered');
    await consolePage.getByTestId('privacy-complete').click();
    await consolePage.getByTestId('privacy-action-submit').click();
    await waitForAttr(consolePage, 'privacy-show-status', 'data-status', 'completed');
    await consolePage.screenshot({ path: screenshotPath('privacy-request-console') });

    // Back in the customer app: the request is completed, with the answer.
    await customer.reload();
    await waitForAttr(customer, `privacy-request-${id}`, 'data-status', 'completed');
    await customer.getByText('Corrected to Chan.', { exact: false }).waitFor();
    await customer
      .getByTestId('personal-data-section')
      .screenshot({ path: screenshotPath('privacy-request-customer') });
    expect(customerErrors).toEqual([]);
    // As the other console suites: react-admin's inputs on MUI 9 log a React prop warning (InputProps), not a page error.
    expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
