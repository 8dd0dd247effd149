import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { chromiumOrSkip } from './support/chromium';
import { screenshotPath } from './support/web-build';
import { openConsole } from './support/sign-in-pages';
import { useBrowserSuite } from './support/browser-suite';
import { eventsUpTo, givenBatch, http, type TestApp } from '../support/kit';
import { waitForAttr, waitForText } from './support/page-helpers';

jest.setTimeout(150_000);
const chromiumSetup = chromiumOrSkip();

const REQUESTER = '00000000-0000-4000-8000-000000000201';
const BUYER = '00000000-0000-4000-8000-000000000202';
const STAFF = '00000000-0000-4000-8000-000000000203';

chromiumSetup.describe('operator console (/admin) in Chromium', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  let app: TestApp;
  let browser: Browser;
  let store: PostgresEventStore;
  let batchId: string;
  let batchNumber: string;
  /** When the given events happened (their `metadata.at`). */
  let at: string;

  beforeAll(async () => {
    ({ app, browser } = suite);
    store = new PostgresEventStore(app.databaseUrl);
    // A request the buyer priced: five events, new → requested → assigned → accepted → requested_payment.
    at = new Date().toISOString();
    const given = await givenBatch(store, 'accepted', { requesterId: REQUESTER, buyerId: BUYER, at });
    batchId = given.batchId;
    batchNumber = given.batchNumber;
    const paymentRequested = eventsUpTo('all_payment_canceled', {
      requesterId: REQUESTER,
      buyerId: BUYER,
      batchNumber,
      at,
    })[4];
    await store.append(
      `batch-${batchId}`,
      [
        {
          eventId: randomUUID(),
          type: paymentRequested.type,
          data: paymentRequested.data,
          metadata: { at, actor: { id: BUYER, role: 'buyer' }, commandType: 'ModifyItems' },
        },
      ],
      {
        expectedRevision: 3,
      },
    );
    const staffToken = app.tokenFor({ id: STAFF, accountType: 's' });
    const created = await fetch(`${app.baseUrl}/api/admin/promo-codes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'ADMIN-TEST', kind: 'amount', value: 5000 }),
    });
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await store?.close();
  });

  const signedIn = (kind: 's' | 'x') => openConsole(browser, app.baseUrl, kind);

  it('staff finds the batch, opens it and adds an internal remark (the staff-only set-up of the history below)', async () => {
    const { page, errors } = await signedIn('s');
    // The dashboard is the landing page: a bar per status group.
    await page.getByTestId('dashboard-group-processing').waitFor();
    await page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'requests', search: batchNumber }))}`,
    );
    await page.getByTestId(`admin-batch-status-${batchNumber}`).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId(`admin-batch-status-${batchNumber}`).textContent()).toBe('Payment Requested');
    await page.getByText(batchNumber).click();
    await waitForText(page, 'admin-batch-number', batchNumber);
    // A staff action the machine allows here, pessimistic: the notice comes after the server's answer.
    await page.getByTestId('admin-action-internalRemark').click();
    // A refused remark says which field and what it needs, in words (the server's rule: 2000 characters at most).
    await page.getByTestId('admin-action-field-buyer_remark').fill('x'.repeat(2001));
    await page.getByTestId('admin-action-confirm').click();
    await page.getByText('Internal remark: At most 2000 characters').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Wrong Input|must be shorter than/);
    await page.getByTestId('admin-action-field-buyer_remark').fill('Checked by operations');
    await page.getByTestId('admin-action-confirm').click();
    await page.getByText('Internal remark saved.').waitFor();
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it("an auditor opens a batch's history, steps back to an earlier event and sees the earlier status and fees; a change shows live", async () => {
    const { page, errors } = await signedIn('x');
    // Any look-up of an account by id: the batch page and the history name their actors from their own answers.
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/users\/[0-9a-f-]{36}/.test(r.url())) lookups.push(r.url());
    });
    await page.goto(`${app.baseUrl}/admin/#/batches/${batchId}/show`);
    await waitForText(page, 'admin-batch-number', batchNumber);
    await page.getByTestId('admin-open-history').click();
    await waitForAttr(page, 'history-chain-status', 'data-ok', 'true');
    await waitForText(page, 'history-point-status-name', 'requested_payment');
    await waitForAttr(page, 'history-server-match', 'data-match', 'true');

    // Each event in words, by the person who acted (by name, not id), at its Hong Kong time with the zone.
    const hk = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Hong_Kong',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(at));
    const pricedRow = await page.getByTestId('history-event-4').innerText();
    expect(pricedRow).toContain('Payment requested');
    expect(pricedRow).toContain('Buyer Ben Miller');
    expect(pricedRow).toContain(`${hk} HKT`);
    expect(pricedRow).not.toMatch(/PaymentRequested|ModifyItems|00000000-/);
    expect(await page.getByTestId('history-event-5').innerText()).toContain('Internal remark added');
    expect(await page.getByTestId('history-event-5').innerText()).toContain('Staff Sam Wong');
    expect(lookups).toEqual([]);

    await page.getByTestId('history-event-5').waitFor();
    // Each event's data, expandable per row: the staff's remark (event 5) and the fees the buyer set (event 4).
    expect(await page.getByTestId('history-event-data-5').count()).toBe(0);
    await page.getByTestId('history-event-data-toggle-5').click();
    expect(JSON.parse((await page.getByTestId('history-event-data-5').textContent()) ?? '')).toEqual({
      remark: 'Checked by operations',
    });
    await page.getByTestId('history-event-data-toggle-4').click();
    const priced = JSON.parse((await page.getByTestId('history-event-data-4').textContent()) ?? '') as {
      fees?: { total?: number; currency?: string };
    };
    expect([priced.fees?.total, priced.fees?.currency]).toEqual([14440, 'USD']);
    await page.getByTestId('history-event-data-toggle-5').click();
    await page.getByTestId('history-event-data-5').waitFor({ state: 'detached' });

    // The slider, by keyboard: four steps back from event 5 (BuyerRemarkAdded) is event 1 (RequestSubmitted) → "requested".
    await page.getByTestId('history-slider').locator('input').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await waitForText(page, 'history-point-status-name', 'requested');
    await waitForAttr(page, 'history-server-match', 'data-match', 'true');
    expect(await page.getByTestId('history-point-fees-total').textContent()).toBe('—');
    // The step list: event 4 shows the fees the buyer set.
    await page.getByTestId('history-event-4').click();
    await waitForText(page, 'history-point-status-name', 'requested_payment');
    await waitForText(page, 'history-point-fees-total', '144.40 USD');
    await waitForAttr(page, 'history-server-match', 'data-match', 'true');
    await page.screenshot({ path: screenshotPath('admin-history'), fullPage: true });

    // Live: a change made by someone else (the buyer, through the API and so the batch writer, whose
    // commit pushes batch:changed) appears in the open history without a reload.
    const remarked = await http(
      app,
      'PUT',
      `/api/batch/requests/add/${batchId}/buyer/remark`,
      app.tokenFor({ id: BUYER, accountType: 'b' }),
      { buyer_remark: 'Seller confirmed stock' },
    );
    expect(remarked.status).toBe(200);
    await page.getByTestId('history-event-6').waitFor({ timeout: 60_000 });
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('an altered event in the database is flagged by the chain check', async () => {
    await app.dataSource.query(
      `UPDATE es_events SET data = jsonb_set(data, '{fees,total}', '1') WHERE stream_id = $1 AND stream_revision = 4`,
      [`batch-${batchId}`],
    );
    const { page } = await signedIn('x');
    await page.goto(`${app.baseUrl}/admin/#/batches/${batchId}/history`);
    await waitForAttr(page, 'history-chain-status', 'data-ok', 'false');
    expect(await page.getByTestId('history-chain-status').textContent()).toContain('event 4');
  });

  it('an auditor sees no write buttons where staff does', async () => {
    const staff = await signedIn('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/promo-codes`);
    await staff.page.getByTestId('promo-expire-ADMIN-TEST').waitFor();
    expect(await staff.page.locator('a[href$="/promo-codes/create"]').count()).toBe(1);
    // The edit form saves but offers no delete (codes are expired, never deleted).
    await staff.page.goto(`${app.baseUrl}/admin/#/promo-codes/ADMIN-TEST`);
    await staff.page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await staff.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    const auditor = await signedIn('x');
    await auditor.page.goto(`${app.baseUrl}/admin/#/promo-codes`);
    await auditor.page.getByText('ADMIN-TEST').waitFor();
    expect(await auditor.page.getByTestId('promo-expire-ADMIN-TEST').count()).toBe(0);
    expect(await auditor.page.locator('a[href$="/promo-codes/create"]').count()).toBe(0);
    expect(await auditor.page.locator('a[href*="/edit"], a[href$="/ADMIN-TEST"]').count()).toBe(0);
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches/${batchId}/show`);
    await waitForText(auditor.page, 'admin-batch-number', batchNumber);
    expect(await auditor.page.getByTestId('admin-staff-actions').count()).toBe(0);
    // Outboxes (SMS bodies hold OTP codes) are staff-only, so not in the auditor's menu.
    expect(await auditor.page.locator('a[href$="/outbox-sms"]').count()).toBe(0);
  });
});
