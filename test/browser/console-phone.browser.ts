import type { Page } from 'playwright-core';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { A11Y_PROMO, CONSOLE_SUITE, prepareConsoleBatches } from './support/console-batches';
import {
  KINDS,
  LIST_READY,
  LOCALES,
  dialogProblems,
  kindOf,
  openRoute,
  phoneProblems,
  rawText,
  switchLocale,
  type Locale,
} from './support/console-sweep';
import { seriousAxeFaults } from './support/page-audit';
import { openConsole, type ConsolePage } from './support/sign-in-pages';
import { driveTo, http, signInDemo, type Driven, type TestApp } from '../support/kit';

// The operator console on a phone and in plain words: every console page fits 390 px and 360 px
// without scrolling sideways, with its title and primary buttons on the screen and every list as a
// phone's list (react-admin's SimpleList, not a squeezed table), in each locale, the forms and staff
// dialogs axe-clean on a phone; no page or staff dialog in any of the five locales shows a raw `{{…}}`
// or an i18n key; actors are named, times are Hong Kong times with the zone, the
// reassign picker, the promo save notice, the expiry confirmation, translated validation messages
// and the two "Ready for Payment" states told apart. One sign-in per role, reused for every page.
jest.setTimeout(600_000);
const chromiumSetup = chromiumOrSkip();

