import type { Browser } from 'playwright-core';
import { CURRENT_TERMS_VERSION } from '../../src/people/accounts/terms';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import { latestOtpCode, type TestApp } from '../support/kit';
import { pick, waitForPage } from './support/page-helpers';

jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

chromiumSetup.describe(
  'customer app: signing up as a buyer ("Help Buy Items") with the terms box (spec §1, §5)',
  () => {
    const suite = useBrowserSuite({ env: { DISABLE_SIGNUP: 'false', DEV_SIGN_IN: 'true' }, demoAccounts: true });
    let app: TestApp;
    let browser: Browser;
    beforeAll(() => {
      ({ app, browser } = suite);
    });

    it('chooses Help Buy Items on /signup, keeps the choice through onboarding, ticks the terms, and is registered as a buyer', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${app.baseUrl}/signup`);
      await page.getByTestId('page-signup').waitFor();
      // The choice is a lazily loaded chunk that may arrive after the page: count its texts once it is there.
      await page.getByTestId('account-type-choice').waitFor();
      expect(await page.getByText('Request Items').count()).toBe(1);
      await page.getByTestId('account-type-b').check();
      await page.getByTestId('dev-email').fill('new.buyer@example.com');
      await page.getByTestId('dev-email-sign-in').click();
      await page.getByTestId('page-onboarding').waitFor();
      // The choice made on /signup is the onboarding's (and may still be changed there).
      expect(await page.getByTestId('account-type-b').isChecked()).toBe(true);
      expect(await page.getByTestId('account-type-r').isChecked()).toBe(false);

      await page.getByTestId('first-name').fill('Bea');
      await page.getByTestId('last-name').fill('Chan');
      await page.getByTestId('birthday').fill('1988-05-06');
      await page.getByTestId('onboarding-next').click();
      await page.getByTestId('onboarding-verification').waitFor();
      await page.getByTestId('mobile').fill('61234567');
      await page.getByTestId('send-otp').click();
      await page.getByTestId('otp').waitFor();
      await page.getByTestId('otp').fill(await latestOtpCode(app, '+85261234567'));
      await page.getByTestId('verify-otp').click();
      await page.getByTestId('mobile-verified').waitFor();
      await page.getByTestId('onboarding-next').click();

      await page.getByTestId('onboarding-address').waitFor();
      await page.getByTestId('address-addressLine1').fill('8 Nathan Road');
      await pick(page, 'address-region');
      await pick(page, 'address-district');
      // Finish waits for the terms box, and says why once tried.
      expect(await page.getByTestId('onboarding-finish').isDisabled()).toBe(true);
      await page.getByTestId('onboarding-terms').check();
      await page.screenshot({ path: screenshotPath('signup-buyer-terms'), fullPage: true });
      await page.getByTestId('onboarding-finish').click();
      await waitForPage(page, 'page-dashboard');

      const [registered]: Array<{ account_type: string; terms_version: string; type: string }> =
        await app.dataSource.query(
          `SELECT a.account_type AS type, t.account_type, t.terms_version
           FROM users u JOIN accounts a ON a.id = u.activated_account JOIN terms_acceptances t ON t.user_id = u.id
          WHERE u.email = $1`,
          ['new.buyer@example.com'],
        );
      expect(registered).toEqual({ type: 'b', account_type: 'b', terms_version: CURRENT_TERMS_VERSION });
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
