import { BUYER, REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { enterCard, expectSuccess, waitForAttr, waitForText } from './support/page-helpers';
import { screenshotPath } from './support/web-build';
import type { ArrivalView } from '@contracts/batch/arrival';
import {
  batchActions,
  driveDemoBatch,
  driveTo,
  http,
  moneyBeyondAcceptedQuote,
  signInDemo,
  waitForDetail,
  type DetailBody,
  type Driven,
  type TestApp,
} from '../support/kit';

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

const arrivalOf = (d: DetailBody): ArrivalView | null | undefined =>
  (d as DetailBody & { arrival?: ArrivalView | null }).arrival;

type QuoteDetail = { status: string; quote: { revision: number; lines: { item_subtotal: number } } | null };

/**
 * Before payment, the requester reads what the buyer changed (the banner names the price, the
 * item's line and the quote's lines old → new, HKD first, with the buyer's note); the buyer changes
 * the price again just as the requester confirms: the confirm is refused (409 QUOTE_CHANGED), the
 * change is shown the same way, and confirming again accepts the new quote. After payment, a higher revision is
 * accepted by paying its increase (the last describe).
 */
chromiumSetup.describe('customer app: a changed quote, before payment and after', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { scenario } = suite;
  let app: TestApp;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('names the price the buyer changed, line by line old → new with the note, HKD first; a change while confirming is asked again', async () => {
    // Driven to payable: the buyer's figures raised the lamp from US$40.00 to US$41.00 (no note).
    const order = await driveDemoBatch(app, 'requested_payment', [{ name: 'Desk lamp', price: 4000 }]);
    const { id, itemIds } = order;
    const modify = (price: number, remark: string) =>
      http(app, 'POST', `/api/batch/requests/modify/${id}/items`, order.buyer.token, {
        items: [{ id: itemIds[0], price }],
        final_fee: true,
        remark,
      }).then((answer) => expect(answer.status).toBe(200));
    // The buyer changes the price again, saying why.
    const note = 'The shop raised its price';
    await modify(4500, note);
    const requester = await scenario.signIn(REQUESTER.email);
    const page = requester.page;
    await page.goto(`${app.baseUrl}/dashboard/requests/${id}`);
    await page.getByTestId('action-confirm').waitFor();

    // The banner names the price, the item's line old → new, the quote's lines in HKD first, and the note.
    await waitForText(page, 'fees-updated-what', 'Buyer has updated the item price');
    expect(await page.getByTestId(`fees-updated-diff-item-${itemIds[0]}-price`).innerText()).toMatch(
      /^Desk lamp: item price\s+US\$41\.00 → US\$45\.00$/,
    );
    expect(await page.getByTestId('fees-updated-diff-change-item_subtotal').innerText()).toMatch(
      /HK\$[\d,]+\.\d\d → HK\$[\d,]+\.\d\d\s*\(US\$41\.00 → US\$45\.00\)/,
    );
    expect(await page.getByTestId('fees-updated-note').innerText()).toBe(`Buyer's note: ${note}`);
    // The order page: what the card is charged, in HKD, comes first and larger than the US$ lines.
    const hkdFirst = await page.evaluate(() => {
      const big = document.querySelector('[data-testid="fee-total-hkd-first-hkd"]')!;
      const usd = document.querySelector('[data-testid="fee-total"]')!;
      const size = (e: Element) => parseFloat(getComputedStyle(e).fontSize);
      return {
        text: big.textContent,
        before: Boolean(big.compareDocumentPosition(usd) & Node.DOCUMENT_POSITION_FOLLOWING),
        larger: size(big) > size(usd),
      };
    });
    expect(hkdFirst).toMatchObject({ before: true, larger: true });
    expect(hkdFirst.text).toMatch(/^HK\$/);
    expect(await page.getByTestId('fee-total-hkd-first-original').innerText()).toMatch(/^US\$/);

    // The buyer's next change lands between what the requester saw and their confirm reaching the server.
    let changed = false;
    await page.route('**/api/batch/requests/confirm/**', async (route) => {
      if (!changed) {
        changed = true;
        await modify(5600, 'Price rose again at checkout');
      }
      await route.continue();
    });
    await page.getByTestId('action-confirm').click();

    // The confirm step: the price named (once the revisions between are read), the line old → new, the note.
    await page.getByTestId('quote-changed').waitFor();
    await waitForAttr(page, 'quote-changed-what', 'data-complete', 'true');
    expect(await page.getByTestId('quote-changed-what').innerText()).toBe('Buyer has updated the item price');
    expect(await page.getByTestId(`quote-item-${itemIds[0]}-price`).innerText()).toMatch(
      /^Desk lamp: item price\s+US\$45\.00 → US\$56\.00$/,
    );
    const subtotal = await page.getByTestId('quote-change-item_subtotal').innerText();
    expect(subtotal).toContain('US$45.00');
    expect(subtotal).toContain('US$56.00');
    expect(await page.getByTestId('quote-change-total').count()).toBe(1);
    expect(await page.getByTestId('quote-changed-note').innerText()).toBe("Buyer's note: Price rose again at checkout");
    await page.screenshot({ path: screenshotPath('quote-changed'), fullPage: true });
    const refused = await http<QuoteDetail>(app, 'GET', `/api/batch/requests/${id}`, order.requester.token);
    expect(refused.body.status).toBe('requested_payment');

    await page.getByTestId('quote-confirm-new').click();
    await page.getByTestId('pay-panel').waitFor();
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

  /**
   * A higher quote revision after payment: the requester's open order page says what is charged now
   * and in all, a refused card is said in the pay dialog and nothing is taken, and paying the increase
   * with the simulator's card accepts the revision without a reload.
   */
  describe('paying the increase of a higher revision', () => {
    let topUpOrder: Driven;
    beforeAll(async () => {
      const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
      // Bought and captured: what the card took is the checkout's whole authorisation.
      topUpOrder = await driveTo(app, 'payment_captured', parties, { items: [{ name: 'Standing desk', price: 9000 }] });
    });

    it('the requester pays the increase from the order page and sees the order accepted without a reload', async () => {
      const requester = await scenario.signIn(REQUESTER.email);
      const page = requester.page;
      await page.goto(`${app.baseUrl}/dashboard/orders/${topUpOrder.id}`);
      await waitForAttr(page, 'batch-status', 'data-status', 'payment_captured');

      // Staff add a surcharge while the page is open: a higher revision arrives live.
      const revision = (await scenario.surchargeRevision(topUpOrder.id)).revisions[0];
      if (!revision) throw new Error('no revision');
      expect(revision.top_up_due_hkd).toBeGreaterThan(0);
      const due = revision.top_up_due_hkd;
      await page.getByTestId(`revision-${revision.id}`).waitFor({ timeout: 60_000 });
      await waitForAttr(page, `revision-${revision.id}-now`, 'data-amount', String(due));
      const dollars = `HK$${(due / 100).toFixed(2)}`;
      expect(await page.getByTestId(`revision-${revision.id}-now`).textContent()).toContain(dollars);
      // No plain "accept": a higher charge is accepted by paying it.
      expect(await page.getByTestId('revision-accept').count()).toBe(0);
      expect(await page.getByTestId('revision-pay').textContent()).toContain(dollars);
      expect(await page.getByTestId('revision-decline').count()).toBe(1);

      // A refused card: the provider's message in the dialog, the revision still waits, nothing taken.
      await page.getByTestId('revision-pay').click();
      await waitForAttr(page, 'top-up-amount', 'data-amount', String(due));
      await enterCard(page, '4000000000000002');
      await page.getByTestId('top-up-terms').check();
      await page.waitForFunction(() => !document.querySelector('[data-testid="top-up-pay"]')?.hasAttribute('disabled'));
      await page.getByTestId('top-up-pay').click();
      await page.getByTestId('top-up-refusal').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('top-up-refusal').textContent()).toContain('Input Error');
      await waitForAttr(page, `revision-${revision.id}`, 'data-status', 'pending');

      // Paid with the success card: the dialog closes and the revision shows accepted, live.
      await enterCard(page, '4111111111111111');
      await page.waitForFunction(() => !document.querySelector('[data-testid="top-up-pay"]')?.hasAttribute('disabled'));
      await page.getByTestId('top-up-pay').click();
      await expectSuccess(page, 'Increase paid');
      await waitForAttr(page, `revision-${revision.id}`, 'data-status', 'accepted');
      expect(await page.getByTestId('top-up-dialog').count()).toBe(0);
      expect(await page.getByTestId('revision-pending').count()).toBe(0);
      // The payment block names the increase charged on its own.
      await page.getByTestId('payment-top-up').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('payment-top-up').textContent()).toContain(dollars);

      const after = await scenario.waitForDetail(
        topUpOrder.id,
        REQUESTER.accountId,
        'r',
        (d) => !arrivalOf(d)?.pending_revision_id,
      );
      expect(arrivalOf(after)?.revisions[0]).toMatchObject({
        status: 'accepted',
        top_up: { status: 'captured', amount_hkd: due },
      });
      // The buyer sees the same order moved on (no revision waits).
      const seen = await scenario.api<DetailBody>('GET', `/api/batch/orders/${topUpOrder.id}`, BUYER.accountId, 'b');
      expect(arrivalOf(seen.body)?.settled).toBe(true);
      // The refused card's 422 answer is the browser's one console line; nothing else went wrong.
      expect(requester.errors.filter((e) => !e.includes('422'))).toEqual([]);
    });
  });
});
