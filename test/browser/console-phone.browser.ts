import type { Page } from 'playwright-core';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { A11Y_PROMO, CONSOLE_SUITE, prepareConsoleBatches } from './support/console-batches';
import { seriousAxeFaults, sidewaysOverflow, widestElements } from './support/page-audit';
import { openConsole, type ConsolePage } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { driveTo, http, signInDemo, type Driven, type TestApp } from '../support/kit';

// The operator console on a phone and in plain words (issue 33, items 8 and 9): every console page
// fits 390 px (the main ones 360 px) without scrolling sideways; no page in any of the five locales
// shows a raw `{{…}}` or an i18n key; actors are named, times are Hong Kong times with the zone, the
// reassign picker, the promo save notice, the expiry confirmation, translated validation messages
// and the two "Ready for Payment" states told apart. One sign-in per role, reused for every page.
jest.setTimeout(600_000);
const chromiumSetup = chromiumOrSkip();

const LOCALES = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
type Locale = (typeof LOCALES)[number];
const PHONE_390 = { width: 390, height: 844 };
const PHONE_360 = { width: 360, height: 740 };
/** What a translation key looks like when a lookup missed: `admin.batches.fields.total`. */
const I18N_KEY = /^[a-z]+(\.[a-zA-Z_]+){2,}$/;
/** Any element of a console page that shows it has loaded (a list's rows or empty state, a form, a custom page). */
const LIST_READY =
  '.RaList-main table tbody tr, .RaList-main .MuiList-root, .RaEmpty-message, [data-testid="admin-empty"]';

