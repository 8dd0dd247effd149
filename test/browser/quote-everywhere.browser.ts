import type { Browser, Page } from 'playwright-core';
import type { QuoteLines, QuoteRevisionEntry, QuoteView } from '@contracts/batch/quote';
import { BUYER, REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { pick } from './support/page-helpers';
import {
  driveDemoBatch,
  eventually,
  http,
  signInDemo,
  storedQuoteRevision,
  waitForDetail,
  type TestApp,
} from '../support/kit';

jest.setTimeout(240_000);
const chromiumSetup = chromiumOrSkip();

type QuoteDetail = { status: string; quote: QuoteView | null };
/** The lines a breakdown shows, read from its cells' data-amount (minor units). */
type Shown = Partial<Record<keyof QuoteLines | 'hkd_total', number>>;

async function amountsOf(page: Page, ids: Record<string, string>): Promise<Shown> {
  const shown: Shown = {};
  for (const [line, testId] of Object.entries(ids)) {
    const cell = page.getByTestId(testId);
    if ((await cell.count()) === 0) continue;
    shown[line as keyof Shown] = Number(await cell.getAttribute('data-amount'));
  }
  return shown;
}

/** A breakdown's cells by line: the calculator's and the request form's share their names but for the prefix and the subtotal. */
const breakdownCells = (prefix: string, subtotal: string) => ({
  item_subtotal: subtotal,
  international_shipping: `${prefix}-shipping`,
  service_fee: `${prefix}-service-fee`,
  total: `${prefix}-total`,
  hkd_total: `${prefix}-total-hkd`,
});

/**
 * The same breakdown from the same pricing engine on the calculator, the request form
 * and the quote; the order's quote revisions (lines, actor, reason) seen by the buyer on their page
 * and by staff and auditors in the console.
 */
chromiumSetup.describe('one quote everywhere: /pricing, the request form, the quote, the console (Chromium)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { scenario } = suite;
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  it('/pricing shows the figures of the request form estimate and of the quote the request is then given', async () => {
    const requester = await scenario.signIn(REQUESTER.email);
    const page = requester.page;

    await page.goto(`${app.baseUrl}/pricing`);
    await page.getByTestId('calc-item-price').fill('250');
    await page.getByTestId('calc-local-shipping').fill('0');
    await page.getByTestId('calc-weight').fill('2.5');
    await page.locator('[data-testid="calc-result"][data-rates="ready"]').waitFor();
    const calculator = await amountsOf(page, breakdownCells('calc', 'calc-breakdown-item-subtotal'));
    // The exact figures (not whole units): US$250 → fee 12 % = US$30.00; shown in cents as charged.
    expect(calculator.item_subtotal).toBe(25_000);
    expect(calculator.service_fee).toBe(3_000);
    expect(await page.getByTestId('calc-service-fee').innerText()).toBe('US$30.00');
    expect(calculator.total).toBe(25_000 + 3_000 + calculator.international_shipping!);
    expect(calculator.hkd_total).toBeGreaterThan(calculator.total!);
    await page.screenshot({ path: screenshotPath('pricing-breakdown'), fullPage: true });

    await page.goto(`${app.baseUrl}/dashboard/batchRequest`);
    const item = (field: string) => page.getByTestId(`item-0-${field}`);
    await item('link').fill('https://shop.example.com/kettle');
    await item('name').fill('Kettle');
    await pick(page, 'item-0-category', 0);
    await item('price').fill('250');
    await item('weight').fill('2.5');
    await item('contains-none').check();
    await page.getByTestId('estimate-total').waitFor();
    const estimate = await amountsOf(page, breakdownCells('estimate', 'estimate-subtotal'));
    expect(estimate).toEqual(calculator);

    await pick(page, 'pickup-location', 0);
    await page.getByTestId('restrictions-confirmed').check();
    await page.getByTestId('submit-request').click();
    await page.getByTestId('page-batch-detail').waitFor();
    const id = (await page.getByTestId('page-batch-detail').getAttribute('data-batch-id'))!;
    const detail = (
      await http<QuoteDetail>(app, 'GET', `/api/batch/requests/${id}`, signInDemo(app, 'requester').token)
    ).body;
    const lines = detail.quote!.lines;
    expect({
      item_subtotal: lines.item_subtotal,
      international_shipping: lines.international_shipping,
      service_fee: lines.service_fee,
      total: lines.total,
      hkd_total: detail.quote!.hkd.lines.total,
    }).toEqual(calculator);
    expect(requester.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('the buyer, staff and the auditor see every quote revision with its lines old → new, actor and reason', async () => {
    const order = await driveDemoBatch(app, 'requested_payment', [{ name: 'Tea cups', price: 4_000 }]);
    const { id, itemIds } = order;
    const before = await waitForDetail(app, id, order.requester.token, (d) => d.status === 'requested_payment');
    const old = (before as unknown as QuoteDetail).quote!;
    const modified = await http(app, 'POST', `/api/batch/requests/modify/${id}/items`, order.buyer.token, {
      items: [{ id: itemIds[0], price: 5_300 }],
      final_fee: true,
    });
    expect(modified.status).toBe(200);
    const latest = await storedQuoteRevision(app, id);
    expect(latest).toBe(old.revision + 1);
    const revisions = await eventually(
      async () => {
        const r = await http<{ results: QuoteRevisionEntry[] }>(
          app,
          'GET',
          `/api/batch/quotes/${id}`,
          order.buyer.token,
        );
        return r.body.results?.at(-1)?.revision === latest ? r.body.results : undefined;
      },
      { what: 'the latest quote revision', timeoutMs: 60_000 },
    );
    const now = revisions.at(-1)!;

    // The buyer's own page shows the quote history too.
    const buyer = await scenario.signIn(BUYER.email);
    await buyer.page.goto(`${app.baseUrl}/dashboard/requests/${id}`);
    await buyer.page.getByTestId(`quote-revision-${latest}`).waitFor();
    expect(await buyer.page.getByTestId(`quote-revision-${latest}-reason`).innerText()).toBe('Figures changed');

    // Staff: the batch page's "Quote revisions", newest first, the changed line old → new, with HKD.
    const staff = await operator('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${id}/show`);
    await checkRevisions(staff.page, latest, old, now);
    await staff.page.screenshot({ path: screenshotPath('admin-quote-revisions'), fullPage: true });

    // The auditor: the same on the batch page (no staff action there) and on the history page.
    const auditor = await operator('x');
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches/${id}/show`);
    await checkRevisions(auditor.page, latest, old, now);
    expect(await auditor.page.getByTestId('admin-staff-actions').count()).toBe(0);
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches/${id}/history`);
    await checkRevisions(auditor.page, latest, old, now);
    for (const p of [staff, auditor]) expect(p.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  const operator = (kind: 's' | 'x') => openConsole(browser, app.baseUrl, kind);

  async function checkRevisions(page: Page, latest: number, old: QuoteView, now: QuoteRevisionEntry) {
    await page.locator(`[data-testid="admin-quote-revisions"][data-latest="${latest}"]`).waitFor({ timeout: 60_000 });
    const id = `admin-quote-revision-${latest}`;
    expect(await page.getByTestId(`${id}-reason`).innerText()).toBe('Figures changed');
    // The actor by name (the account's), not its id.
    await page.getByTestId(`${id}-actor`).filter({ hasText: 'Buyer Ben Miller' }).waitFor();
    expect(Number(await page.getByTestId(`${id}-summary`).getAttribute('data-amount'))).toBe(now.lines.total);
    const totalText = await page.getByTestId(`${id}-summary`).innerText();
    expect(totalText).toContain(`${(now.lines.total / 100).toFixed(2)} USD`);
    expect(totalText).toContain(`${(now.hkd.lines.total / 100).toFixed(2)} HKD`);
    const row = page.getByTestId(`${id}-line-item_subtotal`);
    expect(await row.getAttribute('data-changed')).toBe('true');
    const cells = row.locator('td');
    expect(Number(await cells.nth(1).getAttribute('data-amount'))).toBe(old.lines.item_subtotal);
    expect(Number(await cells.nth(2).getAttribute('data-amount'))).toBe(5_300);
    expect(Number(await cells.nth(3).getAttribute('data-amount'))).toBe(now.hkd.lines.item_subtotal);
    // A line the change did not touch is not marked; every earlier revision is listed too.
    expect(await page.getByTestId(`${id}-line-international_shipping`).getAttribute('data-changed')).toBe('false');
    for (let r = 1; r < latest; r++) await page.getByTestId(`admin-quote-revision-${r}`).waitFor();
  }
});
