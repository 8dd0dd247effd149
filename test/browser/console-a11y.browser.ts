import type { Browser, Page } from 'playwright-core';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { A11Y_PROMO, CONSOLE_SUITE, prepareConsoleBatches } from './support/console-batches';
import { seriousAxeFaults, type AxeFault } from './support/page-audit';
import { openConsole, signInCustomer, type ConsolePage } from './support/sign-in-pages';
import { networkQuiet } from './support/shared-sign-ins';
import { screenshotPath } from './support/web-build';
import { http, signInDemo, type Driven, type TestApp } from '../support/kit';

// The console's and the customer app's accessibility: axe-core on every console route as staff and
// as auditor (and as staff once more in zh-hk), axe-core on the main dialogs of both apps (focus into
// each dialog and back to its opener), the Chinese locales without raw server text or status codes, and the refunded amount
// live. The console's items and keyboard paths are in console-items.browser.ts.
jest.setTimeout(420_000);
const chromiumSetup = chromiumOrSkip();

/** Texts that must never reach a zh-* screen: status/error codes and the server's English refusals. */
const RAW_CODE = /\b[a-z]+(?:_[a-z]+)+\b|\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/g;
const SERVER_ENGLISH = ['Wrong Input', 'Over Maximum Value', 'Not Found', 'This action is not allowed'];
function rawTextIn(text: string): string[] {
  return [...(text.match(RAW_CODE) ?? []), ...SERVER_ENGLISH.filter((s) => text.includes(s))];
}

interface Finding {
  route: string;
  faults: AxeFault[];
}
const problems = (findings: Finding[]) => findings.filter((f) => f.faults.length > 0).map((f) => JSON.stringify(f));

