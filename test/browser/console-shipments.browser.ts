import type { Browser } from 'playwright-core';
import type { ShipmentDetail, ShipmentList } from '@contracts/shipments';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { waitForAttr, waitForText } from './support/page-helpers';
import { screenshotPath } from './support/web-build';
import { call, eventually, givenOrder, png, tokenFor, type TestApp } from '../support/kit';

jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

/**
 * The console's Shipments resource against the real server: an order checked in at the US
 * warehouse and approved by its requester joins the open US shipment; staff close it through the
 * API, then in the console open the list and the shipment, mark it departed with a malformed master
 * tracking number (refused under the field) and then a good one, and a second page showing the list
 * sees the new status without a reload.
 */
chromiumSetup.describe('console Shipments: list, detail, departure with field errors, live status', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  /** A paid order at the US warehouse whose two items staff checked in and the requester approved. */
  async function approvedUsOrder(staff: string) {
    const order = await givenOrder(app, 'item_sent');
    const form = new FormData();
    for (const [k, v] of Object.entries({ item_ids: 'item-1,item-2', weight: '420', condition: 'good' }))
      form.append(k, v);
    for (const [k, v] of Object.entries({ length_cm: '30', width_cm: '20', height_cm: '10' })) form.append(k, v);
    form.append('photos', new Blob([new Uint8Array(png(64, 48))], { type: 'image/png' }), 'p.png');
    const checkIn = await call(app, 'POST', `/api/admin/batches/${order.batchId}/check_ins`, { token: staff, form });
    expect(checkIn.status).toBe(200);
    const approve = await call(app, 'POST', `/api/batch/orders/arrival/${order.batchId}/approve`, {
      token: tokenFor(app, order.requester),
      body: { items: ['item-1', 'item-2'] },
    });
    expect(approve.status).toBe(200);
    return order;
  }

  it('shows the shipment with its parcel and totals, refuses a bad MAWB under the field, and departs live', async () => {
    const staff = app.tokenFor({ id: 'staff-shipments', accountType: 's' });
    // The week's US shipment: opened here unless the process opened it already.
    const opened = await call(app, 'POST', '/api/admin/shipments', { token: staff, body: { warehouse: 'us' } });
    expect([201, 409]).toContain(opened.status);
    const order = await approvedUsOrder(staff);
    const shipment = await eventually(
      async () => {
        const list = await call<ShipmentList>(app, 'GET', '/api/admin/shipments?warehouse=us', { token: staff });
        return list.body.results.find((r) => r.status === 'open' && r.parcel_count === 1);
      },
      { what: 'the approved order in the open US shipment' },
    );
    const closed = await call<{ shipment: ShipmentDetail }>(app, 'PUT', `/api/admin/shipments/${shipment.id}/close`, {
      token: staff,
      body: {},
    });
    expect([closed.status, closed.body.shipment.status]).toEqual([200, 'closed']);
    const number = shipment.shipment_number;

    // A second page keeps the list open: it must follow the departure over the socket.
    const { page: watcher, errors: watcherErrors } = await openConsole(browser, app.baseUrl, 's');
    await watcher.goto(`${app.baseUrl}/admin/#/shipments`);
    await waitForAttr(watcher, `shipment-row-status-${number}`, 'data-status', 'closed');

    const { page, errors } = await openConsole(browser, app.baseUrl, 's');
    await page.goto(`${app.baseUrl}/admin/#/shipments`);
    await waitForText(page, `shipment-row-status-${number}`, 'Closed');
    await page.getByTestId(`shipment-link-${number}`).click();
    await waitForAttr(page, 'shipment-status', 'data-status', 'closed');
    await page.getByTestId(`shipment-parcel-${order.batchNumber}`).waitFor();
    await waitForText(page, 'shipment-total-parcels', '1');
    expect(await page.getByTestId('shipment-total-held').textContent()).toBe('0');
    // Staff see exactly the actions the machine allows a closed shipment (no close again).
    expect(await page.getByTestId('shipment-action-close').count()).toBe(0);

    await page.getByTestId('shipment-action-depart').click();
    await page.getByTestId('shipment-input-carrier').fill('Cathay Cargo');
    await page.getByTestId('shipment-input-master_tracking_number').fill('MAWB 160/1001!');
    await page.getByTestId('shipment-action-confirm').click();
    await page
      .getByTestId('shipment-dialog-depart')
      .getByText('Enter a valid master tracking number: 6 to 40 letters, digits and dashes.')
      .waitFor();
    await waitForAttr(page, 'shipment-status', 'data-status', 'closed');

    await page.getByTestId('shipment-input-master_tracking_number').fill('MAWB-160-1001');
    await page.getByTestId('shipment-action-confirm').click();
    await waitForAttr(page, 'shipment-status', 'data-status', 'departed');
    await waitForText(page, 'shipment-mawb', 'MAWB-160-1001');
    await waitForText(page, 'shipment-carrier', 'Cathay Cargo');
    await page.screenshot({ path: screenshotPath('console-shipment-departed') });

    // The other page was not reloaded: the push brought the new status.
    await waitForAttr(watcher, `shipment-row-status-${number}`, 'data-status', 'departed');
    expect(await watcher.getByTestId(`shipment-row-status-${number}`).textContent()).toBe('Departed');

    // react-admin's inputs on MUI 9 log a React prop warning (as the other console suites note), not a page error.
    expect([...errors, ...watcherErrors].filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('gives an auditor the shipment to read, without action buttons', async () => {
    const { page } = await openConsole(browser, app.baseUrl, 'x');
    await page.goto(`${app.baseUrl}/admin/#/shipments`);
    await page.getByTestId('shipment-list').waitFor();
    const link = page.locator('[data-testid^="shipment-link-"]').first();
    await link.click();
    await page.getByTestId('shipment-status').waitFor();
    expect(await page.getByTestId('shipment-actions').count()).toBe(0);
    expect(await page.getByTestId('shipment-manifest').count()).toBe(1);
  });
});
