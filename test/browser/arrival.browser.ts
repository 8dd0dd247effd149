import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { BUYER, REQUESTER, STAFF } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { seriousAxeFaults, sidewaysOverflow, widestElements } from './support/page-audit';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { expectSuccess, waitForAttr } from './support/page-helpers';
import type { ArrivalView } from '@contracts/batch/arrival';
import { driveTo, png, signInDemo, type DetailBody, type Driven, type TestApp } from '../support/kit';

/** The detail's arrival (docs/arrival.md), which the kit's DetailBody does not name. */
const arrivalOf = (d: DetailBody): ArrivalView | null | undefined =>
  (d as DetailBody & { arrival?: ArrivalView | null }).arrival;

jest.setTimeout(300_000);
const chromiumSetup = chromiumOrSkip();

/** The warehouse bench: a phone held at the bench (the 390 px wide screen). */
const BENCH_PHONE = { width: 390, height: 844 };

/**
 * Arrival in the open, end to end in real Chromium: staff check a paid order's parcel in on a
 * phone-sized console page with two photos; the requester's open order page shows them without a
 * reload; the requester reports one item damaged and approves the other; staff refund the damaged
 * item from the dispute; the console's timeline names every step with its actor and reason; the
 * refund keeps the US$10 service-fee floor.
 */