chromiumSetup.describe('operator console and customer app: accessibility, Chinese locales, live refund', () => {
  const suite = useBrowserSuite(CONSOLE_SUITE);
  let app: TestApp;
  let browser: Browser;
  let captured: Driven;
  let archivedOnly: Driven;
  let awaitingPayment: Driven;
  let shipped: Driven;

  beforeAll(async () => {
    ({ app, browser } = suite);
    ({ captured, archivedOnly, awaitingPayment, shipped } = await prepareConsoleBatches(app, [
      'captured',
      'archivedOnly',
      'awaitingPayment',
      'shipped',
    ]));
    // An open payment alert, so the alerts list is audited with a row in it.
    await app.dataSource.query(
      `INSERT INTO payment_alerts (dedupe_key, batch_id, batch_number, code, message, resolved_at)
       VALUES ('a11y-audit-open', $1, $2, 'PAYMENT_CAPTURE_REFUSED', 'refused (test)', NULL)`,
      [captured.id, captured.batchNumber],
    );
  });

  /** The customer app's development sign-in, as a user clicks it, landing on the dashboard. */
  const signInAs = (page: Page, email: string) => signInCustomer(page, app.baseUrl, email);

  // One signed-in page per role for the whole file: a fresh signed-in context costs seconds of
  // Chromium's CPU, and the tests only navigate (Chromium's close after the file closes them).
  const consoles = new Map<'s' | 'x', Promise<ConsolePage>>();
  let requesterPage: Promise<Page> | undefined;

  /**
   * Staff or the auditor in the console, once its dashboard is shown: en-hk, the default, with no
   * language set at every load, so a test may store another and reload.
   */
  function operator(kind: 's' | 'x'): Promise<ConsolePage> {
    const open =
      consoles.get(kind) ?? openConsole(browser, app.baseUrl, kind, { readyTestId: 'dashboard-group-processing' });
    consoles.set(kind, open);
    return open;
  }

  /** The demo requester signed in to the customer app on a desktop, on its dashboard the first time. */
  function requester(): Promise<Page> {
    requesterPage ??= browser
      .newContext({ viewport: { width: 1280, height: 900 } })
      .then((context) => context.newPage())
      .then(async (page) => {
        await signInAs(page, 'requester@example.com');
        return page;
      });
    return requesterPage;
  }

  async function audit(page: Page, route: string, ready: string): Promise<Finding> {
    const quiet = networkQuiet(page);
    await page.goto(`${app.baseUrl}/admin/#${route}`);
    try {
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
    } catch {
      // The page never showed what it should: a finding of its own (the rest of the routes still run).
      await page.screenshot({ path: screenshotPath(`console-a11y-not-shown-${route}`) });
      return { route, faults: [{ rule: 'page-not-shown', impact: 'serious', targets: [ready] }] };
    }
    await quiet();
    return { route, faults: await seriousAxeFaults(page) };
  }

  const ROUTES: Array<[route: string, ready: string]> = [
    ['/', '[data-testid="dashboard-group-processing"]'],
    ['/batches', '[data-testid="admin-batch-list"]'],
    ['/users', '[data-testid="admin-user-list"]'],
    ['/promo-codes', 'table, [data-testid="admin-empty"], .RaEmpty-message'],
    ['/support', '[data-testid="support-rooms"]'],
    ['/payment-alerts', '[data-testid="payment-alerts-list"], .RaEmpty-message, .RaList-main'],
    ['/timer-alerts', '[data-testid="timer-alerts-list"], .RaEmpty-message, .RaList-main'],
    ['/robot-failures', '.RaList-main table tbody tr, .RaEmpty-message'],
    ['/client-reports', '[data-testid="client-reports-over-time"]'],
  ];

  /** Every console page an operator of this kind can open: lists, show/edit/create pages, custom pages. */
  async function consoleRoutes(kind: 's' | 'x'): Promise<Array<[route: string, ready: string]>> {
    const [user] = await app.dataSource.query<Array<{ id: string }>>(
      `SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'requester@example.com'`,
    );
    const list = (resource: string): [string, string] => [
      `/${resource}`,
      '.RaList-main table tbody tr, .RaList-main .RaEmpty-message, .RaEmpty-message, [data-testid="admin-empty"]',
    ];
    const routes: Array<[string, string]> = [
      ...ROUTES,
      [
        `/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'archived' }))}`,
        '[data-testid="admin-batch-list"]',
      ],
      [`/batches/${captured.id}/show`, '[data-testid="admin-batch-number"]'],
      [`/batches/${archivedOnly.id}/show`, '[data-testid="admin-batch-number"]'],
      [`/batches/${captured.id}/history`, '[data-testid="history-chain-status"]'],
      [`/users/${user.id}/show`, '[data-testid="user-batches"]'],
      list('ref-fee-rates'),
      list('ref-currency-rates'),
      list('ref-featured-shops'),
      list('ref-pickup-locations'),
      list('ref-prohibited-items'),
      list('ref-changes'),
      list('shipments'),
      list('privacy-requests'),
    ];
    if (kind === 's') {
      const [fee] = await app.dataSource.query<Array<{ id: string }>>(`SELECT id FROM fee_rates ORDER BY id LIMIT 1`);
      routes.push(
        list('outbox-sms'),
        list('outbox-email'),
        list('outbox-sms-deliveries'),
        ['/check-in', '[data-testid="check-in-search"]'],
        ['/pickup', '[data-testid="pickup-page"]'],
        ['/promo-codes/create', 'input[name="code"]'],
        [`/promo-codes/${A11Y_PROMO}`, 'input[name="value"]'],
        [`/ref-fee-rates/${fee.id}`, '[data-testid="ref-save"]'],
        ['/ref-featured-shops/create', '[data-testid="ref-save"]'],
        ['/ref-prohibited-items/create', '[data-testid="ref-save"]'],
      );
    }
    return routes;
  }

  // Once more in zh-hk (the page's `lang`, longer labels): staff's routes, a superset of the auditor's.
  it.each([
    ['s', 'en-hk'],
    ['x', 'en-hk'],
    ['s', 'zh-hk'],
  ] as const)(
    'axe-core: every console route has no critical or serious fault (account type %s, %s)',
    async (kind, locale) => {
      const { page, context } =
        locale === 'en-hk'
          ? await operator(kind)
          : await openConsole(browser, app.baseUrl, kind, { locale, readyTestId: 'dashboard-group-processing' });
      const findings: Finding[] = [];
      for (const [route, ready] of await consoleRoutes(kind)) findings.push(await audit(page, route, ready));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'en-hk' ? 'en-HK' : 'zh-HK');
      if (locale !== 'en-hk') await context.close();
      expect(problems(findings)).toEqual([]);
    },
  );

  /**
   * Opens a dialog (or menu, or drawer) from its opener with the keyboard, checks that the focus moved
   * into it, runs axe on it alone, closes it with Escape and checks that the focus is back on the
   * opener. Each failed check is a finding named after the opener.
   */
  async function auditDialog(page: Page, openerTestId: string, scope = '[role="dialog"]', key = 'Enter') {
    const route = `dialog of ${openerTestId}`;
    const opener = page.getByTestId(openerTestId).first();
    await opener.waitFor({ timeout: 60_000 });
    await opener.focus();
    await page.keyboard.press(key);
    await page.locator(scope).first().waitFor();
    const faults: AxeFault[] = [];
    const focusIn = await page
      .waitForFunction((sel) => !!document.activeElement?.closest(sel), scope, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!focusIn) faults.push({ rule: 'focus-not-moved-into-dialog', impact: 'serious', targets: [scope] });
    // The opening fade over (on the dialog and its containers): axe reads the colours as they stay.
    await page.waitForFunction((sel) => {
      for (let el: Element | null = document.querySelector(sel); el; el = el.parentElement)
        if (getComputedStyle(el).opacity !== '1') return false;
      return true;
    }, scope);
    faults.push(...(await seriousAxeFaults(page, scope)));
    await page.keyboard.press('Escape');
    await page.locator(scope).first().waitFor({ state: 'detached' });
    const focusBack = await page
      .waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, openerTestId, {
        timeout: 10_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (!focusBack) faults.push({ rule: 'focus-not-returned-to-opener', impact: 'serious', targets: [openerTestId] });
    return { route, faults };
  }

  it('dialogs (console): refund, reassign, update status, remark and the global auto-workflow pass axe; focus moves in and back', async () => {
    const { page } = await operator('s');
    const findings: Finding[] = [];
    await page.goto(`${app.baseUrl}/admin/#/batches/${captured.id}/show`);
    await page.getByTestId('admin-batch-number').waitFor();
    for (const opener of ['admin-action-refund', 'admin-action-internalRemark'])
      findings.push(await auditDialog(page, opener));
    // The shipping stage is updated once the goods are sent.
    await page.goto(`${app.baseUrl}/admin/#/batches/${shipped.id}/show`);
    await page.getByTestId('admin-batch-number').waitFor();
    findings.push(await auditDialog(page, 'admin-action-updateStatus'));
    await page.goto(`${app.baseUrl}/admin/#/batches/${archivedOnly.id}/show`);
    await page.getByTestId('admin-batch-number').waitFor();
    findings.push(await auditDialog(page, 'admin-action-assign'));
    // The global switch is a checkbox: Space asks; Escape leaves it as it was.
    await page.goto(`${app.baseUrl}/admin/#/batches`);
    const before = await page.getByTestId('admin-global-auto-workflow').isChecked();
    findings.push(await auditDialog(page, 'admin-global-auto-workflow', '[role="dialog"]', 'Space'));
    expect(await page.getByTestId('admin-global-auto-workflow').isChecked()).toBe(before);
    expect(problems(findings)).toEqual([]);
  });

  it('dialogs (customer app): confirm and pay, quote changed, cancel, coupon, the buyer refund, chats, language menu and drawer pass axe; focus moves in and back', async () => {
    const page = await requester();
    const findings: Finding[] = [];
    // A paid order: the order's chat with the buyer, the support chat, the language menu.
    await page.goto(`${app.baseUrl}/dashboard/orders/${captured.id}`);
    await page.getByTestId('batch-status').waitFor();
    for (const opener of ['action-chat', 'support-chat-button']) findings.push(await auditDialog(page, opener));
    findings.push(await auditDialog(page, 'language-menu', '[role="menu"]'));
    // A request awaiting payment: cancel, coupon; then confirm meets a changed quote, and the pay panel.
    await page.goto(`${app.baseUrl}/dashboard/requests/${awaitingPayment.id}`);
    await page.getByTestId('action-confirm').waitFor();
    for (const opener of ['action-cancel', 'action-coupon']) findings.push(await auditDialog(page, opener));
    let changed = false;
    await page.route('**/api/batch/requests/confirm/**', async (route) => {
      if (!changed) {
        changed = true;
        const modified = await http(
          app,
          'POST',
          `/api/batch/requests/modify/${awaitingPayment.id}/items`,
          signInDemo(app, 'buyer').token,
          { items: [{ id: awaitingPayment.itemIds[0], price: 5600 }], final_fee: true },
        );
        expect(modified.status).toBe(200);
      }
      await route.continue();
    });
    findings.push(await auditDialog(page, 'action-confirm', '[data-testid="quote-changed"] [role="dialog"]'));
    // On the page read afresh (the new quote), confirming opens the pay panel.
    await page.reload();
    await page.getByTestId('action-confirm').click();
    await page.getByTestId('pay-panel').waitFor();
    findings.push({ route: 'pay panel', faults: await seriousAxeFaults(page, '[data-testid="pay-panel"]') });
    await page.unrouteAll();
    // The buyer's refund dialog on the paid order.
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyer = await buyerContext.newPage();
    await signInAs(buyer, 'buyer@example.com');
    await buyer.goto(`${app.baseUrl}/dashboard/orders/${captured.id}`);
    await buyer.getByTestId('batch-status').waitFor();
    findings.push(await auditDialog(buyer, 'action-refund'));
    await buyerContext.close();
    // Signed out on a phone: the navigation drawer.
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const guest = await phone.newPage();
    await guest.goto(`${app.baseUrl}/home`);
    findings.push(await auditDialog(guest, 'drawer-button', '.MuiDrawer-paper'));
    await phone.close();
    expect(problems(findings)).toEqual([]);
  });

  it('zh-hk: the console and the customer app show no raw code or English server text; a validation error is in Chinese', async () => {
    const { page } = await operator('s');
    // The operator's stored language, read as the console starts; the lists' remembered filters (the
    // archive's, from the audit above) forgotten, so the batch list opens as it does first. Done on
    // the dashboard, where no list writes its filters back before the reload.
    await page.goto(`${app.baseUrl}/admin/#/`);
    await page.getByTestId('dashboard-group-processing').waitFor();
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage))
        if (key.startsWith('RaStore')) window.localStorage.removeItem(key);
      window.localStorage.setItem('hkc.admin.locale', 'zh-hk');
    });
    await page.reload();
    await page.getByTestId('dashboard-group-processing').waitFor();
    await page.goto(`${app.baseUrl}/admin/#/batches`);
    await page.getByTestId(`admin-batch-status-${captured.batchNumber}`).waitFor({ timeout: 60_000 });
    const quiet = networkQuiet(page);
    await page.goto(`${app.baseUrl}/admin/#/batches/${captured.id}/show`);
    await page.getByTestId('admin-item-state').first().waitFor();
    await quiet();
    const show = await page
      .locator('[data-testid="admin-batch-status"], [data-testid="admin-item-state"]')
      .allInnerTexts();
    expect(show.flatMap(rawTextIn)).toEqual([]);
    expect(show.join('')).toMatch(/[\u4e00-\u9fff]/);
    // The timeline: each stored event in words, never its type ("PaymentAuthorised").
    await page.locator('[data-testid="admin-timeline"] tbody tr').first().waitFor();
    const timeline = await page.getByTestId('admin-timeline').innerText();
    expect([...rawTextIn(timeline), ...(timeline.match(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g) ?? [])]).toEqual([]);
    expect(timeline).toContain('信用卡已授權');
    // A refused save (VALIDATION_FAILED on `value`) is told in Chinese, under the field it names.
    await page.goto(`${app.baseUrl}/admin/#/promo-codes/create`);
    await page.locator('input[name="code"]').fill('ZH-TEST-1');
    // Money is asked for in HK$ (港幣), never in cents (仙).
    expect(await page.locator('form').innerText()).not.toContain('仙');
    // A negative discount in HK$ (the form takes dollars; the server's bound is on the cents it stores).
    await page.locator('input[name="value"]').fill('-3.00');
    await page.locator('button[type="submit"]').click();
    const refused = page.locator('input[name="value"][aria-invalid="true"]');
    await refused.waitFor();
    const refusal = page.locator(`[id="${await refused.getAttribute('aria-describedby')}"]`);
    const refusalText = await refusal.innerText();
    expect(refusalText).toMatch(/[\u4e00-\u9fff]/);
    expect(rawTextIn(refusalText)).toEqual([]);
    expect(rawTextIn(await page.locator('main, #main-content').first().innerText())).toEqual([]);

    // The customer app in zh-hk: the order's status chip, the dashboard list, and refusals of the request form.
    await page.evaluate(() => window.localStorage.setItem('hkc.admin.locale', 'en-hk'));
    const customer = await requester();
    const stored = await customer.evaluate(() => window.localStorage.getItem('hkc.locale'));
    await customer.evaluate(() => window.localStorage.setItem('hkc.locale', 'zh-hk'));
    await customer.goto(`${app.baseUrl}/dashboard`);
    await customer.getByTestId('page-dashboard').waitFor();
    // The requester's batches here are an order and a declined request: the orders tab lists the first.
    await customer.getByTestId('list-kind-orders').click();
    await customer.getByTestId('batch-row-status').first().waitFor({ timeout: 60_000 });
    const rows = await customer.getByTestId('batch-row-status').allInnerTexts();
    expect(rows.flatMap(rawTextIn)).toEqual([]);
    await customer.goto(`${app.baseUrl}/dashboard/orders/${captured.id}`);
    await customer.getByTestId('batch-status').waitFor();
    const status = await customer.getByTestId('batch-status').innerText();
    expect([status, rawTextIn(status)]).toEqual([status, []]);
    expect(status).toMatch(/[\u4e00-\u9fff]/);
    await customer.goto(`${app.baseUrl}/dashboard/batchRequest`);
    await customer.getByTestId('submit-request').click();
    await customer.locator('[aria-invalid="true"]').first().waitFor();
    const form = await customer.getByTestId('page-batchRequest').innerText();
    expect(rawTextIn(form)).toEqual([]);
    expect(form).toMatch(/[\u4e00-\u9fff]/);
    await customer.evaluate(
      (l) => (l === null ? window.localStorage.removeItem('hkc.locale') : window.localStorage.setItem('hkc.locale', l)),
      stored,
    );
  });

  it('the requester sees the refunded amount appear live when staff complete a refund', async () => {
    const page = await requester();
    await page.goto(`${app.baseUrl}/dashboard/orders/${captured.id}`);
    await page.getByTestId('batch-status').waitFor();
    expect(await page.getByTestId('refunded-banner').count()).toBe(0);
    const staff = signInDemo(app, 'staff');
    const refund = await http(app, 'POST', `/api/batch/orders/refund/${captured.id}/items`, staff.token, {
      items: [captured.itemIds[0]],
      refund_reason: 'unobtainable_item',
    });
    expect(refund.status).toBe(200);
    const banner = page.getByTestId('refunded-banner');
    await banner.waitFor({ timeout: 60_000 });
    const detail = await http<{ batch: { payments: { refunded: number } } }>(
      app,
      'GET',
      `/api/batch/orders/${captured.id}`,
      signInDemo(app, 'requester').token,
    );
    expect(detail.body.batch.payments.refunded).toBeGreaterThan(0);
    expect(Number(await banner.getAttribute('data-amount'))).toBe(detail.body.batch.payments.refunded);
    expect(await banner.innerText()).toMatch(/\d/);
  });
});
