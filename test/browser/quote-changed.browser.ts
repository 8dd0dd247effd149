import { REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import {
  batchActions,
  driveDemoBatch,
  http,
  moneyBeyondAcceptedQuote,
  waitForDetail,
  type TestApp,
} from '../support/kit';

jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

type QuoteDetail = { status: string; quote: { revision: number; lines: { item_subtotal: number } } | null };

/**
 * The requester has the detail open, the buyer changes a price just as the requester
 * confirms: the confirm is refused (409 QUOTE_CHANGED), the change is shown line by line old → new,
 * and confirming again accepts the new quote.
 */
chromiumSetup.describe('customer app: a confirm on a changed quote is refused and asked again', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { scenario } = suite;
  let app: TestApp;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('shows old → new and the second confirm succeeds on the new quote', async () => {
    const order = await driveDemoBatch(app, 'requested_payment', [{ name: 'Desk lamp', price: 4000 }]);
    const { id, itemIds } = order;
    const requester = await scenario.signIn(REQUESTER.email);
    await requester.page.goto(`${app.baseUrl}/dashboard/requests/${id}`);
    await requester.page.getByTestId('action-confirm').waitFor();

    // The buyer's change lands between what the requester saw and their confirm reaching the server.
    let changed = false;
    await requester.page.route('**/api/batch/requests/confirm/**', async (route) => {
      if (!changed) {
        changed = true;
        const modified = await http(app, 'POST', `/api/batch/requests/modify/${id}/items`, order.buyer.token, {
          items: [{ id: itemIds[0], price: 5600 }],
          final_fee: true,
        });
        expect(modified.status).toBe(200);
      }
      await route.continue();
    });
    await requester.page.getByTestId('action-confirm').click();

    const dialog = requester.page.getByTestId('quote-changed');
    await dialog.waitFor();
    const subtotal = await requester.page.getByTestId('quote-change-item_subtotal').innerText();
    expect(subtotal).toContain('US$41.00');
    expect(subtotal).toContain('US$56.00');
    expect(await requester.page.getByTestId('quote-change-total').count()).toBe(1);
    await requester.page.screenshot({ path: screenshotPath('quote-changed'), fullPage: true });
    const refused = await http<QuoteDetail>(app, 'GET', `/api/batch/requests/${id}`, order.requester.token);
    expect(refused.body.status).toBe('requested_payment');

    await requester.page.getByTestId('quote-confirm-new').click();
    await requester.page.getByTestId('pay-panel').waitFor();
    const confirmed = (await waitForDetail(
      app,
      id,
      order.requester.token,
      (d) => d.status === 'confirmed',
    )) as unknown as QuoteDetail;
    expect(confirmed.quote?.lines.item_subtotal).toBe(5600);
    expect(changed).toBe(true);
  });

  it("the receipt shows what was not purchased as released, and the order's timeline every quote revision", async () => {
    const order = await driveDemoBatch(app, 'payment_authorized', [
      { name: 'Reading glasses', price: 3000 },
      { name: 'Glasses case', price: 1500 },
    ]);
    const { id, itemIds } = order;
    // The buyer buys the first item only; the second cannot be bought: its share is released.
    await batchActions.purchase(app, id, order.buyer.token, [{ id: itemIds[0], purchaseSiteOrderId: 'PO-1' }]);
    await batchActions.cancelPurchase(app, id, order.buyer.token, [itemIds[1]]);
    await batchActions.completePurchase(app, id, order.buyer.token);
    const captured = await waitForDetail(app, id, order.requester.token, (d) => d.status === 'payment_captured');
    const released = captured.batch.payments.canceledAuthorisation;
    expect(released).toBeGreaterThan(0);
    expect(captured.batch.payments.captured + released).toBe(captured.batch.payments.authorised);

    const requester = await scenario.signIn(REQUESTER.email);
    await requester.page.goto(`${app.baseUrl}/dashboard/orders/${id}`);
    const line = requester.page.getByTestId('payment-released');
    await line.waitFor();
    expect(Number(await line.getAttribute('data-amount'))).toBe(released);
    // In the user's words, HKD as paid: what was charged and the rest of the hold given back, not the
    // processor's "Captured" and "Released" beside a figure.
    const hkd = (minor: number) =>
      `HK$${(minor / 100).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await requester.page.getByTestId('payment-captured').innerText()).toBe(
      `Charged ${hkd(captured.batch.payments.captured)}`,
    );
    expect(await line.innerText()).toBe(`Released ${hkd(released)}, no longer held on your card`);
    expect(await requester.page.getByTestId('payment-summary').innerText()).not.toMatch(/Authorised|Captured/);
    // The timeline: revision 1 (the request) and 2 (the buyer's figures), each with its lines.
    await requester.page.getByTestId('quote-history').waitFor();
    expect(await requester.page.getByTestId('quote-revision-1').count()).toBe(1);
    const latest = requester.page.getByTestId('quote-revision-2');
    expect(await requester.page.getByTestId('quote-revision-2-reason').innerText()).toBe('Figures changed');
    await latest.click();
    await requester.page.getByTestId('quote-revision-2-lines-total').waitFor();
    await requester.page.screenshot({ path: screenshotPath('quote-history-released'), fullPage: true });
    expect(await moneyBeyondAcceptedQuote(app)).toEqual([]);
  });
});
