import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { A11Y_PROMO, CONSOLE_SUITE, prepareConsoleBatches } from './support/console-batches';
import { waitForAttr } from './support/page-helpers';
import { openConsole } from './support/sign-in-pages';
import { http, signInDemo, type Driven, type TestApp } from '../support/kit';

// The operator console's items: search by requester name, the internal remark and the auto-workflow
// shown, the global switch asking first, promo field errors, open alerts, sortable users, the
// archive's empty state, and list rows and actions reached by keyboard. Its accessibility audits
// are in console-a11y.browser.ts.
jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

chromiumSetup.describe('operator console: search, remark, auto-workflow, promo errors, alerts, users, keyboard', () => {
  const suite = useBrowserSuite(CONSOLE_SUITE);
  let app: TestApp;
  let browser: Browser;
  let captured: Driven;
  let archivedOnly: Driven;

  beforeAll(async () => {
    ({ app, browser } = suite);
    ({ captured, archivedOnly } = await prepareConsoleBatches(app, ['captured', 'archivedOnly']));
  });

  /** Staff or the auditor in the console, once its dashboard is shown. */
  const operator = (kind: 's' | 'x') =>
    openConsole(browser, app.baseUrl, kind, { locale: 'en-hk', readyTestId: 'dashboard-group-processing' });

  it('staff: search by requester name, remark and auto-workflow shown, the global switch asks first, the archive says it is empty', async () => {
    const { page, errors } = await operator('s');
    // Search by the requester's name (Rita Chan, the demo requester) finds her order.
    await page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'orders', search: 'rita chan' }))}`,
    );
    await page.getByTestId(`admin-batch-status-${captured.batchNumber}`).waitFor({ timeout: 60_000 });
    // The export reads as a spreadsheet: the total in the currency's units beside the currency (the
    // API's minor units, 39390 for 393.90, are no amount to a reader), the status in words, HK times.
    const listed = await http<{ results: Array<{ batch_number: string; total: number; currency: string }> }>(
      app,
      'GET',
      `/api/batch/orders?search=${encodeURIComponent('rita chan')}&page_size=100`,
      signInDemo(app, 'staff').token,
    );
    const row = listed.body.results.find((r) => r.batch_number === captured.batchNumber)!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8').split('\n');
    expect(csv[0]).toBe(
      'Batch number,Status,Type,Requester,Buyer,Ships from,Ships to,Items,Total,Currency,Created (HKT),Updated (HKT)',
    );
    const line = csv.find((l) => l.startsWith(`${captured.batchNumber},`)) ?? '';
    expect(line).toContain(`,${(row.total / 100).toFixed(2)},${row.currency},`);
    expect(line).not.toContain(`,${row.total},`);
    expect(line).not.toContain('payment_captured');
    expect(line).toMatch(/HKT"?$/);
    // A list row is reachable and opened by keyboard: its batch number is a link.
    const link = page.getByTestId(`admin-batch-link-${captured.batchNumber}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-batch-number').waitFor();
    // The internal remark: added through the staff dialog (focus moves into it and back), then shown.
    await waitForAttr(page, 'admin-batch-auto-workflow', 'data-enabled', 'false');
    const opener = page.getByTestId('admin-action-internalRemark');
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-action-field-buyer_remark').waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    // axe on this dialog: console-a11y.browser.ts (the console's dialogs).
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-action-field-buyer_remark').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'admin-action-internalRemark',
    );
    await opener.click();
    await page.getByTestId('admin-action-field-buyer_remark').fill('Fragile: double box');
    await page.getByTestId('admin-action-confirm').click();
    await page.getByTestId('admin-internal-remark').getByText('Fragile: double box').waitFor();
    // The per-batch auto-workflow, switched by staff: the state and who changed it are shown.
    await page.getByTestId('admin-action-toggleAutoWorkflow').click();
    await page.getByTestId('admin-action-confirm').click();
    await waitForAttr(page, 'admin-batch-auto-workflow', 'data-enabled', 'true');
    await page.getByTestId('admin-batch-auto-workflow-changed').getByText('Sam Wong').waitFor();

    // The global switch asks before it changes every batch; cancelling changes nothing.
    await page.goto(`${app.baseUrl}/admin/#/batches`);
    const globalSwitch = page.getByTestId('admin-global-auto-workflow');
    await globalSwitch.waitFor();
    const before = await globalSwitch.isChecked();
    await globalSwitch.click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await globalSwitch.isChecked()).toBe(before);
    await globalSwitch.click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByTestId('admin-global-auto-workflow-changed').getByText('Sam Wong').waitFor();
    expect(await globalSwitch.isChecked()).toBe(!before);

    // The archive: the declined request is there; filtered to nothing, it says so.
    await page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'archived', search: 'no-such-batch-anywhere' }))}`,
    );
    await waitForAttr(page, 'admin-batch-list-empty', 'data-kind', 'archived');
    expect(await page.getByTestId('admin-batch-list-empty').innerText()).toContain('No batch matches');
    await page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'archived' }))}`,
    );
    await page.getByTestId(`admin-batch-status-${archivedOnly.batchNumber}`).waitFor({ timeout: 60_000 });
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('staff: a refused promo code shows the field error under the field; open alerts only; users sorted by name', async () => {
    const { page } = await operator('s');
    await page.goto(`${app.baseUrl}/admin/#/promo-codes/create`);
    await page.locator('input[name="code"]').fill('BAD CODE!');
    await page.locator('input[name="value"]').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    // The refusal is under the field and tied to it (aria-describedby names the helper text).
    const codeInput = page.locator('input[name="code"][aria-invalid="true"]');
    await codeInput.waitFor();
    const codeHelp = page.locator(`[id="${await codeInput.getAttribute('aria-describedby')}"]`);
    expect(await codeHelp.innerText()).toContain('3–40 letters, digits, - or _');
    expect(await page.locator('body').innerText()).not.toContain('Wrong Input');
    // An edit the server refuses (a negative discount) is told under its field too.
    await page.goto(`${app.baseUrl}/admin/#/promo-codes/${A11Y_PROMO}`);
    const valueInput = page.locator('input[name="value"]');
    // The HK$5.00 discount (500 cents) is shown in dollars.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="value"]')?.value === '5.00');
    await valueInput.fill('-3.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('input[name="value"][aria-invalid="true"]').waitFor();
    const valueHelp = page.locator(`[id="${await valueInput.getAttribute('aria-describedby')}"]`);
    expect(await valueHelp.innerText()).toContain('An amount in HK$ from 0.01');
    expect(await page.locator('body').innerText()).not.toContain('Wrong Input');
    // HK$12.50 typed is 1250 cents stored; the list shows it in dollars.
    await valueInput.fill('12.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.RaList-main table tbody tr').first().waitFor();
    const promos = await http(app, 'GET', '/api/admin/promo-codes', signInDemo(app, 'staff').token);
    expect(
      (promos.body.results as Array<{ code: string; value: number }>).find((r) => r.code === A11Y_PROMO),
    ).toMatchObject({
      value: 1250,
    });
    expect(await page.locator('.RaList-main table').innerText()).toContain('12.50 HKD');
    // Rates per US dollar are listed as the rate, not in micro-units.
    await page.goto(`${app.baseUrl}/admin/#/ref-currency-rates`);
    await page.locator('[data-testid="ref-currency-rates-list"] tbody tr').first().waitFor();
    const rates = await page.getByTestId('ref-currency-rates-list').innerText();
    expect(rates).toContain('7.80 HKD');
    expect(rates).not.toContain('7800000');

    // Alerts: one open, one resolved; "open only" leaves the open one.
    await app.dataSource.query(
      `INSERT INTO payment_alerts (dedupe_key, batch_id, batch_number, code, message, resolved_at) VALUES
        ('a11y-open', $1, $2, 'PAYMENT_CAPTURE_REFUSED', 'refused (test)', NULL),
        ('a11y-done', $1, $2, 'PAYMENT_CANCEL_REFUSED', 'refused (test)', now())`,
      [captured.id, captured.batchNumber],
    );
    await page.goto(`${app.baseUrl}/admin/#/payment-alerts`);
    await page.getByTestId('payment-alert-code').nth(1).waitFor();
    await page.locator('input[name="open"]').check();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="payment-alert-code"]').length === 1);
    expect(await page.getByTestId('payment-alert-code').innerText()).not.toContain('PAYMENT_CAPTURE_REFUSED');

    // Users: sorting by last name asks the server (ordering) and shows the order it answers.
    await page.goto(`${app.baseUrl}/admin/#/users?sort=last_name&order=ASC`);
    await page.getByTestId('admin-user-list').waitFor();
    const lastNames = async () =>
      page.$$eval('[data-testid="admin-user-list"] tbody tr td.column-last_name', (cells) =>
        cells.map((c) => (c.textContent ?? '').toLowerCase()),
      );
    await page.waitForFunction(() => document.querySelectorAll('td.column-last_name').length > 1);
    const asc = await lastNames();
    expect(asc).toEqual([...asc].sort());
    await page.goto(`${app.baseUrl}/admin/#/users?sort=last_name&order=DESC`);
    await page.waitForFunction(
      (first) => document.querySelector('td.column-last_name')?.textContent?.toLowerCase() !== first,
      asc[0],
    );
    const desc = await lastNames();
    expect(desc).toEqual([...desc].sort().reverse());
  });

  /** Presses Tab until the focused element's data-testid is `testId` (false if `max` presses do not reach it). */
  async function tabTo(page: Page, testId: string, max = 120): Promise<boolean> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === testId) return true;
    }
    return false;
  }

  /** The data-testids of what Tab visits on the page, one full round from the top (at most `max` presses). */
  async function tabRound(page: Page, max = 200): Promise<string[]> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen: string[] = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      if (id && seen.includes(id)) break;
      if (id) seen.push(id);
    }
    return seen;
  }

  it('keyboard: a row of each list is reached with Tab and opened with Enter; every action of a batch is reached with Tab', async () => {
    const { page } = await operator('s');
    // Users: Tab from the top of the page to the requester's row, Enter opens the account.
    await page.goto(`${app.baseUrl}/admin/#/users?sort=email&order=ASC`);
    await page.getByTestId('admin-user-list').waitFor();
    await page.getByTestId('admin-user-link-requester@example.com').waitFor();
    expect(await tabTo(page, 'admin-user-link-requester@example.com')).toBe(true);
    await page.keyboard.press('Enter');
    // The account's batches: Tab to the order's row, Enter opens the batch.
    await page.getByTestId(`admin-user-batch-link-${captured.batchNumber}`).waitFor();
    expect(await tabTo(page, `admin-user-batch-link-${captured.batchNumber}`)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-batch-number').waitFor();
    expect(page.url()).toContain(`/batches/${captured.id}/show`);
    // Every staff action on the batch is in the Tab order.
    await page.getByTestId('admin-staff-actions').waitFor();
    const actions = await page
      .locator(
        '[data-testid="admin-staff-actions"] button:not([disabled]), [data-testid^="admin-action-"]:is(button):not([disabled])',
      )
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-testid') ?? ''))].filter(Boolean));
    expect(actions.length).toBeGreaterThan(2);
    const reached = await tabRound(page);
    expect(actions.filter((a) => !reached.includes(a))).toEqual([]);
    // Batches: Tab from the top to the order's row, Enter opens it.
    await page.goto(`${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'orders' }))}`);
    await page.getByTestId(`admin-batch-link-${captured.batchNumber}`).waitFor({ timeout: 60_000 });
    expect(await tabTo(page, `admin-batch-link-${captured.batchNumber}`)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-batch-number').waitFor();
    expect(page.url()).toContain(`/batches/${captured.id}/show`);
    // Promo codes: each row's edit and expire are in the Tab order; Enter on edit opens the form.
    await page.goto(`${app.baseUrl}/admin/#/promo-codes`);
    await page.getByTestId(`promo-expire-${A11Y_PROMO}`).waitFor();
    expect(await tabTo(page, `promo-expire-${A11Y_PROMO}`)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit');
    await page.keyboard.press('Enter');
    await page.locator('input[name="value"]').waitFor();
    expect(page.url()).toContain(`/promo-codes/${A11Y_PROMO}`);
  });
});