chromiumSetup.describe('operator console on a phone, in plain words', () => {
  const suite = useBrowserSuite(CONSOLE_SUITE);
  let app: TestApp;
  let captured: Driven;
  let modified: Driven;
  let confirmed: Driven;
  let staff390: ConsolePage;
  let auditor: ConsolePage;
  const staffToken = () => signInDemo(app, 'staff').token;

  beforeAll(async () => {
    app = suite.app;
    ({ captured } = await prepareConsoleBatches(app, ['captured']));
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
  async function open(page: Page, route: string, ready: string, settled = true): Promise<void> {
    await page.goto(`${app.baseUrl}/admin/#${route}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    if (settled) await page.waitForLoadState('networkidle');
  }

  /** The visible text's raw leftovers: `{{…}}` placeholders and words that are translation keys. */
  async function rawText(page: Page): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);
    const keys = text
      .split(/\s+/)
      .map((w) => w.replace(/^[("'“]+|[)"'”:,;!?]+$/g, ''))
      .filter((w) => I18N_KEY.test(w));
    return [...(text.includes('{{') ? ['{{'] : []), ...keys];
  }

  async function overflowOf(page: Page, route: string): Promise<string | null> {
    const over = await sidewaysOverflow(page);
    if (over <= 0) return null;
    await page.screenshot({ path: screenshotPath(`console-phone-${page.viewportSize()?.width}-${route}`) });
    return `${route}: ${over}px too wide (${(await widestElements(page)).join(', ')})`;
  }

  it('every console page fits a 390 px phone and shows no raw key in en-hk; the main ones fit 360 px; axe stays clean there', async () => {
    const { page } = staff390;
    const problems: string[] = [];
    const routes = await staffRoutes();
    for (const [route, ready] of routes) {
      await open(page, route, ready);
      const problem = await overflowOf(page, route);
      if (problem) problems.push(problem);
      // The staff pages' en-hk share of the sweep below, read while each page is open here.
      for (const text of await rawText(page)) problems.push(`en-hk ${route}: ${text}`);
    }
    await page.setViewportSize(PHONE_360);
    const main = routes.filter(([r]) => /^\/($|batches|users|check-in|shipments|pickup|promo-codes$)/.test(r));
    for (const [route, ready] of main) {
      await open(page, route, ready);
      const problem = await overflowOf(page, route);
      if (problem) problems.push(`360 ${problem}`);
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
   * and the locale's chunk as the console loads it. So en-hk (the default) reads every page (staff's
   * in the 390 px test above, at the same size), and each other locale reads the dashboard, the paid
   * batch's page and its own quarter of the rest: every page is read in en-hk and in one more locale.
   */
  function localeShare(locale: Locale, routes: Array<[string, string]>): Array<[string, string]> {
    if (locale === 'en-hk') return routes;
    const others = LOCALES.filter((l) => l !== 'en-hk');
    const always = (route: string) => route === '/' || route === `/batches/${captured.id}/show`;
    return routes.filter(([route], n) => always(route) || n % others.length === others.indexOf(locale));
  }

  /**
   * Switches the console's language from its app bar menu as an operator does: the page stays loaded
   * (no new tab, no second sign-in) and the locale's texts are fetched as the console fetches them.
   */
  async function switchLocale(page: Page, locale: Locale): Promise<void> {
    await page.locator('button[aria-controls="simple-menu"]').click();
    // The menu lists the languages in the order of LOCALES (console/admin/src/app/i18n-provider.ts).
    await page.locator('#simple-menu [role="menuitem"]').nth(LOCALES.indexOf(locale)).click();
    await page.locator('#simple-menu [role="menu"]').waitFor({ state: 'hidden' });
    const lang = `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  }

  /** The raw leftovers on each locale's routes, read on one signed-in page; it ends in en-hk again. */
  async function sweep(page: Page, shares: Array<[Locale, Array<[string, string]>]>): Promise<string[]> {
    const raw: string[] = [];
    try {
      for (const [locale, routes] of shares.filter(([, r]) => r.length > 0)) {
        await switchLocale(page, locale);
        for (const [route, ready] of routes) {
          await open(page, route, ready, false);
          for (const text of await rawText(page)) raw.push(`${locale} ${route}: ${text}`);
        }
      }
    } finally {
      await switchLocale(page, 'en-hk');
    }
    return raw;
  }

  it("no console page shows a raw {{placeholder}} or a translation key: the auditor's in en-hk, every page in one more locale", async () => {
    const routes = await staffRoutes();
    const auditorRoutes = routes.filter(([r]) => /^\/(batches\/|users|promo-codes$|privacy|ref-changes)/.test(r));
    // Every page is read in two locales, and every locale reads the dashboard and the batch page.
    const read = LOCALES.flatMap((l) => localeShare(l, routes).map(([r]) => `${l} ${r}`));
    expect(routes.every(([r]) => read.filter((x) => x.endsWith(` ${r}`)).length >= 2)).toBe(true);
    expect(LOCALES.every((l) => read.includes(`${l} /batches/${captured.id}/show`))).toBe(true);
    // Staff and the auditor side by side; staff's pages in en-hk were read by the 390 px test.
    const found = await Promise.all([
      sweep(
        staff390.page,
        LOCALES.map((l) => [l, l === 'en-hk' ? [] : localeShare(l, routes)]),
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

    const [fee] = await app.dataSource.query<Array<{ id: string }>>(`SELECT id FROM fee_rates ORDER BY id LIMIT 1`);
    await open(page, `/ref-fee-rates/${fee.id}`, '[data-testid="ref-save"]');
    await page.locator('input[name="fee_flat_cents"]').fill('-1');
    await page.getByTestId('ref-save').click();
    await page.getByText('Please correct the fields marked in red.').waitFor();
    const form = await page.locator('form').innerText();
    expect(form).toContain('Must be 0 or more');
    expect(form).not.toContain('must not be less than');
    await page.reload();
  });

  it('a saved promo code is announced by name; Expire asks first and only then expires', async () => {
    const { page } = staff390;
    await open(page, '/promo-codes/create', 'input[name="code"]');
    await page.reload();
    await page.locator('input[name="code"]').waitFor();
    await page.locator('input[name="code"]').fill('PHONE-SAVE-1');
    await page.locator('input[name="value"]').fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Promo code PHONE-SAVE-1 created.').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Element created');

    await open(page, '/promo-codes', LIST_READY);
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
