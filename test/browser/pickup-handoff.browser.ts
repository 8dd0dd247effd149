import type { Browser, Page } from 'playwright-core';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { sidewaysOverflow } from './support/page-audit';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { waitForAttr, waitForText } from './support/page-helpers';
import { batchActions, driveTo, signInDemo, waitForDetail, type Driven, type TestApp } from '../support/kit';

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

/** A phone at the counter and in the requester's hand. */
const PHONE = { width: 390, height: 844 };

/** The QR code as the counter's camera would see it: the image on screen, decoded with jsqr. */
async function qrOnScreen(page: Page): Promise<string | null> {
  const shot = await page.getByTestId('pickup-qr').screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * The hand-off at the pickup point in real Chromium, at phone size: the requester's order page shows
 * the pickup code and a QR code the camera can read; the staff pickup screen falls back to typing
 * without a camera, refuses a wrong code with the attempts left, accepts the right one, shows the
 * recipient and the parcel, and confirms; the requester's open page shows Picked Up without a reload.
 * Until the hand-off the order's console page offers no stage picker; after it, it does again.
 */
chromiumSetup.describe('pickup: code, counter and hand-off (Chromium, phone size)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { signIn } = suite.scenario;
  let app: TestApp;
  let browser: Browser;
  let order: Driven;

  beforeAll(async () => {
    ({ app, browser } = suite);
    const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
    order = await driveTo(app, 'arrived_local_warehouse', parties);
    await batchActions.updateOrderStatus(app, order.id, parties.buyer.token, 'bns_in');
    await waitForDetail(app, order.id, parties.requester.token, (d) => d.status === 'bns_in');
  });

  it('the requester sees the code and its QR; staff refuse a wrong code, accept the right one and hand over; the page shows Picked Up live', async () => {
    const requester = await signIn(REQUESTER.email, { viewport: PHONE });
    const page = requester.page;
    await page.goto(`${app.baseUrl}/dashboard/orders/${order.id}`);
    await page.getByTestId('pickup-code-panel').waitFor({ timeout: 60_000 });
    const code = (await page.getByTestId('pickup-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(await qrOnScreen(page)).toBe(`hkc-pickup:${order.batchNumber}:${code}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: screenshotPath('pickup-code-phone'), fullPage: true });

    const staff = await openConsole(browser, app.baseUrl, 's', {
      viewport: PHONE,
      readyTestId: 'dashboard-group-processing',
    });
    const counter = staff.page;
    // Waiting at the pickup point, the order's page offers staff no stage picker: only the hand-off moves it on.
    await counter.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    await counter.getByTestId('admin-staff-actions').waitFor();
    expect(await counter.getByTestId('admin-action-updateStatus').count()).toBe(0);
    await counter.goto(`${app.baseUrl}/admin/#/pickup`);
    await counter.getByTestId('pickup-page').waitFor();
    await counter.getByTestId('pickup-point').selectOption('bns-hq');
    // No camera in this browser: the screen says so and keeps the typed fields.
    await counter.getByTestId('pickup-scan').click();
    await waitForText(
      counter,
      'pickup-notice',
      'No camera can be used here: type the order number and the code instead.',
    );

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await counter.getByTestId('pickup-batch-number').fill(order.batchNumber);
    await counter.getByTestId('pickup-code').fill(wrong);
    await counter.getByTestId('pickup-check').click();
    await waitForAttr(counter, 'pickup-error', 'data-code', 'PICKUP_CODE_WRONG');
    await waitForText(counter, 'pickup-error', 'Wrong pickup code: 4 attempts left.');

    await counter.getByTestId('pickup-code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await counter.getByTestId('pickup-check').click();
    await counter.getByTestId('pickup-parcel').waitFor();
    expect(await counter.getByTestId('pickup-parcel').getAttribute('data-batch')).toBe(order.batchNumber);
    expect((await counter.getByTestId('pickup-recipient').textContent())?.trim()).not.toBe('');
    await waitForAttr(counter, 'pickup-items', 'data-count', String(order.itemIds.length));
    expect(await sidewaysOverflow(counter)).toBe(0);
    await counter.screenshot({ path: screenshotPath('pickup-counter-phone'), fullPage: true });
    await counter.getByTestId('pickup-confirm').click();
    await counter.getByTestId('pickup-done').waitFor({ timeout: 60_000 });
    expect(await counter.getByTestId('pickup-done').textContent()).toContain(order.batchNumber);
    // Picked up: the later stages are staff's to set by hand again.
    await counter.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    await counter.getByTestId('admin-action-updateStatus').waitFor({ timeout: 60_000 });

    // The requester's page, open all along: Picked Up arrives without a reload, and the code is gone.
    await waitForAttr(page, 'batch-status', 'data-status', 'bns_out');
    await page.getByTestId('pickup-code-panel').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.getByTestId('batch-status').textContent()).toContain('Picked Up');
    expect(requester.errors).toEqual([]);
  });
});