chromiumSetup.describe('arrival: check-in, review, dispute and refund (Chromium)', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoBuyerEligible: true });
  const { api, waitForDetail, signIn } = suite.scenario;
  let app: TestApp;
  let browser: Browser;
  let order: Driven;
  let lamp = '';
  let mug = '';
  let requesterPage: Page;
  let requesterErrors: string[] = [];

  beforeAll(async () => {
    ({ app, browser } = suite);
    const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
    // US$40 + US$15: 12% would be US$6.60, so the US$10 minimum service fee applies to the order.
    const items = [
      { name: 'Glass desk lamp', price: 4000 },
      { name: 'Travel mug', price: 1500 },
    ];
    // Bought, captured and sent by the buyer (tracking numbers TN<id>-1, -2): the parcel is on its way.
    order = await driveTo(app, 'item_sent', parties, { items });
    [lamp, mug] = order.itemIds;
  });

  const photoFile = (name: string, shade: number) => ({
    name,
    mimeType: 'image/png',
    // Two different real images (the server re-encodes them).
    buffer: png(64 + shade, 48, { text: `bench ${name}` }),
  });

  it('staff check the parcel in on a phone with two photos, and the requester sees them without a reload', async () => {
    const requester = await signIn(REQUESTER.email);
    requesterPage = requester.page;
    requesterErrors = requester.errors;
    await requesterPage.goto(`${app.baseUrl}/dashboard/orders/${order.id}`);
    await waitForAttr(requesterPage, 'batch-status', 'data-status', 'item_sent');
    expect(await requesterPage.getByTestId('arrival-panel').count()).toBe(0);

    const staff = await openConsole(browser, app.baseUrl, 's', {
      viewport: BENCH_PHONE,
      readyTestId: 'dashboard-group-processing',
    });
    await staff.page.goto(`${app.baseUrl}/admin/#/check-in`);
    await staff.page.getByTestId('check-in-page').waitFor();
    // Found by the tracking number the buyer sent (driveTo: TN<first 8 of the id>-1).
    const tracking = `TN${order.id.slice(0, 8).toUpperCase()}-1`;
    // Scanned from the parcel's label with the camera: a stand-in camera shows a QR code of the
    // tracking number (headless Chromium has no camera; the page reads the frames as from a real one).
    const label = await QRCode.toDataURL(tracking, { margin: 4, width: 280 });
    await staff.page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 320;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 320, 320);
        context.drawImage(image, 20, 20);
        requestAnimationFrame(draw);
      };
      draw();
      const stream = canvas.captureStream(10);
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.resolve(stream) } });
    }, label);
    await staff.page.getByTestId('check-in-scan').click();
    // No wait for the camera's view itself: it reads the code within a frame or two and closes, so
    // it may be gone before a check sees it. The form for the scanned order is the proof.
    const form = staff.page.getByTestId('check-in-form');
    await form.waitFor();
    expect(await form.getAttribute('data-batch')).toBe(order.batchNumber);
    expect(await staff.page.getByTestId('check-in-search').inputValue()).toBe(tracking);
    expect(await staff.page.getByTestId('check-in-camera').count()).toBe(0);
    // The tracking number read selects its item; the mug shares the parcel.
    expect(await staff.page.getByTestId(`check-in-item-${lamp}`).isChecked()).toBe(true);
    await staff.page.getByTestId(`check-in-item-${mug}`).check();

    // Sent without photos or a weight: the form says so under each field and sends nothing.
    await staff.page.getByTestId('check-in-submit').click();
    await staff.page.getByTestId('check-in-photos-error').waitFor();
    expect(await staff.page.getByTestId('check-in-photos-error').textContent()).toBe('Add at least one photo.');
    expect(await staff.page.getByTestId('check-in-weight-helper').textContent()).not.toBe('');

    await staff.page
      .getByTestId('check-in-photos-input')
      .setInputFiles([photoFile('front.png', 0), photoFile('label.png', 16)]);
    await waitForAttr(staff.page, 'check-in-photos', 'data-count', '2');
    expect(await staff.page.getByTestId('check-in-photos-preview').count()).toBe(2);
    await staff.page.getByTestId('check-in-weight').fill('6.5');
    await staff.page.getByTestId('check-in-length_cm').fill('40');
    await staff.page.getByTestId('check-in-width_cm').fill('30');
    await staff.page.getByTestId('check-in-height_cm').fill('20');
    await staff.page.getByTestId('check-in-condition-opened').check();
    await staff.page.getByTestId('check-in-note').fill('Outer box tape cut');
    // The bench page fits the phone: nothing scrolls sideways, and axe finds nothing serious.
    const overflow = await sidewaysOverflow(staff.page);
    expect({ overflow, culprits: overflow > 0 ? await widestElements(staff.page) : [] }).toEqual({
      overflow: 0,
      culprits: [],
    });
    expect(await seriousAxeFaults(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: screenshotPath('arrival-check-in-phone'), fullPage: true });
    await staff.page.getByTestId('check-in-submit').click();
    await staff.page.getByTestId('check-in-done').waitFor({ timeout: 60_000 });
    expect(await staff.page.getByTestId('check-in-done').textContent()).toContain(order.batchNumber);

    // The requester's open page: the photos arrive live (no reload), with the weights and condition.
    await requesterPage.getByTestId(`arrival-item-${lamp}-evidence-photos`).waitFor({ timeout: 60_000 });
    await waitForAttr(requesterPage, `arrival-item-${lamp}-evidence-photos`, 'data-count', '2');
    await waitForAttr(requesterPage, 'batch-status', 'data-status', 'arrived_oversea_warehouse');
    expect(await requesterPage.getByTestId(`arrival-item-${lamp}-evidence-condition`).textContent()).toBe(
      'Opened · Outer box tape cut',
    );
    await requesterPage.getByTestId('arrival-countdown').waitFor();
    // The photos are served and open large (zoomable) on a tap.
    await requesterPage.getByTestId(`arrival-item-${lamp}-evidence-photos-photo`).first().click();
    const large = requesterPage.getByTestId(`arrival-item-${lamp}-evidence-photos-viewer-image`);
    await large.waitFor();
    await requesterPage.waitForFunction(
      (id) => (document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`)?.naturalWidth ?? 0) > 0,
      `arrival-item-${lamp}-evidence-photos-viewer-image`,
    );
    await requesterPage.getByTestId(`arrival-item-${lamp}-evidence-photos-zoom-in`).click();
    expect(await large.getAttribute('data-zoom')).toBe('1.5');
    await requesterPage.keyboard.press('Escape');
    await large.waitFor({ state: 'detached' });
    expect(await seriousAxeFaults(requesterPage)).toEqual([]);

    // The staff list's "Awaiting review" tab counts it and, picked, lists it.
    await staff.page.goto(`${app.baseUrl}/admin/#/batches`);
    const reviewTab = staff.page.getByTestId('admin-arrival-tab-awaiting_review');
    await reviewTab.waitFor();
    await staff.page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="admin-arrival-tab-awaiting_review"]')?.getAttribute('data-count'),
        ) > 0,
    );
    await reviewTab.click();
    // The tab is the list's filter (in the address, as every react-admin filter).
    await staff.page.waitForURL(/awaiting_review/);
    // On the phone the list is one line per order: its number and status (the arrival column is the desktop table's).
    await staff.page.getByTestId('admin-batch-list').getByText(order.batchNumber, { exact: false }).waitFor();
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);

    // The requester's dashboard (another tab): "To review" counts the order and lists it.
    const dashboard = await requesterPage.context().newPage();
    await dashboard.goto(`${app.baseUrl}/dashboard`);
    await waitForAttr(dashboard, 'arrival-tab-awaiting_review', 'data-count', '1');
    await dashboard.getByTestId('arrival-tab-awaiting_review').click();
    await dashboard.locator(`[data-testid="batch-row"][data-batch-number="${order.batchNumber}"]`).waitFor();
    expect(await dashboard.getByTestId('batch-row').count()).toBe(1);
    await dashboard.close();

    // The buyer's dashboard has the three arrival tabs: the order is awaiting review, not check-in.
    const buyer = await signIn(BUYER.email);
    await buyer.page.goto(`${app.baseUrl}/dashboard`);
    await waitForAttr(buyer.page, 'arrival-tab-awaiting_review', 'data-count', '1');
    await waitForAttr(buyer.page, 'arrival-tab-awaiting_check_in', 'data-count', '0');
    await waitForAttr(buyer.page, 'arrival-tab-in_dispute', 'data-count', '0');
    await buyer.page.getByTestId('arrival-tab-awaiting_review').click();
    await buyer.page.locator(`[data-testid="batch-row"][data-batch-number="${order.batchNumber}"]`).waitFor();
    await buyer.page.context().close();
  });

  it('the requester reports the lamp damaged and approves the mug; staff refund the lamp within the fee floor', async () => {
    await requesterPage.getByTestId(`arrival-report-${lamp}`).click();
    await requesterPage.getByTestId('report-kind').click();
    await requesterPage.getByTestId('report-kind-damaged').click();
    await requesterPage.getByTestId('report-message').fill('The glass shade is broken');
    // With a photo of their own (optional), kept on the dispute's first message.
    await requesterPage.getByTestId('report-photos-input').setInputFiles([photoFile('shade.png', 32)]);
    await waitForAttr(requesterPage, 'report-photos', 'data-count', '1');
    await requesterPage.getByTestId('report-problem-dialog-submit').click();
    await expectSuccess(requesterPage, 'Problem reported');
    await waitForAttr(requesterPage, `arrival-item-${lamp}`, 'data-status', 'disputed');
    await requesterPage.getByTestId(`arrival-approve-${mug}`).click();
    await expectSuccess(requesterPage, 'Approved');
    await waitForAttr(requesterPage, `arrival-item-${mug}`, 'data-status', 'approved');
    // The dispute is on the page with the arrival evidence beside its thread.
    const disputed = await waitForDetail(
      order.id,
      REQUESTER.accountId,
      'r',
      (d) => arrivalOf(d)?.disputes.length === 1,
    );
    const dispute = arrivalOf(disputed)!.disputes[0];
    expect(dispute.messages[0].photos).toHaveLength(1);
    await requesterPage.getByTestId(`dispute-${dispute.id}-evidence-photos`).waitFor();
    await requesterPage
      .getByTestId(`dispute-${dispute.id}-message`)
      .filter({ hasText: 'The glass shade is broken' })
      .waitFor();

    // What the lamp's refund gives back: the server's estimate, the US$10 minimum fee kept.
    const estimate = await api<{
      details: Record<'refund_service_fee' | 'local_refund_total' | 'refund_subtotal', number>;
      whole_order: boolean;
    }>('POST', `/api/bns/refunds/estimate/${order.batchNumber}`, STAFF.accountId, 's', { items: [{ id: lamp }] });
    expect([estimate.status, estimate.body.whole_order]).toEqual([200, false]);
    // The lamp's final price (the buyer's modify added US$1 to the first item: driveTo).
    expect(estimate.body.details.refund_subtotal).toBe(4100);
    expect(estimate.body.details.refund_service_fee).toBe(0);

    const staff = await openConsole(browser, app.baseUrl, 's', { readyTestId: 'dashboard-group-processing' });
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    const card = staff.page.getByTestId(`dispute-${dispute.id}`);
    await card.waitFor({ timeout: 60_000 });
    // An internal note: marked for staff, never shown to the requester.
    await staff.page.getByTestId(`dispute-${dispute.id}-input`).fill('Carrier claim filed');
    await staff.page.getByTestId(`dispute-${dispute.id}-internal`).check();
    await staff.page.getByTestId(`dispute-${dispute.id}-send`).click();
    await staff.page.getByTestId(`dispute-${dispute.id}-internal-mark`).waitFor();

    await staff.page.getByTestId(`decide-${dispute.id}`).click();
    await staff.page.getByTestId(`decide-${dispute.id}-decision`).click();
    await staff.page.getByTestId(`decide-${dispute.id}-decision-refund`).click();
    await staff.page.getByTestId(`decide-${dispute.id}-reason`).fill('Broken in transit, photos agree');
    await staff.page.getByTestId(`decide-${dispute.id}-submit`).click();
    await staff.page.getByText('Decision recorded.').waitFor();

    const refunded = await waitForDetail(order.id, REQUESTER.accountId, 'r', (d) => (d.payment?.refunded ?? 0) > 0);
    expect(refunded.payment?.refunded).toBe(estimate.body.details.local_refund_total);
    expect(arrivalOf(refunded)?.disputes[0].messages.some((m) => m.internal)).toBe(false);
    await waitForAttr(requesterPage, `dispute-${dispute.id}-decision`, 'data-decision', 'refund');
    await waitForAttr(
      requesterPage,
      'refunded-banner',
      'data-amount',
      String(estimate.body.details.local_refund_total),
    );
    expect(await requesterPage.getByTestId(`dispute-${dispute.id}-internal-mark`).count()).toBe(0);

    // The console's timeline: every step with who did it and why.
    // Rows by their stored event type (each reads as words: "Checked in at the warehouse").
    const rows = (type: string) =>
      staff.page.getByTestId('admin-timeline').locator(`tbody tr[data-event-type="${type}"]`);
    const row = (type: string, ...texts: string[]) =>
      texts.reduce((r, text) => r.filter({ hasText: text }), rows(type)).first();
    await row('ParcelCheckedIn', 'Staff', 'Opened · Outer box tape cut').waitFor({ timeout: 60_000 });
    await row('ProblemReported', 'Requester', 'Damaged · The glass shade is broken').waitFor();
    await row('ItemsApproved', 'Requester').waitFor();
    await row('DisputeResolved', 'Staff', 'Refund the item · Broken in transit, photos agree').waitFor();
    await row('ItemsRefunded', 'Staff', 'Arrival dispute').waitFor();
    await staff.page.screenshot({ path: screenshotPath('arrival-dispute-refunded'), fullPage: true });

    // The requester's own order page lists the same steps with who and why (no staff ids, no internal note).
    const step = (name: string, actor: string) =>
      requesterPage.locator(`[data-testid="arrival-timeline-row"][data-step="${name}"][data-actor="${actor}"]`);
    await step('ItemsRefunded', 'staff').waitFor({ timeout: 60_000 });
    const reasonOf = async (name: string, actor: string) =>
      step(name, actor).getByTestId('arrival-timeline-reason').textContent();
    expect(await reasonOf('ParcelCheckedIn', 'staff')).toBe('Opened · Outer box tape cut');
    expect(await reasonOf('ProblemReported', 'requester')).toBe('Damaged · The glass shade is broken');
    expect(await reasonOf('DisputeResolved', 'staff')).toBe('Refund the item · Broken in transit, photos agree');
    expect(await reasonOf('ItemsRefunded', 'staff')).toMatch(
      /^Arrival dispute · Broken in transit, photos agree · HK\$/,
    );
    expect(await step('ItemsApproved', 'requester').getByTestId('arrival-timeline-step').textContent()).toBe(
      'Approved: Travel mug',
    );
    expect(await step('ProblemReported', 'requester').getByTestId('arrival-timeline-actor').textContent()).toBe(
      'Requester',
    );
    // Newest first: the refund on top, the check-in at the bottom.
    const steps = await requesterPage
      .getByTestId('arrival-timeline-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-step')));
    expect(steps).toEqual(['ItemsRefunded', 'DisputeResolved', 'ItemsApproved', 'ProblemReported', 'ParcelCheckedIn']);
    expect(await requesterPage.getByTestId('arrival-timeline').textContent()).not.toContain('Carrier claim filed');
    await requesterPage.screenshot({ path: screenshotPath('arrival-order-page'), fullPage: true });
    expect(staff.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    expect(requesterErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    // The buyer sees the same arrival and the dispute, but no review buttons.
    const buyerView = await waitForDetail(order.id, BUYER.accountId, 'b', (d) => Boolean(arrivalOf(d)));
    expect(arrivalOf(buyerView)?.disputes[0].messages.some((m) => m.internal)).toBe(false);
  });
});
