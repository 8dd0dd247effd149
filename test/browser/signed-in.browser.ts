import type { Browser, Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { signInCustomer } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { latestOtpCode, type TestApp } from '../support/kit';
import { errorNoticeCame, pick, waitForPage, watchErrorNotices } from './support/page-helpers';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

// A valid 1×1 PNG.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

chromiumSetup.describe('customer app: sign-in, onboarding and account settings in Chromium', () => {
  const suite = useBrowserSuite({ env: { DISABLE_SIGNUP: 'false', DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  async function freshPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it('a new user signs in with the development sign-in, verifies the mobile by OTP and lands on the dashboard', async () => {
    const { page } = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('dev-email').fill('new.requester@example.com');
    await page.getByTestId('dev-email-sign-in').click();
    await page.getByTestId('page-onboarding').waitFor();

    // Profile: Next refuses an empty form, then accepts a complete one.
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-profile').waitFor();
    await page.getByTestId('first-name').fill('Nina');
    await page.getByTestId('last-name').fill('Ho');
    await page.getByTestId('birthday').fill('1990/1/31');
    await page.getByTestId('birthday').blur();
    expect(await page.getByTestId('birthday').inputValue()).toBe('1990-01-31');
    await page.getByTestId('onboarding-next').click();

    // Verification: verify-mobile needs 8-10 characters; the OTP arrives through the SMS outbox.
    await page.getByTestId('onboarding-verification').waitFor();
    expect(await page.getByTestId('send-otp').isDisabled()).toBe(true);
    // A code already requested for this number elsewhere (another tab): the server refuses a resend
    // with 429, and the page names the wait and runs the countdown instead of "Invalid mobile number".
    await page.getByTestId('mobile').fill('98765432');
    const stored = await page.evaluate(() => window.localStorage.getItem('hkc.session'));
    const signupToken = (JSON.parse(stored ?? '{}') as { token?: string }).token;
    const elsewhere = await fetch(`${app.baseUrl}/api/otp/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${signupToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '+85298765432', language: 'en' }),
    });
    expect(elsewhere.status).toBe(200);
    await page.getByTestId('send-otp').click();
    // Said under the number it is about, announced at once, not in a red notice elsewhere.
    await expect(page.getByTestId('mobile-error').innerText()).resolves.toMatch(
      /Please wait 0[45]:\d\d before requesting another one/,
    );
    expect(await page.getByTestId('mobile-error').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    expect(await page.getByText('Invalid mobile number').count()).toBe(0);
    await expect(page.getByTestId('send-otp').textContent()).resolves.toMatch(/Resend code in 0[45]:\d\d/);
    expect(await page.getByTestId('send-otp').isDisabled()).toBe(true);

    await page.getByTestId('mobile').fill('91234567');
    expect(await page.getByTestId('onboarding-next').isDisabled()).toBe(true);
    await page.getByTestId('send-otp').click();
    await page.getByTestId('otp').waitFor();
    await expect(page.getByTestId('send-otp').innerText()).resolves.toMatch(/0[45]:\d\d/);
    // Editing the number and coming back keeps the countdown of the code already sent (spec §9).
    await page.getByTestId('mobile').fill('912345678');
    await page.getByTestId('mobile').fill('91234567');
    await expect(page.getByTestId('send-otp').textContent()).resolves.toMatch(/Resend code in 0[45]:\d\d/);
    expect(await page.getByTestId('send-otp').isDisabled()).toBe(true);
    await page.getByTestId('otp').waitFor();
    expect(await page.getByTestId('verify-otp').isDisabled()).toBe(true);
    await page.getByTestId('otp').fill('12345');
    await expect(page.getByText('Max 4 characters').count()).resolves.toBe(1);
    await page.getByTestId('otp').fill(await latestOtpCode(app, '+85291234567'));
    await page.getByTestId('verify-otp').click();
    await page.getByTestId('mobile-verified').waitFor();
    await page.getByTestId('onboarding-next').click();

    // Address, then Finish registers the requester.
    await page.getByTestId('onboarding-address').waitFor();
    expect(await page.getByTestId('onboarding-finish').isDisabled()).toBe(true);
    await page.getByTestId('address-addressLine1').fill("1 Queen's Road Central");
    await pick(page, 'address-region');
    await pick(page, 'address-district');
    await page.screenshot({ path: screenshotPath('onboarding-address'), fullPage: true });
    // The terms box (spec §5) is the last thing Finish waits for.
    expect(await page.getByTestId('onboarding-finish').isDisabled()).toBe(true);
    await page.getByTestId('onboarding-terms').check();
    await page.getByTestId('onboarding-finish').click();
    await waitForPage(page, 'page-dashboard');
    await expect(page.getByTestId('dashboard-welcome').innerText()).resolves.toContain('Nina');
    // The address is a second call after registration; it failing would raise a red notice. The
    // notices stack (code sent, verified, welcome): the welcome is among them.
    await page.getByTestId('notice-info').filter({ hasText: 'Welcome aboard! Your account is ready.' }).waitFor();
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('dashboard-after-onboarding'), fullPage: true });
  });

  it('the demo requester signs in, saves account settings, and they survive a reload', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('dev-sign-in-button').click();
    await page.getByTestId('page-dashboard').waitFor();
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-account-settings').click();
    await page.getByTestId('page-accountSettings').waitFor();
    await page.getByTestId('settings-firstName').fill('Rita Updated');
    await page.getByTestId('settings-addressLine1').fill('88 Nathan Road');
    await pick(page, 'settings-region', 1);
    await pick(page, 'settings-district');
    await page.getByTestId('settings-zipcode').fill('HK-999077');
    await page.getByTestId('account-save').click();
    await expect(page.getByTestId('notice-info').innerText()).resolves.toContain('Account information updated!');
    await page.reload();
    await page.getByTestId('page-accountSettings').waitFor();
    expect(await page.getByTestId('settings-firstName').inputValue()).toBe('Rita Updated');
    expect(await page.getByTestId('settings-addressLine1').inputValue()).toBe('88 Nathan Road');
    expect(await page.getByTestId('settings-zipcode').inputValue()).toBe('HK-999077');
    // The pick-lists show the stored rows again once their options have loaded.
    await page.waitForFunction(() =>
      ['settings-region', 'settings-district'].every((id) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim(),
      ),
    );
    await page.screenshot({ path: screenshotPath('account-settings-saved'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a US buyer saves state and zip code, and uploads an avatar that the header shows', async () => {
    const { page, errors } = await freshPage();
    await signInCustomer(page, app.baseUrl, 'buyer@example.com');
    await page.goto(`${app.baseUrl}/dashboard/accountSettings`);
    await page.getByTestId('page-accountSettings').waitFor();
    // The US has states, not regions (GET /api/country/1/states/).
    await page.getByTestId('settings-state').waitFor();
    expect(await page.getByTestId('settings-region').count()).toBe(0);
    await page.getByTestId('settings-addressLine1').fill('350 Fifth Avenue');
    await pick(page, 'settings-state', 2);
    const chosenState = await page.getByTestId('settings-state').innerText();
    await page.getByTestId('settings-zipcode').fill('10118');
    await page.getByTestId('account-save').click();
    await expect(page.getByTestId('notice-info').innerText()).resolves.toContain('Account information updated!');

    // Avatar: wrong type and 5 MB are refused before any upload, with the spec's messages.
    const uploads: string[] = [];
    page.on(
      'request',
      (r) =>
        r.method() === 'PATCH' &&
        r.url().includes('/api/account/update/') &&
        uploads.push(r.headers()['content-type'] ?? ''),
    );
    await page
      .getByTestId('settings-avatar-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('settings-avatar-error').innerText()).resolves.toBe(
      'Invalid file type. Only images Allowed',
    );
    await page
      .getByTestId('settings-avatar-input')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(page.getByTestId('settings-avatar-error').innerText()).resolves.toBe('Image size must be under 5MB');
    expect(uploads).toEqual([]);
    // An "image" the server's byte check refuses: its message is shown.
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/account/update/'),
    );
    await page
      .getByTestId('settings-avatar-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') });
    expect((await refused).status()).toBe(400);
    await expect(page.getByTestId('settings-avatar-error').innerText()).resolves.toMatch(
      /Not an Image|Invalid file type/,
    );
    // A real PNG is uploaded as multipart and the header avatar switches to it.
    const accepted = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/account/update/'),
    );
    await page
      .getByTestId('settings-avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    expect((await accepted).status()).toBe(200);
    expect(uploads.every((type) => type.startsWith('multipart/form-data'))).toBe(true);
    const headerImage = page.getByTestId('account-menu').locator('img');
    await headerImage.waitFor();
    // Every avatar is re-encoded on the server: whatever was uploaded, a JPEG is stored.
    expect(await headerImage.getAttribute('src')).toMatch(/\/api\/uploads\/avatars\/[^/]+\.jpg$/);
    expect(await page.getByTestId('settings-avatar-error').count()).toBe(0);

    // Everything survives a reload: state, zip code and the avatar.
    await page.reload();
    await page.getByTestId('page-accountSettings').waitFor();
    expect(await page.getByTestId('settings-zipcode').inputValue()).toBe('10118');
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="settings-state"]')?.textContent === name,
      chosenState,
    );
    expect(await page.getByTestId('account-menu').locator('img').getAttribute('src')).toMatch(
      /\/api\/uploads\/avatars\//,
    );
    await page.screenshot({ path: screenshotPath('account-settings-buyer-avatar'), fullPage: true });
    // The refused uploads log "Failed to load resource" (400) in the console; nothing else may.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('a Taiwan address picks a city under its state, and both survive a reload', async () => {
    // Taiwan has no requester sign-up (permission b only), so the demo buyer moves there in the data.
    await app.dataSource.query(`UPDATE users SET country_id = 3 WHERE email = 'buyer@example.com'`);
    const { page, errors } = await freshPage();
    await signInCustomer(page, app.baseUrl, 'buyer@example.com');
    await page.goto(`${app.baseUrl}/dashboard/accountSettings`);
    await page.getByTestId('page-accountSettings').waitFor();
    await page.getByTestId('settings-addressLine1').fill('No. 1, Section 1, Zhongshan South Road');
    await pick(page, 'settings-state', 0);
    await pick(page, 'settings-city', 1);
    const city = await page.getByTestId('settings-city').innerText();
    await page.getByTestId('settings-zipcode').fill('100');
    await page.getByTestId('account-save').click();
    await expect(page.getByTestId('notice-info').innerText()).resolves.toContain('Account information updated!');
    await page.reload();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="settings-city"]')?.textContent === name,
      city,
    );
    expect(await page.getByTestId('settings-zipcode').inputValue()).toBe('100');
    expect(errors).toEqual([]);
  });

  it('a signed-in visitor of / goes to the dashboard; signing out returns to /login and guards /dashboard', async () => {
    const { page } = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('dev-sign-in-button').click();
    await page.getByTestId('page-dashboard').waitFor();
    await page.goto(`${app.baseUrl}/`);
    await page.getByTestId('page-dashboard').waitFor();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('page-login').waitFor();
    await page.goto(`${app.baseUrl}/dashboard/accountSettings`);
    await page.getByTestId('page-login').waitFor();
  });

  it('an expired stored session is cleared at start', async () => {
    const { page } = await freshPage();
    await page.goto(`${app.baseUrl}/home`);
    // A token whose exp is in the past, in the shape the app stores.
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.sig`;
    await page.evaluate(
      (token) =>
        localStorage.setItem(
          'hkc.session',
          JSON.stringify({ token, userId: 'u', email: 'x@example.com', userStatus: 0 }),
        ),
      expired,
    );
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByTestId('page-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hkc.session'))).toBeNull();
  });

  it('a session the server refuses mid-session (socket or 401) signs the user out with the spec message', async () => {
    const { page } = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('dev-sign-in-button').click();
    await page.getByTestId('page-dashboard').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('hkc.session'));
    const token = (JSON.parse(stored ?? '{}') as { token: string }).token;
    const accountId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
    await watchErrorNotices(page);
    // The account is revoked on the server while the page still holds its (validly signed) token.
    await app.dataSource.query(`INSERT INTO revoked_accounts (account_id, reason) VALUES ($1, 'deleted')`, [accountId]);
    try {
      // The page is told at once: its socket's session:ended, or the 401 of its next call (the settings
      // page opened here if the menu is still there); either way it must sign out with the spec message.
      await page
        .getByTestId('account-menu')
        .click({ timeout: 1_000 })
        .then(() => page.getByTestId('menu-account-settings').click({ timeout: 1_000 }))
        .catch(() => undefined);
      await page.getByTestId('page-login').waitFor();
      await errorNoticeCame(page, 'Your login session has been expired, please try again later.');
      expect(await page.evaluate(() => localStorage.getItem('hkc.session'))).toBeNull();
      expect(await page.getByTestId('account-menu').count()).toBe(0);
      await page.screenshot({ path: screenshotPath('signed-out-after-401') });
    } finally {
      await app.dataSource.query(`DELETE FROM revoked_accounts WHERE account_id = $1`, [accountId]);
    }
  });

  it('signing out everywhere from another device ends this page’s session at once, with no click (session:ended)', async () => {
    const { page } = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('dev-sign-in-button').click();
    await page.getByTestId('page-dashboard').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('hkc.session'));
    const token = (JSON.parse(stored ?? '{}') as { token: string }).token;
    await watchErrorNotices(page);
    // The page's socket is up once the dashboard shows; the other device's call revokes every session.
    const everywhere = await fetch(`${app.baseUrl}/api/user/logout/everywhere/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(everywhere.status).toBeLessThan(300);
    // No interaction and no HTTP call of the page: only the socket's session:ended can bring it here.
    await page.getByTestId('page-login').waitFor();
    await errorNoticeCame(page, 'Your login session has been expired, please try again later.');
    expect(await page.evaluate(() => localStorage.getItem('hkc.session'))).toBeNull();
  });
});
