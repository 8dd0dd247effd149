import { BUYER, REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { insideWidth, reachPastBox, seriousAxeFaults, sidewaysOverflow, widestElements } from './support/page-audit';
import { ALL_LOCALES, SIGNED_IN_ROUTES, localeText, phoneMisfits, sweepRoutes } from './support/customer-audit';
import { settledRead, waitForText } from './support/page-helpers';
import { navigate, sharedSignIns } from './support/shared-sign-ins';
import { screenshotPath } from './support/web-build';
import {
  batchActions,
  call,
  driveTo,
  png,
  requestBodyFor,
  signInDemo,
  type Driven,
  type TestApp,
} from '../support/kit';

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

/** The phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1360, height: 1000 };

/*
 * Hand-computed (demo fee table us→hk: US$5.00 + US$4.50 per lb, 3.00 lb per item; 12% service fee,
 * at least US$10; US$1 = HK$7.80). Ceramic vase US$40 (+US$1 by the buyer's modify) and linen scarf
 * US$15: international 5.00 + 4.50 × 6 = 32.00, service fee 12% of 56.00 = 6.72 → the US$10 floor;
 * total US$98.00 = HK$764.40.
 */
const LISTED_TOTAL_HKD = 76440;
const LISTED_TOTAL_TEXT = 'HK$764.40';

chromiumSetup.describe('customer app: lists people can scan and item-level truth (Chromium, phone and desktop)', () => {
  // The language menu and the other locales need Hong Kong English not forced (the spec's default).
  const suite = useBrowserSuite({
    env: { DEV_SIGN_IN: 'true', FORCE_HONG_KONG_ENGLISH: 'false' },
    demoBuyerEligible: true,
  });
  const { api, waitForDetail } = suite.scenario;
  // One signed-in page per account for the file: each test brings it where a fresh sign-in and a link would.
  const { get: signIn } = sharedSignIns(suite);
  let app: TestApp;
  let listed: Driven;

  beforeAll(async () => {
    ({ app } = suite);
    const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
    // The first item has a picture uploaded through POST /api/upload/ (a real PNG, stored as a JPEG).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(120, 90, { text: 'vase' }))], { type: 'image/png' }), 'vase.png');
    const uploaded = await call<{ id: string }>(app, 'POST', '/api/upload/', { token: parties.requester.token, form });
    expect(uploaded.status).toBe(201);
    const items = [
      { name: 'Ceramic vase', price: 4000 },
      { name: 'Linen scarf', price: 1500 },
    ];
    const body = requestBodyFor(items) as { items: Array<Record<string, unknown>> };
    body.items[0].image_id = uploaded.body.id;
    listed = await driveTo(app, 'payment_authorized', parties, { items, request: { items: body.items } });
  });

  it('dashboard rows (requester and buyer, desktop) show the first item picture and name, the item count, the HKD total and the status; filters say what they filter', async () => {
    for (const who of [REQUESTER, BUYER]) {
      const { page, errors } = await signIn(who.email);
      await page.getByTestId('list-kind-orders').click();
      const row = page.locator(`[data-testid="batch-row"][data-batch-number="${listed.batchNumber}"]`);
      await row.waitFor({ timeout: 60_000 });
      expect(await row.getByTestId('batch-row-name').innerText()).toBe('Ceramic vase');
      expect(await row.getByTestId('batch-row-count').innerText()).toBe('2 items');
      expect(await row.getByTestId('batch-row-total').getAttribute('data-amount')).toBe(String(LISTED_TOTAL_HKD));
      expect(await row.getByTestId('batch-row-total').innerText()).toBe(LISTED_TOTAL_TEXT);
      expect(await row.getByTestId('batch-row-status').innerText()).toBe('Paid');
      // The picture is the stored one, and it loaded.
      const thumbnail = row.getByTestId('batch-row-thumbnail');
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/uploads\/items\/[0-9a-f-]+\.jpg$/);
      await page.waitForFunction((n) => {
        const img = document.querySelector<HTMLImageElement>(
          `[data-batch-number="${n}"] [data-testid="batch-row-thumbnail"]`,
        );
        return (img?.naturalWidth ?? 0) > 0;
      }, listed.batchNumber);
      // The filters are named by what they filter, not "Tab" and "Group".
      for (const [name, count] of [
        ['Status', 1],
        ['Stage', 1],
        ['Tab', 0],
        ['Group', 0],
      ] as const)
        expect([name, await page.getByRole('combobox', { name, exact: true }).count()]).toEqual([name, count]);
      // The search says what it finds, and finds an order by its item's name.
      const search = async (term: string) => {
        await page.getByRole('textbox', { name: 'Search by item or order ID', exact: true }).fill(term);
        await page.getByTestId('list-search-submit').click();
      };
      await search('wool blanket');
      await page.getByTestId('batch-list-none').waitFor();
      await search('ceramic VASE');
      await row.waitFor();
      expect(await seriousAxeFaults(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`lists-desktop-${who.key}`), fullPage: true });
      await search('');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    }
  });

  it('at 390 px the dashboard lists cards (requester and buyer): picture, name, count, HKD total, status, Chat and Details on screen, no sideways scroll', async () => {
    for (const who of [REQUESTER, BUYER]) {
      const { page } = await signIn(who.email);
      await page.setViewportSize(PHONE);
      await page.getByTestId('list-kind-orders').click();
      const row = page.locator(`[data-testid="batch-row"][data-batch-number="${listed.batchNumber}"]`);
      await row.waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('batch-list').getAttribute('data-layout')).toBe('cards');
      expect([
        await row.getByTestId('batch-row-name').innerText(),
        await row.getByTestId('batch-row-count').innerText(),
        await row.getByTestId('batch-row-total').innerText(),
        await row.getByTestId('batch-row-status').innerText(),
      ]).toEqual(['Ceramic vase', '2 items', LISTED_TOTAL_TEXT, 'Paid']);
      await page.waitForFunction(
        (n) =>
          (document.querySelector<HTMLImageElement>(`[data-batch-number="${n}"] [data-testid="batch-row-thumbnail"]`)
            ?.naturalWidth ?? 0) > 0,
        listed.batchNumber,
      );
      const overflow = await sidewaysOverflow(page);
      expect({ overflow, widest: overflow > 0 ? await widestElements(page) : [] }).toEqual({ overflow: 0, widest: [] });
      expect([
        await insideWidth(row.getByTestId('batch-row-chat'), PHONE.width),
        await insideWidth(row.getByTestId('batch-row-view'), PHONE.width),
      ]).toEqual([true, true]);
      expect(await seriousAxeFaults(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`lists-phone-${who.key}`), fullPage: true });
    }
    // Details opens the order from the card.
    const { page } = await signIn(REQUESTER.email);
    await page.setViewportSize(PHONE);
    await page.getByTestId('list-kind-orders').click();
    await page.locator(`[data-batch-number="${listed.batchNumber}"] [data-testid="batch-row-view"]`).click();
    await page.getByTestId('page-batch-detail').waitFor();
    await page.setViewportSize(DESKTOP);
  });

  it('between a phone and a wide screen (tablets, a phone on its side) each row is whole on screen: the list never scrolls sideways', async () => {
    const { page } = await signIn(BUYER.email);
    await page.getByTestId('list-kind-orders').click();
    const row = page.locator(`[data-testid="batch-row"][data-batch-number="${listed.batchNumber}"]`);
    await row.waitFor({ timeout: 60_000 });
    const widths = [700, 844, 1024, 1280];
    const seen: Array<[number, boolean, boolean, number, number]> = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await row.getByTestId('batch-row-view').waitFor();
      // How far the list (a table scrolls inside its box) reaches past the room it has, once the
      // layout has followed the new width (media queries apply a render later).
      const hidden = await settledRead(page, () => reachPastBox(page, 'batch-list'));
      seen.push([
        width,
        await insideWidth(row.getByTestId('batch-row-chat'), width),
        await insideWidth(row.getByTestId('batch-row-view'), width),
        hidden,
        await sidewaysOverflow(page),
      ]);
    }
    expect(seen).toEqual(widths.map((w) => [w, true, true, 0, 0]));
    await page.setViewportSize(DESKTOP);
  });

  it('each item shows its own state, and a one-item refund of a two-item order reads "1 of 2 items refunded"; the buyer reads the refund as the requester\'s', async () => {
    const order = await driveTo(app, 'payment_authorized', {
      requester: signInDemo(app, 'requester'),
      buyer: signInDemo(app, 'buyer'),
    });
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/orders/${order.id}` });
    // Paid and not yet bought: "Paid, to be bought", not "Requested".
    await waitForText(requester.page, 'item-state-0', 'Paid, to be bought');
    expect(await requester.page.getByTestId('item-state-1').innerText()).toBe('Paid, to be bought');

    // Both bought and captured through the API; the page follows live.
    const purchase = await api('POST', `/api/batch/orders/purchase/${order.id}/items`, BUYER.accountId, 'b', {
      items: order.itemIds.map((id, i) => ({ id, purchase_site_order_id: `SHOP-${i + 1}-0002` })),
    });
    expect(purchase.status).toBe(200);
    expect((await api('POST', `/api/batch/orders/complete/${order.id}/items`, BUYER.accountId, 'b', {})).status).toBe(
      200,
    );
    await waitForDetail(order.id, REQUESTER.accountId, 'r', (d) => d.batch.payments.captured > 0);
    await waitForText(requester.page, 'item-state-0', 'Purchased');

    // The buyer refunds the second item: the dialog speaks of the requester's card, not "your card".
    const buyer = await signIn(BUYER.email, { path: `/dashboard/orders/${order.id}` });
    await buyer.page.getByTestId('action-refund').click();
    await buyer.page.getByTestId('refund-item-1').check();
    await buyer.page.getByTestId('refund-estimate').click();
    const toRequester = buyer.page.getByTestId('refund-estimate-details-to-requester');
    await toRequester.waitFor({ timeout: 60_000 });
    const total = (await buyer.page.getByTestId('refund-estimate-details-local_refund_total').innerText()).trim();
    expect(await toRequester.innerText()).toBe(`The requester will be refunded ${total} to their card.`);
    expect(await buyer.page.getByTestId('refund-dialog').innerText()).not.toMatch(/your card/i);
    await buyer.page.getByTestId('refund-reason').click();
    await buyer.page.getByTestId('refund-reason-option').nth(0).click();
    await buyer.page.getByTestId('refund-save').click();
    await buyer.page.getByTestId('refund-confirm-text').fill(order.batchNumber);
    await buyer.page.getByTestId('refund-complete').click();

    // Live on the requester's page: the headline counts the items, each item says where it stands.
    await waitForText(requester.page, 'batch-status', '1 of 2 items refunded');
    expect(await requester.page.getByTestId('item-state-0').innerText()).toBe('Purchased');
    expect(await requester.page.getByTestId('item-state-1').innerText()).toBe('Refunded');
    expect(await requester.page.getByTestId('order-item-1-state').innerText()).toBe('Refunded');
    expect(await seriousAxeFaults(requester.page)).toEqual([]);
    await requester.page.screenshot({ path: screenshotPath('order-partial-refund'), fullPage: true });
    const itemStates = ['batch-status', 'item-state-0', 'item-state-1', 'order-item-1-state']; // on a phone too
    expect(await phoneMisfits(requester.page, itemStates, DESKTOP)).toEqual([]);
    // The buyer's page says whose card it went to.
    await buyer.page.reload();
    await waitForText(buyer.page, 'batch-status', '1 of 2 items refunded');
    expect(await buyer.page.getByTestId('refunded-banner').innerText()).toMatch(
      /^The requester was refunded HK\$[\d,.]+ to their card\.$/,
    );
    expect(await phoneMisfits(buyer.page, ['batch-status', 'refunded-banner'], DESKTOP)).toEqual([]);
    // The kept item is sent: it says "In delivery", and the headline still counts the refunded one.
    const [kept] = order.itemIds;
    await batchActions.sendTracking(app, order.id, signInDemo(app, 'buyer').token, [
      { id: kept, trackingNumber: `TN${order.id.slice(0, 8).toUpperCase()}-1` },
    ]);
    await waitForText(requester.page, 'batch-status', 'Item Sent · 1 of 2 items refunded');
    expect(await requester.page.getByTestId('item-state-0').innerText()).toBe('In delivery');
    expect(await requester.page.getByTestId('item-state-1').innerText()).toBe('Refunded');
    // The dashboard's row counts the refunded item too, rather than "Refunded".
    await navigate(requester.page, '/dashboard');
    await requester.page.getByTestId('list-kind-orders').click();
    const rowStatus = requester.page.locator(
      `[data-testid="batch-row"][data-batch-number="${order.batchNumber}"] [data-testid="batch-row-status"]`,
    );
    await rowStatus.waitFor({ timeout: 60_000 });
    expect(await rowStatus.innerText()).toBe('Item Sent · 1 of 2 items refunded');
  });

  it('an order page opened directly (reload, new tab, a phone) is titled from its route in every locale; no page of the requester shows a raw {{placeholder}} or key', async () => {
    const { page, context } = await signIn(REQUESTER.email);
    // The stored language is the shared page's: put back after the check.
    const stored = await page.evaluate(() => window.localStorage.getItem('hkc.locale'));
    const leftovers: string[] = [];
    for (const locale of ALL_LOCALES) {
      await page.evaluate((value) => window.localStorage.setItem('hkc.locale', value), locale);
      const tab = await context.newPage();
      await tab.goto(`${app.baseUrl}/dashboard/orders/${listed.id}`);
      await tab.getByTestId('page-batch-detail').waitFor({ timeout: 60_000 });
      const expected = `${localeText(locale, 'batch', 'detail.pageTitle')} | ${localeText(locale, 'common', 'appName')}`;
      const titled = async () => {
        await tab.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 }).catch(() => {});
        return [locale, await tab.title()];
      };
      expect(await titled()).toEqual([locale, expected]);
      // Reloaded (on a phone), the same (the texts of the page's locale come again after the first paint).
      if (locale === 'zh-hk') {
        await tab.setViewportSize(PHONE);
        await tab.reload();
        await tab.getByTestId('page-batch-detail').waitFor({ timeout: 60_000 });
        expect(await titled()).toEqual([locale, expected]);
      }
      leftovers.push(...(await sweepRoutes(tab, [['', 'page-batch-detail'], ...SIGNED_IN_ROUTES], locale)));
      await tab.close();
    }
    expect(leftovers).toEqual([]);
    await page.evaluate(
      (value) =>
        value === null
          ? window.localStorage.removeItem('hkc.locale')
          : window.localStorage.setItem('hkc.locale', value),
      stored,
    );
  });

  it('the language menu offers a Hong Kong requester the Hong Kong locales only (no Macau Chinese)', async () => {
    const { page } = await signIn(REQUESTER.email);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en-hk').waitFor();
    const offered = await page
      .locator('[data-testid^="language-"][role="menuitem"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')));
    expect(offered).toEqual(['language-en-hk', 'language-zh-hk']);
    // Closed again, as the shared page serves the next test.
    await page.keyboard.press('Escape');
    await page.getByTestId('language-en-hk').waitFor({ state: 'detached' });
    // Opened on a 360 px phone (the header's icon button), the same two, whole on screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh-hk').waitFor();
    expect(await page.locator('[data-testid^="language-"][role="menuitem"]').count()).toBe(2);
    expect(await phoneMisfits(page, offered as string[], DESKTOP)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('language-en-hk').waitFor({ state: 'detached' });
  });

  it('a requester session stored before it carried the country learns it on load: still no Macau Chinese', async () => {
    const { page } = await signIn(REQUESTER.email);
    const storedCountry = () =>
      page.evaluate(
        () => (JSON.parse(window.localStorage.getItem('hkc.session') ?? '{}') as { country?: string }).country,
      );
    // The sign-in answer carries the country: the session holds its two-letter code.
    expect(await storedCountry()).toBe('hk');
    // As an older app stored it: no country (or the numeric id). Reloaded, the app asks the profile.
    await page.evaluate(() => {
      const session = JSON.parse(window.localStorage.getItem('hkc.session') ?? '{}') as Record<string, unknown>;
      delete session.country;
      window.localStorage.setItem('hkc.session', JSON.stringify(session));
    });
    await page.reload();
    await page.getByTestId('page-dashboard').waitFor();
    await page.waitForFunction(
      () => (JSON.parse(window.localStorage.getItem('hkc.session') ?? '{}') as { country?: string }).country === 'hk',
      undefined,
      { timeout: 10_000 },
    );
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en-hk').waitFor();
    expect(await page.getByTestId('language-zh-mo').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('language-en-hk').waitFor({ state: 'detached' });
  });

  it('on a 390 px phone the request form shows the estimate above Submit, and an uploaded image as a preview', async () => {
    const { page } = await signIn(REQUESTER.email);
    await page.setViewportSize(PHONE);
    await page.getByTestId('new-request').click();
    await page.getByTestId('page-batchRequest').waitFor();
    await page.getByTestId('item-0-name').fill('Ceramic vase');
    await page.getByTestId('item-0-price').fill('40');
    await page.getByTestId('estimate-total').waitFor();
    const estimate = await page.getByTestId('fee-estimate').boundingBox();
    const submit = await page.getByTestId('submit-request').boundingBox();
    expect(estimate!.y + estimate!.height).toBeLessThanOrEqual(submit!.y);

    await page.getByTestId('item-0-image').setInputFiles({
      name: 'vase.png',
      mimeType: 'image/png',
      buffer: png(80, 60, { text: 'preview' }),
    });
    const preview = page.getByTestId('item-0-image-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/uploads\/items\/[0-9a-f-]+\.jpg$/);
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('[data-testid="item-0-image-preview"]')?.naturalWidth ?? 0) > 0,
    );
    expect(await page.getByTestId('item-0-image-name').innerText()).toBe('vase.png');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeFaults(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('request-form-phone'), fullPage: true });
    await page.setViewportSize(DESKTOP);
  });

  it('a receipt the buyer picks shows as a preview before it is sent (a PDF is refused with the rule), then as a picture on both sides', async () => {
    const buyer = await signIn(BUYER.email, { path: `/dashboard/orders/${listed.id}` });
    await buyer.page.getByTestId('action-upload-proof').click();
    const file = buyer.page.getByTestId('proof-file');
    // The server stores receipts as images only: a PDF is refused here, with the rule, before anything is sent.
    await file.setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await waitForText(buyer.page, 'proof-file-error', localeText('en-hk', 'order.proofs', 'proof.imageInvalid'));
    expect(await buyer.page.getByTestId('proof-dialog-submit').isDisabled()).toBe(true);
    await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(90, 120, { text: 'receipt' }) });
    const preview = buyer.page.getByTestId('proof-file-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    const loaded = (testId: string) =>
      (document.querySelector<HTMLImageElement>(`[data-testid="${testId}"]`)?.naturalWidth ?? 0) > 0;
    await buyer.page.waitForFunction(loaded, 'proof-file-preview');
    expect(await buyer.page.getByTestId('proof-file-name').innerText()).toBe('receipt.png');
    expect(await buyer.page.getByTestId('proof-file-error').count()).toBe(0);
    await buyer.page.getByTestId('proof-receipt_amount').fill('55.00');
    await buyer.page.getByTestId('proof-shop_name').fill('Ceramics Corner');
    expect(await seriousAxeFaults(buyer.page)).toEqual([]);
    await buyer.page.screenshot({ path: screenshotPath('receipt-preview'), fullPage: true });
    await buyer.page.getByTestId('proof-dialog-submit').click();
    // The dialog closes once the server has stored the receipt.
    await buyer.page.getByTestId('proof-dialog').waitFor({ state: 'detached', timeout: 60_000 });
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/orders/${listed.id}` });
    for (const side of [buyer, requester]) {
      const thumbnail = side.page
        .getByTestId('proof-row')
        .filter({ hasText: 'Ceramics Corner' })
        .getByTestId('proof-thumbnail');
      await thumbnail.waitFor({ timeout: 60_000 });
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/uploads\/proofs\/[0-9a-f-]+\.jpg$/);
      await side.page.waitForFunction(loaded, 'proof-thumbnail');
    }
  });
});
