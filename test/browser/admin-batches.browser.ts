import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { BUYER, REQUESTER, STAFF } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';
import { waitForAttr, waitForText } from './support/page-helpers';

jest.setTimeout(180_000);
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const chromiumSetup = chromiumOrSkip();

/**
 * The console's batch pages, staff actions and support inbox against the customer app, in two
 * browser contexts. The jobs worker is off so the automatic capture after a completed purchase
 * (a durable job) cannot race the staff member's "capture payment": the capture is the staff's.
 */
chromiumSetup.describe('operator console: staff actions and customer support (Chromium)', () => {
  const suite = useBrowserSuite({
    env: { DEV_SIGN_IN: 'true', JOBS_WORKER_ENABLED: 'false' },
    demoBuyerEligible: true,
  });
  const { scenario } = suite;
  const { api, waitForDetail, paidOrder, signIn } = scenario;
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const operator = (kind: 's' | 'x') => openConsole(browser, app.baseUrl, kind);

  let orderId = '';
  let batchNumber = '';

  it('staff filters to the completed purchase, captures it, and the customer page shows "Purchased" live', async () => {
    const order = await paidOrder([{ name: 'Desk lamp', price: 4000 }]);
    orderId = order.id;
    batchNumber = order.batchNumber;
    const bought = await api<{ status: string }>(
      'POST',
      `/api/batch/orders/purchase/${order.id}/items`,
      BUYER.accountId,
      'b',
      { items: [{ id: order.itemIds[0], purchase_site_order_id: 'LAMP-1' }] },
    );
    expect(bought.status).toBe(200);
    const done = await api<{ status: string }>(
      'POST',
      `/api/batch/orders/complete/${order.id}/items`,
      BUYER.accountId,
      'b',
      {},
    );
    expect([done.status, done.body.status]).toEqual([200, 'purchase_completed']);

    const requester = await signIn(REQUESTER.email);
    await requester.page.goto(`${app.baseUrl}/dashboard/orders/${order.id}`);
    await waitForAttr(requester.page, 'batch-status', 'data-status', 'purchase_completed');

    const staff = await operator('s');
    await staff.page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'orders', search: batchNumber, status: 'purchase_completed' }))}`,
    );
    await staff.page.getByTestId(`admin-batch-status-${batchNumber}`).waitFor({ timeout: 60_000 });
    await staff.page.getByText(batchNumber).click();
    await waitForText(staff.page, 'admin-batch-number', batchNumber);
    // The show page's sections: the automatic assignment with its explanation, the order chat room.
    await staff.page.getByTestId('admin-assignments').locator('tbody tr').first().waitFor();
    expect(await staff.page.getByTestId('admin-order-chat').getAttribute('data-room')).toBe(
      `${BUYER.accountId}_${REQUESTER.accountId}_${batchNumber}`,
    );
    // Only what the machine allows a staff member now: capture yes, send to robot no.
    await staff.page.getByTestId('admin-action-capture').waitFor();
    expect(await staff.page.getByTestId('admin-action-sendToRobot').count()).toBe(0);
    await staff.page.getByTestId('admin-action-capture').click();
    await staff.page.getByTestId('admin-action-confirm').click();
    await staff.page.getByText('Payment captured.').waitFor();

    await waitForText(requester.page, 'batch-status', 'Purchased');
    const captured = await waitForDetail(order.id, REQUESTER.accountId, 'r', (d) => d.status === 'payment_captured');
    expect(captured.batch.payments.captured).toBeGreaterThan(0);
    // The console's own page follows too, and capture is no longer offered.
    await staff.page.getByTestId('admin-action-capture').waitFor({ state: 'detached', timeout: 60_000 });
    await staff.page.screenshot({ path: screenshotPath('admin-batch-captured'), fullPage: true });
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('staff refunds the captured order in the dialog (estimate, request, complete) and the page shows the refund', async () => {
    // A receipt on the order, so the show page has a proof row to render.
    const form = new FormData();
    form.set('receipt_amount', '4000');
    form.set('shop_name', 'Lamp Shop');
    form.set('file', new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), 'receipt.png');
    const uploaded = await fetch(`${app.baseUrl}/api/bns/proof/upload_proof/${orderId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${app.tokenFor({ id: BUYER.accountId, accountType: 'b' })}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const before = await waitForDetail(
      orderId,
      STAFF.accountId,
      's',
      (d) => d.status === 'payment_captured' && d.allowed_commands.includes('RequestRefund'),
    );
    const captured = before.payment!.captured;
    const hkd = (minor: number) => `${(minor / 100).toFixed(2)} HKD`;

    const staff = await operator('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${orderId}/show`);
    await waitForText(staff.page, 'admin-batch-number', batchNumber);
    // The sections a captured order has: payments (in the payment's currency), proofs, the timeline.
    await waitForText(staff.page, 'admin-payment-captured', hkd(captured));
    await staff.page.getByTestId('admin-proofs').locator('tbody tr').filter({ hasText: 'Lamp Shop' }).waitFor();
    await staff.page.getByTestId('admin-timeline').locator('tbody tr[data-event-type="PaymentCaptured"]').waitFor();

    await staff.page.getByTestId('admin-action-refund').click();
    await staff.page.getByTestId(`refund-item-${before.batch.items[0].id}`).check();
    await staff.page.getByTestId('refund-estimate-button').click();
    await staff.page.locator('[data-testid="refund-estimate"], [data-testid="refund-error"]').first().waitFor();
    if (await staff.page.getByTestId('refund-error').count())
      throw new Error(`estimate refused: ${await staff.page.getByTestId('refund-error').textContent()}`);
    // The dialog shows the server's figures: the same as the estimate endpoint gives for the same pick.
    const expected = await api<{
      details: Record<'local_refund_total' | 'refund_subtotal' | 'refund_service_fee' | 'refund_total', number>;
      currency: string;
      whole_order: boolean;
    }>('POST', `/api/bns/refunds/estimate/${batchNumber}`, STAFF.accountId, 's', {
      items: [{ id: before.batch.items[0].id }],
    });
    expect([expected.status, expected.body.whole_order]).toEqual([200, true]);
    const back = expected.body.details.local_refund_total;
    expect(back).toBeGreaterThan(0);
    await waitForText(staff.page, 'refund-estimate-local_refund_total', hkd(back));
    const usd = (minor: number) => `${(minor / 100).toFixed(2)} ${expected.body.currency}`;
    for (const key of ['refund_subtotal', 'refund_service_fee', 'refund_total'] as const)
      expect(await staff.page.getByTestId(`refund-estimate-${key}`).textContent()).toBe(
        usd(expected.body.details[key]),
      );
    await staff.page.getByTestId('refund-reason').click();
    await staff.page.getByTestId('refund-reason-high_risk_item').click();
    await staff.page.getByTestId('refund-remark').fill('Battery not allowed on the flight');
    await staff.page.getByTestId('refund-request-button').click();
    await staff.page.getByText('Refund request filed.').waitFor();

    // A wrong confirmation is the server's refusal, translated, and nothing is refunded.
    await staff.page.getByTestId('refund-confirmation').fill('not-the-number');
    await staff.page.getByTestId('refund-complete-button').click();
    await waitForText(staff.page, 'refund-error', 'Please type the batch number to confirm the refund.');
    expect((await waitForDetail(orderId, STAFF.accountId, 's', () => true)).payment?.refunded).toBe(0);

    await staff.page.getByTestId('refund-confirmation').fill(batchNumber);
    await staff.page.getByTestId('refund-complete-button').click();
    await staff.page.getByText('Refund completed.').waitFor();
    const after = await waitForDetail(orderId, STAFF.accountId, 's', (d) => d.payment?.refunded === back);
    expect(after.status).toBe('all_refunded');
    expect(after.refund_requests?.map((r) => [r.refund_reason ?? (r as { reason?: string }).reason, r.status])).toEqual(
      [['high_risk_item', 'completed']],
    );
    await waitForAttr(staff.page, 'admin-batch-status', 'data-status', 'all_refunded');
    await waitForText(staff.page, 'admin-payment-refunded', hkd(back));
    await staff.page
      .getByTestId('admin-refund-requests')
      .locator('tbody tr')
      .filter({ hasText: 'High-risk item' })
      .filter({ hasText: 'Completed' })
      .waitFor();
    expect(await staff.page.getByTestId('admin-action-refund').count()).toBe(0);
    await staff.page.screenshot({ path: screenshotPath('admin-batch-refunded'), fullPage: true });
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a refund of one item of two reads "1 of 2 items refunded" on the batch page and in the list, not "Refunded"', async () => {
    const order = await paidOrder([
      { name: 'Desk lamp', price: 4000 },
      { name: 'Lamp shade', price: 1500 },
    ]);
    const asBuyer = (path: string, body: unknown) => api('POST', path, BUYER.accountId, 'b', body);
    const bought = await asBuyer(`/api/batch/orders/purchase/${order.id}/items`, {
      items: order.itemIds.map((id, i) => ({ id, purchase_site_order_id: `SHADE-${i + 1}` })),
    });
    expect(bought.status).toBe(200);
    expect((await asBuyer(`/api/batch/orders/complete/${order.id}/items`, {})).status).toBe(200);
    const capture = await api('PUT', `/api/batch/orders/capture_payment/${order.id}`, STAFF.accountId, 's');
    expect(capture.status).toBe(200);
    await waitForDetail(order.id, STAFF.accountId, 's', (d) => d.status === 'payment_captured');
    const [kept, refunded] = order.itemIds;
    const refund = await api('POST', `/api/batch/orders/refund/${order.id}/items`, STAFF.accountId, 's', {
      items: [refunded],
      refund_reason: 'unobtainable_item',
    });
    expect(refund.status).toBe(200);
    await waitForDetail(order.id, STAFF.accountId, 's', (d) => d.status === 'refunded');

    const staff = await operator('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    await waitForText(staff.page, 'admin-batch-status', '1 of 2 items refunded');
    // The kept item goes on: the page follows live, the count after the status.
    const sent = await asBuyer(`/api/batch/orders/send/${order.id}/items`, {
      items: [{ id: kept, tracking_number: `TN${order.id.slice(0, 8).toUpperCase()}-1` }],
    });
    expect(sent.status).toBe(200);
    await waitForText(staff.page, 'admin-batch-status', 'Item Sent · 1 of 2 items refunded');
    await staff.page.goto(
      `${app.baseUrl}/admin/#/batches?filter=${encodeURIComponent(JSON.stringify({ kind: 'orders', search: order.batchNumber }))}`,
    );
    await waitForText(staff.page, `admin-batch-status-${order.batchNumber}`, 'Item Sent · 1 of 2 items refunded');
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('staff answers a support chat a requester opened, both live', async () => {
    const staff = await operator('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/support`);
    await staff.page.getByTestId('support-rooms').waitFor();

    const requester = await signIn(REQUESTER.email);
    await requester.page.getByTestId('support-chat-button').click();
    await requester.page.getByTestId('support-chat').waitFor();
    await requester.page.getByTestId('chat-input').fill('Where is my desk lamp?');
    await requester.page.getByTestId('chat-send').click();

    // The room appears in the open inbox without a reload, with one unread message.
    await waitForAttr(staff.page, `support-unread-${REQUESTER.accountId}`, 'data-unread', '1');
    await staff.page.getByTestId(`support-room-${REQUESTER.accountId}`).click();
    await staff.page.getByTestId('support-message').filter({ hasText: 'Where is my desk lamp?' }).waitFor();
    await waitForAttr(staff.page, `support-unread-${REQUESTER.accountId}`, 'data-unread', '0');
    const rooms = await api<{ results: Array<{ account_id: string; unread: number }> }>(
      'GET',
      '/api/admin/support/rooms',
      STAFF.accountId,
      's',
    );
    expect(rooms.body.results.find((r) => r.account_id === REQUESTER.accountId)?.unread).toBe(0);

    await staff.page.getByTestId('support-input').fill('It left the warehouse today.');
    await staff.page.getByTestId('support-send').click();
    await requester.page
      .locator('[data-testid="chat-message"][data-mine="false"]')
      .filter({ hasText: 'It left the warehouse today.' })
      .waitFor({ timeout: 60_000 });

    // A second message from the requester arrives live in the open room.
    await requester.page.getByTestId('chat-input').fill('Thank you!');
    await requester.page.getByTestId('chat-send').click();
    await staff.page.getByTestId('support-message').filter({ hasText: 'Thank you!' }).waitFor({ timeout: 60_000 });
    await staff.page.screenshot({ path: screenshotPath('admin-support-inbox'), fullPage: true });
  });

  it('an auditor sees the batch and the inbox but no action buttons', async () => {
    const auditor = await operator('x');
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches/${orderId}/show`);
    await waitForText(auditor.page, 'admin-batch-number', batchNumber);
    expect(await auditor.page.getByTestId('admin-staff-actions').count()).toBe(0);
    await auditor.page.goto(`${app.baseUrl}/admin/#/batches`);
    await auditor.page.getByTestId('admin-global-auto-workflow').waitFor();
    expect(await auditor.page.getByTestId('admin-global-auto-workflow').isDisabled()).toBe(true);
    await auditor.page.goto(`${app.baseUrl}/admin/#/support`);
    await auditor.page.getByTestId(`support-room-${REQUESTER.accountId}`).click();
    await auditor.page.getByTestId('support-message').first().waitFor();
    expect(await auditor.page.getByTestId('support-input').count()).toBe(0);
  });

  // Last: its rooms push the others off the inbox's first page.
  it('the support inbox shows a page of rooms, newest first, and loads the rest on demand', async () => {
    // 55 customers wrote in, one after another: one page (50) shows, "Load more" brings the rest.
    const customers = Array.from({ length: 55 }, () => randomUUID());
    await app.dataSource.query(
      `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type)
       SELECT gen_random_uuid(), c.id || '_CS', c.id, 'Customer', 'Question ' || c.n, 'text'
         FROM unnest($1::text[]) WITH ORDINALITY AS c(id, n) ORDER BY c.n`,
      [customers],
    );
    const [oldest, newest] = [customers[0], customers[customers.length - 1]];
    const staff = await operator('s');
    await staff.page.goto(`${app.baseUrl}/admin/#/support`);
    const rooms = staff.page.locator('[data-testid^="support-room-"]');
    await staff.page.getByTestId('support-more').waitFor();
    expect(await rooms.count()).toBe(50);
    expect(await rooms.first().getAttribute('data-testid')).toBe(`support-room-${newest}`);
    expect(await staff.page.getByTestId(`support-room-${oldest}`).count()).toBe(0);

    await staff.page.getByTestId('support-more').click();
    await staff.page.getByTestId(`support-room-${oldest}`).waitFor();
    expect(await rooms.count()).toBeGreaterThanOrEqual(55);
    expect(await staff.page.getByTestId('support-more').count()).toBe(0);
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
