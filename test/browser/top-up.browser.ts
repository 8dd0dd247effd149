import { BUYER, REQUESTER, STAFF } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { enterCard, expectSuccess, waitForAttr } from './support/page-helpers';
import type { ArrivalView } from '@contracts/batch/arrival';
import { driveTo, signInDemo, type DetailBody, type Driven, type TestApp } from '../support/kit';

const arrivalOf = (d: DetailBody): ArrivalView | null | undefined =>
  (d as DetailBody & { arrival?: ArrivalView | null }).arrival;

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

/**
 * A higher quote revision after payment, in real Chromium: the requester's open order page says what
 * is charged now and in all, a refused card is said in the pay dialog and nothing is taken, and
 * paying the increase with the simulator's card accepts the revision without a reload.
 */
chromiumSetup.describe('paying the increase of a higher revision (Chromium)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { api, waitForDetail, signIn } = suite.scenario;
  let app: TestApp;
  let order: Driven;

  beforeAll(async () => {
    app = suite.app;
    const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
    // Bought and captured: what the card took is the checkout's whole authorisation.
    order = await driveTo(app, 'payment_captured', parties, { items: [{ name: 'Standing desk', price: 9000 }] });
  });

  it('the requester pays the increase from the order page and sees the order accepted without a reload', async () => {
    const requester = await signIn(REQUESTER.email);
    const page = requester.page;
    await page.goto(`${app.baseUrl}/dashboard/orders/${order.id}`);
    await waitForAttr(page, 'batch-status', 'data-status', 'payment_captured');

    // Staff add a surcharge while the page is open: a higher revision arrives live.
    const revised = await api<{ position: string }>(
      'POST',
      `/api/admin/batches/${order.id}/quote_revisions`,
      STAFF.accountId,
      's',
      { reason: 'surcharge', additional_fee: 800, remark: 'Oversize handling' },
    );
    expect(revised.status).toBe(200);
    const detail = await waitForDetail(order.id, REQUESTER.accountId, 'r', (d) => !!arrivalOf(d)?.pending_revision_id);
    const revision = arrivalOf(detail)?.revisions[0];
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

    const after = await waitForDetail(order.id, REQUESTER.accountId, 'r', (d) => !arrivalOf(d)?.pending_revision_id);
    expect(arrivalOf(after)?.revisions[0]).toMatchObject({
      status: 'accepted',
      top_up: { status: 'captured', amount_hkd: due },
    });
    // The buyer sees the same order moved on (no revision waits).
    const seen = await api<DetailBody>('GET', `/api/batch/orders/${order.id}`, BUYER.accountId, 'b');
    expect(arrivalOf(seen.body)?.settled).toBe(true);
    // The refused card's 422 answer is the browser's one console line; nothing else went wrong.
    expect(requester.errors.filter((e) => !e.includes('422'))).toEqual([]);
  });
});
