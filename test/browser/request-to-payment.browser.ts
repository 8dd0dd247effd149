import { BUYER, REQUESTER, STAFF, type DetailBody } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { PHONE } from './support/page-audit';
import { enterCard, newsRecord, pick, waitForNotice, waitForText, watchNews } from './support/page-helpers';
import { navigate, sharedSignIns } from './support/shared-sign-ins';
import { screenshotPath } from './support/web-build';
import type { TestApp } from '../support/kit';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

const SUCCESS_CARD = '4111 1111 1111 1111';
const REFUSED_CARD = '4000 0000 0000 0002';
// A valid 1×1 PNG.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const CHALLENGE_CARD = '4212 3456 7890 1237';
const PAID_TEXT = 'Paid';
const SUCCESS_TEXT = 'Payment Successful! Your request will be processed shortly.';
const INPUT_ERROR_TEXT = 'Input Error. Please Check Your Credit Card Information';
/** Spec §9: a notification's toast stays 10 s unless something makes it go. */
const TOAST_MS = 10_000;

chromiumSetup.describe('customer app: request to payment, requester and buyer live in two browser contexts', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { scenario } = suite;
  const { api, waitForDetail, assignedRequest, readyToPay } = scenario;
  // One signed-in page per account for the file: each test brings it where a fresh sign-in and a link would.
  const { get: signIn } = sharedSignIns(suite);
  let app: TestApp;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('two items → auto-assigned buyer accepts and modifies → requester sees the warning, confirms, pays → both see Paid live', async () => {
    const requester = await signIn(REQUESTER.email);
    const buyer = await signIn(BUYER.email);

    // Requester: a request with two items, picked up at a pickup location.
    await requester.page.getByTestId('new-request').click();
    await requester.page.getByTestId('page-batchRequest').waitFor();
    const item = (i: number, field: string) => requester.page.getByTestId(`item-${i}-${field}`);
    await item(0, 'link').fill('https://shop.example.com/sneakers');
    await item(0, 'name').fill('Running sneakers');
    await pick(requester.page, 'item-0-category', 0);
    await item(0, 'price').fill('20');
    // Item picture: a non-image is refused before any upload, a PNG goes to POST /api/upload/.
    await item(0, 'image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(item(0, 'image-error').innerText()).resolves.toBe('Invalid file type. Only images Allowed');
    await item(0, 'image').setInputFiles({
      name: 'sneakers.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await expect(item(0, 'image-name').innerText()).resolves.toBe('sneakers.png');
    // The contains question refuses an empty answer with the spec's message.
    await requester.page.getByTestId('submit-request').click();
    await expect(item(0, 'contains-error').innerText()).resolves.toBe('Please select at least one.');
    await item(0, 'contains-none').check();
    await requester.page.getByTestId('add-item').click();
    await item(1, 'link').fill('https://shop.example.com/shampoo');
    await item(1, 'name').fill('Shampoo');
    await pick(requester.page, 'item-1-category', 0);
    await item(1, 'price').fill('12.50');
    await item(1, 'contains-liquids').check();
    // The estimate comes from machines/pricing as the items are typed.
    await requester.page.getByTestId('estimate-total').waitFor();
    await pick(requester.page, 'pickup-location', 0);
    await requester.page.getByTestId('restrictions-confirmed').check();
    await requester.page.screenshot({ path: screenshotPath('request-form'), fullPage: true });
    await requester.page.getByTestId('submit-request').click();
    await requester.page.getByTestId('page-batch-detail').waitFor();
    const batchNumber = (await requester.page.getByTestId('batch-number').innerText()).trim();
    const batchId = (await requester.page.getByTestId('page-batch-detail').getAttribute('data-batch-id'))!;
    expect(batchNumber).toMatch(/^BN/);
    expect(await requester.page.getByTestId('item-image-0').getAttribute('src')).toMatch(
      /^\/api\/uploads\/items\/[^/]+\.jpg$/,
    );

    // Buyer: the request appears on the dashboard without a reload once it is assigned.
    const row = buyer.page.locator(`[data-testid="batch-row"][data-batch-number="${batchNumber}"]`);
    await row.waitFor({ timeout: 60_000 });
    await buyer.page.waitForFunction(
      (n) =>
        document.querySelector(`[data-testid="batch-row"][data-batch-number="${n}"] [data-testid="batch-row-status"]`)
          ?.textContent === 'Assigned',
      batchNumber,
      { timeout: 60_000 },
    );
    // The bell counts the assignment notice, pushed live.
    await buyer.page.waitForFunction(
      () => Number(document.querySelector('[data-testid="notifications-unread"]')?.textContent) > 0,
      undefined,
      { timeout: 60_000 },
    );
    await row.getByTestId('batch-row-view').click();
    await buyer.page.getByTestId('page-batch-detail').waitFor();
    // Accept dialog: the buyer replaces the first item's shop link (updated_links); a script link is refused.
    await buyer.page.getByTestId('action-accept').click();
    await buyer.page.getByTestId('accept-dialog').waitFor();
    await buyer.page.getByTestId('accept-link-0').fill('javascript:alert(1)');
    expect(await buyer.page.getByTestId('accept-dialog-submit').isDisabled()).toBe(true);
    await buyer.page.getByTestId('accept-link-0').fill('https://shop.example.com/sneakers-v2');
    await buyer.page.getByTestId('accept-dialog-submit').click();
    await waitForText(buyer.page, 'batch-status', 'Accepted');
    await waitForText(requester.page, 'batch-status', 'Accepted');
    // The requester sees the new link live; the second item keeps its own.
    await requester.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="item-link-0"]')?.getAttribute('href') ===
        'https://shop.example.com/sneakers-v2',
      undefined,
      { timeout: 30_000 },
    );
    expect(await requester.page.getByTestId('item-link-1').getAttribute('href')).toBe(
      'https://shop.example.com/shampoo',
    );

    // Buyer modifies the first item's price: "Modified Succeeded!".
    await buyer.page.getByTestId('action-modify').click();
    await buyer.page.getByTestId('modify-0-price').fill('24.00');
    await buyer.page.getByTestId('modify-dialog-submit').click();
    await waitForNotice(buyer.page, 'info', 'Modified Succeeded!');

    // Requester: the warning arrives live; confirming clears it and offers payment.
    await waitForText(requester.page, 'fees-updated-what', 'Buyer has updated the item price');
    await requester.page.screenshot({ path: screenshotPath('request-fees-updated'), fullPage: true });
    expect(await requester.page.getByTestId('pay-panel').count()).toBe(0);
    await requester.page.getByTestId('action-confirm').click();
    await requester.page.getByTestId('pay-panel').waitFor();
    expect(await requester.page.getByTestId('fees-updated-warning').count()).toBe(0);

    // Pay: terms first, then the success test card in the provider's fields.
    await enterCard(requester.page, SUCCESS_CARD);
    expect(await requester.page.getByTestId('pay-button').isDisabled()).toBe(true);
    await requester.page.getByTestId('pay-terms').check();
    await requester.page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await requester.page.getByTestId('pay-button').click();
    await waitForNotice(requester.page, 'info', SUCCESS_TEXT);

    // Both see Paid without reloading.
    await waitForText(requester.page, 'batch-status', PAID_TEXT);
    await waitForText(buyer.page, 'batch-status', PAID_TEXT);
    await requester.page.screenshot({ path: screenshotPath('request-paid-requester'), fullPage: true });
    await buyer.page.screenshot({ path: screenshotPath('request-paid-buyer'), fullPage: true });
    const after = await api<DetailBody>('GET', `/api/batch/requests/${batchId}`, REQUESTER.accountId, 'r');
    expect(after.body.status).toBe('payment_authorized');
    // The buyer's bell: a click on a notification marks it read and opens its batch.
    const unread = async () =>
      (await api<{ count: number }>('GET', '/api/batch/notifications/unread-count', BUYER.accountId, 'b')).body.count;
    const unreadBefore = await unread();
    expect(unreadBefore).toBeGreaterThan(0);
    await buyer.page.goto(`${app.baseUrl}/dashboard`);
    await buyer.page.getByTestId('page-dashboard').waitFor();
    await buyer.page.screenshot({ path: screenshotPath('dashboard-buyer'), fullPage: true });
    await buyer.page.getByTestId('notifications-bell').click();
    await buyer.page
      .getByTestId('notifications-panel')
      .locator('[data-testid="notification-item"][data-read="false"]')
      .first()
      .click();
    await buyer.page.getByTestId('page-batch-detail').waitFor();
    expect(await buyer.page.getByTestId('page-batch-detail').getAttribute('data-batch-id')).toBe(batchId);
    await buyer.page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="notifications-unread"]')?.textContent ?? 0) < before,
      unreadBefore,
    );
    expect(await unread()).toBe(unreadBefore - 1);

    // Refused fetches may log "Failed to load resource"; a script error may not.
    expect([...requester.errors, ...buyer.errors].filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a refused card shows the spec error and leaves the batch payable', async () => {
    const { id, batchNumber } = await readyToPay('Cap');
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await requester.page.getByTestId('pay-panel').waitFor();
    await enterCard(requester.page, REFUSED_CARD);
    await requester.page.getByTestId('pay-terms').check();
    await requester.page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await requester.page.getByTestId('pay-button').click();
    await waitForText(requester.page, 'pay-error', INPUT_ERROR_TEXT);
    await requester.page.screenshot({ path: screenshotPath('request-card-refused'), fullPage: true });

    // Still payable: the server offers StartCheckout again and the page keeps the pay panel.
    const after = await waitForDetail(id, REQUESTER.accountId, 'r', (d) => d.status !== 'paying');
    expect(after.allowed_commands).toContain('StartCheckout');
    await requester.page.getByTestId('pay-panel').waitFor();
    expect(await requester.page.getByTestId('pay-button').count()).toBe(1);

    // The details guard (spec §2): orders + paymentStatus=error → the requests version; a failed load → /.
    await requester.page.goto(`${app.baseUrl}/dashboard/orders/${id}?paymentStatus=error`);
    await requester.page.waitForURL(`${app.baseUrl}/dashboard/requests/${id}?paymentStatus=error`);
    await requester.page.getByTestId('page-batch-detail').waitFor();
    await requester.page.goto(`${app.baseUrl}/dashboard/requests/00000000-0000-4000-8000-00000000dead`);
    await requester.page.getByTestId('page-dashboard').waitFor();

    // Search by batch number finds exactly this request.
    await requester.page.getByTestId('batch-row').first().waitFor();
    await requester.page.getByTestId('list-search').fill(batchNumber);
    await requester.page.getByTestId('list-search-submit').click();
    await requester.page.waitForFunction((n) => {
      const rows = document.querySelectorAll<HTMLElement>('[data-testid="batch-row"]');
      return rows.length === 1 && rows[0].dataset.batchNumber === n;
    }, batchNumber);
  });

  it('a challenge card goes to the provider page and back, and the payment completes there', async () => {
    const { id } = await readyToPay('Scarf');
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await requester.page.getByTestId('pay-panel').waitFor();
    await enterCard(requester.page, CHALLENGE_CARD);
    await requester.page.getByTestId('pay-terms').check();
    await requester.page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await requester.page.getByTestId('pay-button').click();
    // The simulator's challenge page (another origin), then back to the detail with ?redirectResult=.
    await requester.page.locator('#complete').click();
    await requester.page.getByTestId('page-batch-detail').waitFor();
    await waitForNotice(requester.page, 'info', SUCCESS_TEXT);
    await waitForText(requester.page, 'batch-status', PAID_TEXT);
    // The redirect result is handled once and dropped from the address.
    expect(requester.page.url()).toBe(`${app.baseUrl}/dashboard/requests/${id}`);
  });

  it('the buyer declines with a reason and a remark; the requester sees it live', async () => {
    const { id } = await assignedRequest('Kettle');
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await waitForText(requester.page, 'batch-status', 'Assigned');
    const buyer = await signIn(BUYER.email, { path: `/dashboard/requests/${id}` });
    await buyer.page.getByTestId('action-decline').click();
    // The spec's 11 reasons, "Out of stock" second.
    await buyer.page.getByTestId('decline-reason').click();
    expect(await buyer.page.getByTestId('decline-reason-option').count()).toBe(11);
    await buyer.page.getByTestId('decline-reason-option').nth(1).click();
    await buyer.page.getByTestId('decline-dialog').getByRole('textbox', { name: 'Remark' }).fill('Sold out everywhere');
    await buyer.page.getByTestId('decline-dialog-submit').click();
    await waitForText(buyer.page, 'batch-status', 'Request Declined');
    await waitForText(requester.page, 'side-heading', 'Request Declined');
    await waitForText(requester.page, 'declined-reason', 'Declined: Out of stock. Sold out everywhere');
    expect(await requester.page.getByTestId('action-confirm').count()).toBe(0);

    // Dashboard: the Archived group shows the declined request from the archive list; Reviewing does not.
    const batchNumber = (await requester.page.getByTestId('batch-number').innerText()).trim();
    await requester.page.goto(`${app.baseUrl}/dashboard`);
    await requester.page.getByTestId('page-dashboard').waitFor();
    const row = requester.page.locator(`[data-testid="batch-row"][data-batch-number="${batchNumber}"]`);
    const group = async (name: string) => {
      await requester.page.getByTestId('list-group').click();
      await requester.page.locator(`[data-testid="list-group-option"][data-value="${name}"]`).click();
    };
    await group('archived');
    await row.waitFor();
    expect(await requester.page.getByTestId('list-kind-archived').getAttribute('aria-selected')).toBe('true');
    await group('reviewing');
    await row.waitFor({ state: 'detached' });
    expect(await requester.page.getByTestId('list-kind-requests').getAttribute('aria-selected')).toBe('true');
  });

  it('the requester applies a promo code in the coupon dialog and removes it again', async () => {
    const promo = await api('POST', '/api/admin/promo-codes', STAFF.accountId, 's', {
      code: 'BROWSER10',
      kind: 'percent',
      value: 10,
    });
    expect(promo.status).toBe(201);
    const { id } = await readyToPay('Umbrella');
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await requester.page.getByTestId('action-coupon').click();
    // An unknown code is the server's refusal, said in the dialog with the code kept; nothing is applied.
    await requester.page.getByTestId('coupon-code').fill('NO-SUCH-CODE');
    await requester.page.getByTestId('coupon-dialog-submit').click();
    await requester.page.getByTestId('coupon-dialog-error').waitFor();
    expect(await requester.page.getByTestId('coupon-code').inputValue()).toBe('NO-SUCH-CODE');
    expect(await requester.page.getByTestId('batch-coupon').count()).toBe(0);
    await requester.page.getByTestId('coupon-code').fill('BROWSER10');
    await requester.page.getByTestId('coupon-dialog-submit').click();
    await waitForNotice(requester.page, 'info', 'Coupon applied.');
    await requester.page.getByTestId('batch-coupon').filter({ hasText: 'Coupon BROWSER10 applied' }).waitFor();
    await requester.page.getByTestId('fee-coupon').waitFor();
    await requester.page.getByTestId('action-coupon').click();
    await requester.page.getByTestId('coupon-remove').click();
    await waitForNotice(requester.page, 'info', 'Coupon removed.');
    await requester.page.getByTestId('batch-coupon').waitFor({ state: 'detached' });
    expect(await requester.page.getByTestId('fee-coupon').count()).toBe(0);
  });

  it("an order's news goes once the order moves on, another's stays; a declined card is said under Pay within 2 s while news waits", async () => {
    const { id, itemIds } = await assignedRequest('Desk lamp');
    const buyerSends = async (method: string, path: string, body: unknown) =>
      expect((await api(method, path, BUYER.accountId, 'b', body)).status).toBe(200);
    await buyerSends('PUT', `/api/batch/requests/accept/${id}`, {});
    const { page } = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await page.getByTestId('page-batch-detail').waitFor();
    await watchNews(page);
    // Another order's news, then this order's final figures, live ("ready for payment").
    const other = await assignedRequest('Desk fan');
    await newsRecord(page, `batch:${other.id}`);
    const finalFigures = { items: [{ id: itemIds[0], price: 2600 }], final_fee: true };
    await buyerSends('POST', `/api/batch/requests/modify/${id}/items`, finalFigures);
    // Two pieces of news, "items modified" then "ready for payment", the second replacing the first
    // (when both come within one frame, the first is never drawn).
    const readyForPayment = { text: 'is ready for payment' };
    const { came } = await newsRecord(page, `batch:${id}`, readyForPayment);
    // The requester reads it (news younger than the grace may be about the change it brings), then
    // confirms: the order moved on, so its news is stale and goes long before its 10 s, while the
    // other order's news stays.
    await page.waitForFunction((since) => performance.now() - since > 1200, came);
    await page.getByTestId('action-confirm').click();
    await page.getByTestId('pay-panel').waitFor();
    const stale = await newsRecord(page, `batch:${id}`, { ...readyForPayment, gone: true });
    expect(stale.came).toBe(came);
    // A toast that ran its course is on screen TOAST_MS and then plays its exit: gone any sooner, it was
    // dismissed. (A margin below TOAST_MS would only measure how fast a loaded machine pushes.)
    expect(stale.went! - stale.came).toBeLessThan(TOAST_MS);
    expect(stale.left).toContain(`batch:${other.id}`);

    // Three more orders' news: three shown, the rest waiting their turn. A declined card is said at once.
    await Promise.all(['Kettle', 'Toaster', 'Iron'].map((name) => assignedRequest(name)));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="notice-info"]').length === 3);
    await enterCard(page, REFUSED_CARD);
    await page.getByTestId('pay-terms').check();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    expect(await page.getByTestId('notice-info').count()).toBe(3);
    // "At once" is measured from the server's refusal reaching the page: the round trip to the card
    // provider is the loaded machine's time, not the app's; a refusal queued behind the three
    // notifications (10 s each) would take seconds after its answer.
    const refusal = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().includes(`/api/batch/checkout/payments/${id}`),
    );
    await page.getByTestId('pay-button').click();
    await refusal;
    const answeredAt = Date.now();
    await page.getByTestId('pay-error').filter({ hasText: INPUT_ERROR_TEXT }).waitFor();
    expect(Date.now() - answeredAt).toBeLessThan(2000);
    expect(await page.getByTestId('notice-error').count()).toBe(0);
  });

  it("phone: the bell's list and the account menu open above the notifications; a refused request shows its first refused field", async () => {
    const { page } = await signIn(REQUESTER.email);
    await page.setViewportSize(PHONE);
    const { id } = await assignedRequest('Wok');
    const toast = page.locator(`[data-testid="notice-info"][data-group="batch:${id}"]`);
    await toast.waitFor();
    // What a finger on the notification's middle touches: the opened menu's layer, not the notification.
    const touched = () =>
      toast.evaluate((n) => {
        const box = n.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit?.closest('.MuiModal-root')
          ? 'menu'
          : (hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? '');
      });
    await page.getByTestId('notifications-bell').click();
    const row = page.getByTestId('notifications-panel').locator(`[data-testid="notification-item"]`).last();
    await row.waitFor();
    expect(await touched()).toBe('menu');
    await row.click({ timeout: 5000 });
    await page.getByTestId('page-batch-detail').waitFor();
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-account-settings').waitFor();
    expect(await touched()).toBe('menu');
    await page.getByTestId('menu-account-settings').click({ timeout: 5000 });
    await page.getByTestId('page-accountSettings').waitFor();

    // A new request sent empty from the foot of the form: its first refused field, far above, is
    // brought onto the screen and focused.
    await navigate(page, '/dashboard/batchRequest');
    await page.getByTestId('submit-request').click();
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      const box = field?.getBoundingClientRect();
      return box && box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === field;
    });
  });
});