const PHONE_390 = { width: 390, height: 844 };
const PHONE_360 = { width: 360, height: 740 };
chromiumSetup.describe('operator console on a phone, in plain words', () => {
  const suite = useBrowserSuite(CONSOLE_SUITE);
  let app: TestApp;
  let captured: Driven;
  let modified: Driven;
  let confirmed: Driven;
  let shipped: Driven;
  let staff390: ConsolePage;
  let auditor: ConsolePage;
  const staffToken = () => signInDemo(app, 'staff').token;

  beforeAll(async () => {
    app = suite.app;
    ({ captured, shipped } = await prepareConsoleBatches(app, ['captured', 'shipped']));
    const parties = {
      requester: signInDemo(app, 'requester'),
      buyer: signInDemo(app, 'buyer'),
      staff: signInDemo(app, 'staff'),
    };
    modified = await driveTo(app, 'modified', parties);
    confirmed = await driveTo(app, 'confirmed', parties);
    [staff390, auditor] = await Promise.all([
      openConsole(suite.browser, app.baseUrl, 's', { viewport: PHONE_390, readyTestId: 'dashboard-group-processing' }),
      openConsole(suite.browser, app.baseUrl, 'x', { readyTestId: 'dashboard-group-processing' }),
    ]);
  });

  /** Every console page staff open (lists, show, edit and create pages, custom pages), with what shows it loaded. */
  async function staffRoutes(): Promise<Array<[route: string, ready: string]>> {
    const [user] = await app.dataSource.query<Array<{ id: string }>>(
      `SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'requester@example.com'`,
    );
    const [fee] = await app.dataSource.query<Array<{ id: string }>>(`SELECT id FROM fee_rates ORDER BY id LIMIT 1`);
    const lists = [
      'batches',
      'users',
      'promo-codes',
      'privacy-requests',
      'robot-failures',
      'outbox-sms',
      'outbox-sms-deliveries',
      'outbox-email',
      'ref-fee-rates',
      'ref-currency-rates',
      'ref-featured-shops',
      'ref-pickup-locations',
      'ref-prohibited-items',
      'ref-changes',
      'payment-alerts',
      'timer-alerts',
    ];
    return [
      ['/', '[data-testid="dashboard-group-processing"]'],
      ...lists.map((l): [string, string] => [`/${l}`, LIST_READY]),
      [`/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'requests' }))}`, LIST_READY],
      [`/batches/${captured.id}/show`, '[data-testid="admin-timeline"] tbody tr'],
      [`/batches/${modified.id}/show`, '[data-testid="admin-batch-status"]'],
      [`/batches/${captured.id}/history`, '[data-testid="history-chain-status"]'],
      [`/users/${user.id}/show`, '[data-testid="user-batches"]'],
      ['/support', '[data-testid="support-rooms"]'],
      ['/check-in', '[data-testid="check-in-search"]'],
      ['/shipments', LIST_READY],
      // The counter's screen: staff hand parcels over on a phone.
      ['/pickup', '[data-testid="pickup-page"]'],
      ['/client-reports', '[data-testid="client-reports-over-time"]'],
      ['/promo-codes/create', 'input[name="code"]'],
      [`/promo-codes/${A11Y_PROMO}`, 'input[name="value"]'],
      [`/ref-fee-rates/${fee.id}`, '[data-testid="ref-save"]'],
      ['/ref-featured-shops/create', '[data-testid="ref-save"]'],
    ];
  }

  /** Opens a console page and waits until it shows `ready`; `settled` also waits for the network to rest. */
  const open = (page: Page, route: string, ready: string, settled = true) =>
    openRoute(page, app.baseUrl, route, ready, settled);

  it('every console page fits a 390 px and a 360 px phone, title and buttons on screen, lists as phone lists, no raw key in en-hk; axe stays clean', async () => {
    const { page } = staff390;
    const problems: string[] = [];
    const routes = await staffRoutes();
    for (const [route, ready] of routes) {
      await open(page, route, ready);
      problems.push(...(await phoneProblems(page, route)));
      // The staff pages' en-hk share of the sweep below, read while each page is open here.
      for (const text of await rawText(page)) problems.push(`en-hk ${route}: ${text}`);
      // The forms are filled in on a phone too: axe at 390 px (every page again at 360 px below).
      if (kindOf(route, ready) === 'form') {
        const faults = await seriousAxeFaults(page);
        if (faults.length) problems.push(`axe 390px ${route}: ${JSON.stringify(faults)}`);
      }
    }
    // At 360 px: every page again, the dashboard and the forms included, with axe.
    await page.setViewportSize(PHONE_360);
    const at360 = routes;
    expect(KINDS.every((k) => at360.some(([r, ready]) => kindOf(r, ready) === k))).toBe(true);
    for (const [route, ready] of at360) {
      await open(page, route, ready);
      problems.push(...(await phoneProblems(page, route)));
      const faults = await seriousAxeFaults(page);
      if (faults.length) problems.push(`axe ${route}: ${JSON.stringify(faults)}`);
    }
    await page.setViewportSize(PHONE_390);
    expect(problems).toEqual([]);
  });

  /**
   * The pages a locale is swept on. Every key the console's code names is proved in all five locales
   * by console/admin/src/app/console-texts.spec.ts (present in the locale itself, no `{{…}}` left with
   * the code's parameters); what only a rendered page shows is the keys built from the server's rows
   * and the locale's chunk as the console loads it. Reading every page in all five locales was
   * measured against the sweep's cost on a 2-core machine under load: the four other locales' 37
   * staff pages took 40 s beside the auditor's (about 1.1 s a page with the phone checks), so their
   * 124 pages would add some 95 s to the file. So the locales rotate: en-hk
   * (the default) reads every page (staff's in the 390 px test above, at the same size), and each
   * other locale reads the paid batch's page, its own quarter of every
   * kind of page and at least one page of each kind (dashboard, list, record, form, custom page):
   * every page is read in two locales or more, every locale reads every kind of page.
   */
  function localeShare(locale: Locale, routes: Array<[string, string]>): Array<[string, string]> {
    if (locale === 'en-hk') return routes;
    const j = LOCALES.filter((l) => l !== 'en-hk').indexOf(locale);
    const share = new Set(routes.filter(([route]) => route === `/batches/${captured.id}/show`));
    for (const kind of KINDS) {
      const same = routes.filter(([r, ready]) => kindOf(r, ready) === kind);
      same.filter((_, n) => n % 4 === j || n === j % same.length).forEach((r) => share.add(r));
    }
    return routes.filter((r) => share.has(r));
  }

  /** The staff dialogs read in every locale, by the batch page that offers them. */
  const dialogs = (): Array<[route: string, openers: string[]]> => [
    [`/batches/${captured.id}/show`, ['admin-action-refund', 'admin-action-internalRemark']],
    [`/batches/${shipped.id}/show`, ['admin-action-updateStatus']],
    [`/batches/${modified.id}/show`, ['admin-action-assign']],
  ];

  /**
   * The raw leftovers on each locale's routes, read on one signed-in page; on a phone also what the
   * phone's operator would miss there in that language (a longer title, wider buttons) and the
   * staff dialogs in every locale (axe on them in en-hk and zh-hk). It ends in en-hk again.
   */
  async function sweep(page: Page, shares: Array<[Locale, Array<[string, string]>]>, phone = false): Promise<string[]> {
    const raw: string[] = [];
    try {
      for (const [locale, routes] of shares.filter(([, r]) => phone || r.length > 0)) {
        await switchLocale(page, locale);
        for (const [route, ready] of routes) {
          await open(page, route, ready, false);
          for (const text of await rawText(page)) raw.push(`${locale} ${route}: ${text}`);
          if (phone) raw.push(...(await phoneProblems(page, route, locale)));
        }
        if (phone)
          raw.push(
            ...(await dialogProblems(page, app.baseUrl, dialogs(), locale, ['en-hk', 'zh-hk'].includes(locale))),
          );
      }
    } finally {
      await switchLocale(page, 'en-hk');
    }
    return raw;
  }

  it("no console page or staff dialog shows a raw {{placeholder}} or a translation key: the auditor's in en-hk, every page in one more locale, every kind of page and every dialog in all five, staff's fitting the phone there", async () => {
    const routes = await staffRoutes();
    const auditorRoutes = routes.filter(([r]) => /^\/(batches\/|users|promo-codes$|privacy|ref-changes)/.test(r));
    // Every page is read in two locales, and every locale reads every kind of page and the batch page.
    const read = LOCALES.flatMap((l) => localeShare(l, routes).map(([r]) => `${l} ${r}`));
    expect(routes.every(([r]) => read.filter((x) => x.endsWith(` ${r}`)).length >= 2)).toBe(true);
    expect(LOCALES.every((l) => read.includes(`${l} /batches/${captured.id}/show`))).toBe(true);
    const kindsRead = (l: Locale) => new Set(localeShare(l, routes).map(([r, ready]) => kindOf(r, ready)));
    expect(LOCALES.map((l) => [l, kindsRead(l).size])).toEqual(LOCALES.map((l) => [l, KINDS.length]));
    // Staff and the auditor side by side; staff's pages in en-hk were read by the 390 px test.
    const found = await Promise.all([
      sweep(
        staff390.page,
        LOCALES.map((l) => [l, l === 'en-hk' ? [] : localeShare(l, routes)]),
        true,
      ),
      sweep(
        auditor.page,
        LOCALES.map((l) => [l, localeShare(l, auditorRoutes)]),
      ),
    ]);
    expect(found.flat()).toEqual([]);
  });

  it('the timeline names its actors and gives Hong Kong times with the zone; places and pickup points by name', async () => {
    const { page } = auditor;
    await open(page, `/batches/${captured.id}/show`, '[data-testid="admin-timeline"] tbody tr');
    const requester = signInDemo(app, 'requester');
    const timeline = page.getByTestId('admin-timeline');
    const [first] = (await http(app, 'GET', `/api/admin/batches/${captured.id}/audit`, staffToken())).body
      .results as Array<{
      at: string;
      actor_id: string;
    }>;
    expect(first.actor_id).toBe(requester.id);
    const [name] = await app.dataSource.query<Array<{ first_name: string }>>(
      `SELECT u.first_name FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
      [requester.id],
    );
    const firstRow = timeline.locator('tbody tr').first();
    await firstRow.filter({ hasText: name.first_name }).waitFor();
    expect(await timeline.innerText()).not.toContain(requester.id);
    const hk = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Hong_Kong',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(first.at));
    const at = await firstRow.locator('td').last().innerText();
    expect(at).toMatch(/HKT$/);
    expect(at).toContain(hk);
    // The pickup point's name (the reference data) and the warehouse's country name, not `bns-hq` and `us`.
    const [pickup] = await app.dataSource.query<Array<{ name: string }>>(
      `SELECT name FROM pickup_locations WHERE id = 'bns-hq'`,
    );
    expect(await page.getByTestId('admin-batch-pickup').innerText()).toContain(pickup.name);
    expect(await page.getByTestId('admin-batch-warehouse').innerText()).toBe('United States');
    // The history page too: actor names and HK times.
    await open(page, `/batches/${captured.id}/history`, '[data-testid="history-events"]');
    const history = await page.getByTestId('history-events').innerText();
    expect(history).not.toContain(requester.id);
    expect(history).toContain('HKT');
  });

  it('the two "Ready for Payment" states have distinct labels in the list and on the batch page', async () => {
    const { page } = auditor;
    const labels: string[] = [];
    for (const batch of [modified, confirmed]) {
      await open(page, `/batches/${batch.id}/show`, '[data-testid="admin-batch-status"]');
      labels.push(await page.getByTestId('admin-batch-status').innerText());
    }
    expect(labels[0]).not.toBe(labels[1]);
    expect(labels.every((l) => l.startsWith('Ready for Payment'))).toBe(true);
    // The requests list, its status filter shown: each row's status cell says what the batch page says.
    const filter = encodeURIComponent(JSON.stringify({ kind: 'requests' }));
    const shown = encodeURIComponent(JSON.stringify({ status: true }));
    await open(page, `/batches?filter=${filter}&displayedFilters=${shown}`, LIST_READY);
    const cells = [modified, confirmed].map((b) => page.getByTestId(`admin-batch-status-${b.batchNumber}`));
    expect(await Promise.all(cells.map((c) => c.innerText()))).toEqual(labels);
    // The status filter offers every status once, no two under the same label, both of these among them.
    await page.locator('[data-source="status"] [role="combobox"]').click();
    const options = (await page.locator('[role="listbox"] [role="option"]').allInnerTexts())
      .map((o) => o.trim())
      .filter((o) => o !== '');
    expect(options.length).toBeGreaterThan(20);
    expect(options.filter((o, n) => options.indexOf(o) !== n)).toEqual([]);
    expect(labels.every((l) => options.includes(l))).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('reassign says "No buyer matches" for a search with no buyer; a refused fee is explained in words', async () => {
    const { page } = staff390;
    await open(page, `/batches/${modified.id}/show`, '[data-testid="admin-staff-actions"]');
    await page.getByTestId('admin-action-assign').click();
    await page.getByTestId('admin-action-field-buyer_id').fill('zz-nobody-by-this-name');
    const empty = page.locator('.MuiAutocomplete-noOptions');
    await empty.waitFor();
    expect(await empty.innerText()).toBe('No buyer matches');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const [fee] = await app.dataSource.query<Array<{ id: string; fee_flat_cents: number; price_type: string }>>(
      `SELECT id, fee_flat_cents, price_type FROM fee_rates ORDER BY id LIMIT 1`,
    );
    await open(page, `/ref-fee-rates/${fee.id}`, '[data-testid="ref-save"]');
    // The fee is shown and typed in its currency's units (US$), not cents.
    const flat = page.locator('input[name="fee_flat_cents"]');
    expect(fee.price_type).toBe('USD');
    expect(await flat.inputValue()).toBe((fee.fee_flat_cents / 100).toFixed(2));
    await flat.fill('-1');
    await page.getByTestId('ref-save').click();
    await page.getByText('Please correct the fields marked in red.').waitFor();
    const form = await page.locator('form').innerText();
    expect(form).toContain('Must be 0 or more');
    expect(form).not.toContain('must not be less than');
    // The server's bound (100000000 cents) is said in dollars, as typed. (Enter saves: on a phone the
    // notice of the refusal before covers the Save button.)
    await flat.fill('1000000.01');
    await flat.press('Enter');
    await page.getByText('Must be 1000000 or less').waitFor();
    // More decimals than cents: refused under the field before anything is sent.
    await flat.fill('1.234');
    await flat.press('Enter');
    await page.getByText('At most 2 decimal places').waitFor();
    await page.reload();
    const [unchanged] = await app.dataSource.query<Array<{ fee_flat_cents: number }>>(
      `SELECT fee_flat_cents FROM fee_rates WHERE id = $1`,
      [fee.id],
    );
    expect(unchanged.fee_flat_cents).toBe(fee.fee_flat_cents);
  });

  it('a rate per US dollar is listed and typed as the rate (7.80), kept in micro-units', async () => {
    const { page } = staff390;
    await open(page, '/ref-currency-rates', LIST_READY);
    const rates = await page.getByTestId('ref-currency-rates-list').innerText();
    expect(rates).toContain('7.80 HKD');
    expect(rates).not.toContain('7800000');
    await open(page, '/ref-currency-rates/HKD', '[data-testid="ref-save"]');
    expect(await page.locator('input[name="rate_micro"]').inputValue()).toBe('7.80');
  });

  it('a saved promo code is announced by name; Expire asks first and only then expires', async () => {
    const { page } = staff390;
    await open(page, '/promo-codes/create', 'input[name="code"]');
    await page.reload();
    await page.locator('input[name="code"]').waitFor();
    await page.locator('input[name="code"]').fill('PHONE-SAVE-1');
    // HK$12.50 off orders from HK$100: typed in dollars, stored in cents.
    await page.locator('input[name="value"]').fill('12.50');
    await page.locator('input[name="min_order_total"]').fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Promo code PHONE-SAVE-1 created.').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Element created');
    const saved = await http(app, 'GET', '/api/admin/promo-codes', staffToken());
    expect(
      (saved.body.results as Array<{ code: string; value: number; min_order_total: number }>).find(
        (r) => r.code === 'PHONE-SAVE-1',
      ),
    ).toMatchObject({ value: 1250, min_order_total: 10000 });

    await open(page, '/promo-codes', LIST_READY);
    expect(await page.getByTestId('promo-list').innerText()).toContain('PHONE-SAVE-1 · 12.50 HKD');
    await page.getByTestId('promo-expire-PHONE-SAVE-1').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Expire PHONE-SAVE-1 now?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const validUntil = async () => {
      const codes = await http(app, 'GET', '/api/admin/promo-codes', staffToken());
      return (codes.body.results as Array<{ code: string; valid_until: string | null }>).find(
        (r) => r.code === 'PHONE-SAVE-1',
      )?.valid_until;
    };
    expect(await validUntil()).toBeNull();
    await page.getByTestId('promo-expire-PHONE-SAVE-1').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Expire' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await validUntil()).not.toBeNull();
  });
});
