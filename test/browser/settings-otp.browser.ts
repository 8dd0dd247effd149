import type { Browser } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { signInCustomer } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { demo, latestOtpCode, type TestApp } from '../support/kit';

jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

chromiumSetup.describe('account settings: a new mobile number is saved only after the OTP dialog (spec §2)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('changes the mobile number through the OTP dialog', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInCustomer(page, app.baseUrl, demo('requester').email);
    await page.goto(`${app.baseUrl}/dashboard/accountSettings`);
    await page.getByTestId('page-accountSettings').waitFor();
    const before = await page.getByTestId('settings-mobile').innerText();
    expect(before).toBe(demo('requester').mobile);

    await page.getByTestId('settings-change-mobile').click();
    await page.getByTestId('otp-dialog').waitFor();
    // Saving waits for the verification.
    expect(await page.getByTestId('settings-save-mobile').isDisabled()).toBe(true);
    await page.getByTestId('mobile').fill('61239876');
    await page.getByTestId('send-otp').click();
    await page.getByTestId('otp').waitFor();
    await page.getByTestId('otp').fill(await latestOtpCode(app, '+85261239876'));
    await page.getByTestId('verify-otp').click();
    await page.getByTestId('mobile-verified').waitFor();
    await page.screenshot({ path: screenshotPath('settings-otp-dialog'), fullPage: true });
    await page.getByTestId('settings-save-mobile').click();
    await page.getByTestId('otp-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('settings-mobile').innerText()).toBe('+85261239876');

    const [row]: Array<{ mobile: string }> = await app.dataSource.query(`SELECT mobile FROM users WHERE email = $1`, [
      demo('requester').email,
    ]);
    expect(row.mobile).toBe('+85261239876');
    // After a reload the settings show the saved number.
    await page.reload();
    await page.getByTestId('page-accountSettings').waitFor();
    expect(await page.getByTestId('settings-mobile').innerText()).toBe('+85261239876');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the restrictions page states the parcel limits: precious goods, knife blades, sizes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/restrictions`);
    await page.getByTestId('parcel-limits').waitFor();
    expect(await page.getByTestId('parcel-limit-preciousParcel').innerText()).toContain('TWD 30,000');
    expect(await page.getByTestId('parcel-limit-preciousWaybill').innerText()).toContain('TWD 50,000');
    expect(await page.getByTestId('parcel-limit-knifeBlade').innerText()).toContain('15 cm');
    expect(await page.getByTestId('parcel-limits').innerText()).toContain('Extra fees or rejection may apply');
    await context.close();
  });
});
