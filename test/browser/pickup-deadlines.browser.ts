import type { Browser } from 'playwright-core';
import type { DeadlinesView } from '@contracts/batch/deadlines';
import { REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { waitForAttr, waitForTextContaining } from './support/page-helpers';
import { givenOrder, signInDemo, waitForDetail, type TestApp } from '../support/kit';

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();
/** The detail's deadlines (the kit's detail type names only what most tests read). */
const deadlinesOf = (d: object) => (d as { deadlines?: DeadlinesView }).deadlines;

/**
 * The deadlines on screen in real Chromium: the requester's order page names the weekly cut-off of
 * an order waiting to ship and counts down free storage at the pickup point, as its dashboard row
 * does; staff extend free storage in the console (a bad number of days refused under its field,
 * auditors see no button), and the requester's open page shows the new date without a reload, the
 * dashboard row too.
 */
chromiumSetup.describe('deadlines: cut-off, pickup countdown and a staff extension (Chromium)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  const { signIn } = suite.scenario;
  let app: TestApp;
  let browser: Browser;

  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('the requester sees the cut-off sentence on an order waiting to ship', async () => {
    const requester = signInDemo(app, 'requester');
    const order = await givenOrder(app, 'item_sent', { requesterId: requester.id });
    await waitForDetail(app, order.batchId, requester.token, (d) => Boolean(deadlinesOf(d)?.cutoff));
    const { page, errors } = await signIn(REQUESTER.email);
    await page.goto(`${app.baseUrl}/dashboard/orders/${order.batchId}`);
    await page.getByTestId('deadlines-panel').waitFor({ timeout: 60_000 });
    await waitForTextContaining(page, 'deadline-cutoff', 'Ships with the shipment of');
    const sentence = (await page.getByTestId('deadline-cutoff').textContent()) ?? '';
    // "… of Fri, 4 Dec if approved by Wed, 2 Dec, 18:00 (Hong Kong time)."
    expect(sentence).toMatch(
      /of \w{3}, \d{1,2} \w{3} if approved by \w{3}, \d{1,2} \w{3}, \d{2}:\d{2} \(Hong Kong time\)/,
    );
    await waitForTextContaining(page, 'deadline-arrival', 'Expected in Hong Kong on');
    expect(await page.getByTestId('deadline-daysLeft').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('counts down at the pickup point; staff extend in the console and the open page follows live', async () => {
    const requester = signInDemo(app, 'requester');
    const order = await givenOrder(app, 'bns_in', { requesterId: requester.id });
    const ready = await waitForDetail(app, order.batchId, requester.token, (d) => Boolean(deadlinesOf(d)?.pickup));
    const before = deadlinesOf(ready)!.pickup!.free_until;

    const { page, errors } = await signIn(REQUESTER.email);
    // The dashboard's row counts down too, to the same end as the order page.
    const dashboardRow = async (daysLeft: number) => {
      await page.goto(`${app.baseUrl}/dashboard`);
      await page.getByTestId('list-kind-orders').click();
      const row = page.locator(`[data-testid="batch-row"][data-batch-number="${order.batchNumber}"]`);
      const pickup = row.getByTestId('batch-row-pickup');
      await row.locator(`[data-testid="batch-row-pickup"][data-days-left="${daysLeft}"]`).waitFor({ timeout: 60_000 });
      expect(await pickup.innerText()).toMatch(
        new RegExp(`^Pick up by \\w{3}, (\\w{3} \\d{1,2}|\\d{1,2} \\w{3}) · ${daysLeft} days left$`),
      );
      return pickup.getAttribute('data-free-until');
    };
    expect(await dashboardRow(14)).toBe(before);
    await page.screenshot({ path: screenshotPath('dashboard-pickup-countdown'), fullPage: true });
    await page.goto(`${app.baseUrl}/dashboard/orders/${order.batchId}`);
    await page.getByTestId('deadlines-panel').waitFor({ timeout: 60_000 });
    await waitForTextContaining(page, 'deadline-daysLeft', '14 days left to pick up (free storage until');
    expect(await page.getByTestId('deadlines-panel').getAttribute('data-free-until')).toBe(before);

    // An auditor sees the storage facts but cannot extend.
    const auditor = await openConsole(browser, app.baseUrl, 'x');
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches/${order.batchId}/show`);
    await auditor.page.getByTestId('admin-storage').waitFor({ timeout: 60_000 });
    expect(await auditor.page.getByTestId('admin-storage-days-left').textContent()).toBe('14');
    expect(await auditor.page.getByTestId('admin-action-extendStorage').count()).toBe(0);

    const staff = await openConsole(browser, app.baseUrl, 's');
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${order.batchId}/show`);
    await staff.page.getByTestId('admin-storage').waitFor({ timeout: 60_000 });
    await staff.page.getByTestId('admin-action-extendStorage').click();
    await staff.page.getByTestId('storage-field-days').fill('31');
    await staff.page.getByTestId('storage-submit').click();
    // Refused under the fields before any call: too many days, no reason.
    await waitForTextContaining(staff.page, 'storage-error-days', 'Over Maximum Value');
    await waitForTextContaining(staff.page, 'storage-error-reason', 'Required');
    await staff.page.getByTestId('storage-field-days').fill('5');
    await staff.page.getByTestId('storage-field-reason').fill('Requester travelling');
    await staff.page.getByTestId('storage-submit').click();
    await staff.page.getByTestId('admin-storage-extensions').waitFor({ timeout: 60_000 });
    await waitForTextContaining(staff.page, 'admin-storage-extensions', 'Requester travelling');
    await waitForTextContaining(staff.page, 'admin-storage-days-left', '19');
    await staff.page.screenshot({ path: screenshotPath('admin-storage-extended'), fullPage: true });

    // The requester's page, open all along: the new end arrives over the socket.
    const after = new Date(Date.parse(before) + 5 * 24 * 3600 * 1000).toISOString();
    await waitForAttr(page, 'deadlines-panel', 'data-free-until', after);
    await waitForTextContaining(page, 'deadline-daysLeft', '19 days left to pick up');
    await waitForTextContaining(page, 'deadline-extended', 'extended by 5 days');
    await page.screenshot({ path: screenshotPath('pickup-deadlines'), fullPage: true });
    // Back on the dashboard, the row has the new end.
    expect(await dashboardRow(19)).toBe(after);
    expect(errors).toEqual([]);
  });
});
