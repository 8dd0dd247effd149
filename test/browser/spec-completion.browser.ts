import type { Browser } from 'playwright-core';
import type { SupportIdentity, SupportRoomIdentity } from '../../contracts/chat';
import { BUYER, REQUESTER, STAFF } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { openConsole } from './support/sign-in-pages';
import { screenshotPath } from './support/web-build';
import { batchActions, createRequest, driveTo, requestBody, signInDemo, type TestApp } from '../support/kit';
import { pick, waitForNotice, waitForText } from './support/page-helpers';

jest.setTimeout(240_000);
const chromiumSetup = chromiumOrSkip();

type Measured = { lengthCm: number; widthCm: number; heightCm: number } | null;
type Detail = {
  status: string;
  items: Array<{ id: string; weight: number; dimensions: Measured }>;
  parcel: { warning: string | null; violations: Array<{ item_id: string | null; code: string }> };
  local_shipping_balance: { currency: string; charged: number; refunded: number; available: number } | null;
};

const RECIPIENT_EMAIL = 'mei.chan@example.hk';
const SPEC_WARNING = 'Extra fees or rejection may apply';

/**
 * Screens in Chromium: the buyer's parcel dimensions on modify (the volumetric refusal,
 * the parcel-limit warning), the requester's detail lines (recipient e-mail, available local shipping
 * fee balance, parcel warning), the support widget's identity as staff see it, and the console's
 * "Measure parcel" form at the warehouse stages. Set-up through the real API (test/support/kit).
 */
chromiumSetup.describe('spec completion: parcel rules, detail lines, support identity, measuring (Chromium)', () => {
  const suite = useBrowserSuite({
    env: { DEV_SIGN_IN: 'true', SUPPORT_CHAT_SECRET: 'spec-completion-support-secret-0123456789' },
    demoBuyerEligible: true,
  });
  const { scenario } = suite;
  const { api, waitForDetail, signIn } = scenario;
  let app: TestApp;
  let browser: Browser;
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  const operator = () => openConsole(browser, app.baseUrl, 's');
  const pageErrors = (errors: string[]) => errors.filter((e) => e.startsWith('pageerror'));

  /** The request of (a) and (b): delivered to an address with a recipient e-mail, accepted by the demo buyer. */
  let requestId = '';

  it('(a) the buyer enters item dimensions on modify: a volumetric weight over 5 × is refused under the item; the parcel-limit warning shows', async () => {
    const requester = signInDemo(app, 'requester');
    const body = requestBody({
      pickup_location_id: undefined,
      shipping_address: {
        recipient_name: 'Chan Tai Man',
        recipient_email: RECIPIENT_EMAIL,
        contact_number: '+85261234567',
        address_line1: '1 Queen’s Road Central',
        district: 'Central',
        country: 'hk',
      },
    });
    requestId = (await createRequest(app, requester.token, body)).id;
    await waitForDetail(requestId, REQUESTER.accountId, 'r', (d) => d.buyer_id === BUYER.accountId);
    await batchActions.accept(app, requestId, signInDemo(app, 'buyer').token);
    await waitForDetail(requestId, REQUESTER.accountId, 'r', (d) => d.status === 'accepted');

    const buyer = await signIn(BUYER.email);
    await buyer.page.goto(`${app.baseUrl}/dashboard/requests/${requestId}`);
    await buyer.page.getByTestId('action-modify').click();
    await buyer.page.getByTestId('modify-dialog').waitFor();
    // 3 lb actual, 60 × 40 × 40 cm → 35.28 lb volumetric, over the 15 lb cap (5 ×).
    await buyer.page.getByTestId('modify-0-weight').fill('3');
    await buyer.page.getByTestId('modify-0-sellerShipping').fill('5.00');
    await buyer.page.getByTestId('modify-local-shipping').fill('5.00');
    await buyer.page.getByTestId('modify-0-lengthCm').fill('60');
    await buyer.page.getByTestId('modify-0-widthCm').fill('40');
    await buyer.page.getByTestId('modify-0-heightCm').fill('40');
    await buyer.page.getByTestId('modify-dialog-submit').click();
    // The refusal shows inside the dialog, above its buttons (not in a notice queue).
    await waitForText(buyer.page, 'modify-dialog-error', 'Modified Failed');
    await waitForText(
      buyer.page,
      'modify-0-volumetric-error',
      'The volumetric weight is more than 5 times the actual weight.',
    );
    const refused = await api<Detail>('GET', `/api/batch/requests/${requestId}`, BUYER.accountId, 'b');
    expect([refused.body.status, refused.body.items[0].dimensions]).toEqual(['accepted', null]);

    // 90 × 20 × 20 cm → 13.23 lb volumetric (within 5 × 3 lb) but a side over reading A's 80 cm.
    await buyer.page.getByTestId('modify-0-widthCm').fill('20');
    expect(await buyer.page.getByTestId('modify-0-volumetric-error').count()).toBe(0);
    await buyer.page.getByTestId('modify-0-lengthCm').fill('90');
    await buyer.page.getByTestId('modify-0-heightCm').fill('20');
    await buyer.page.getByTestId('modify-dialog-submit').click();
    await waitForNotice(buyer.page, 'info', 'Modified Succeeded!');
    await buyer.page.getByTestId('batch-parcel-warning').waitFor({ timeout: 60_000 });
    expect(await buyer.page.getByTestId('batch-parcel-warning').textContent()).toContain(
      'extra fees or rejection may apply',
    );
    const kept = await waitForDetail(requestId, BUYER.accountId, 'b', (d) => d.status !== 'accepted');
    const detail = kept as unknown as Detail;
    expect(detail.items[0]).toMatchObject({ weight: 300, dimensions: { lengthCm: 90, widthCm: 20, heightCm: 20 } });
    expect(detail.parcel.warning).toBe(SPEC_WARNING);
    await buyer.page.screenshot({ path: screenshotPath('spec-completion-modify-parcel'), fullPage: true });
    expect(pageErrors(buyer.errors)).toEqual([]);
  });

  it('(b) the requester’s detail page shows the recipient e-mail, the available local shipping fee balance and the parcel warning', async () => {
    const { body: detail } = await api<Detail>('GET', `/api/batch/requests/${requestId}`, REQUESTER.accountId, 'r');
    // Local shipping is the items' seller shipping (US$5.00 typed in (a)) plus any extra local
    // shipping (none): nothing refunded yet, so all US$5.00 is available.
    const balance = detail.local_shipping_balance;
    expect(balance).toEqual({ currency: 'USD', charged: 500, refunded: 0, available: 500 });
    const shown = 'US$5.00';

    const requester = await signIn(REQUESTER.email);
    await requester.page.goto(`${app.baseUrl}/dashboard/requests/${requestId}`);
    await waitForText(requester.page, 'batch-recipient-email', `Recipient e-mail: ${RECIPIENT_EMAIL}`);
    await waitForText(requester.page, 'batch-local-shipping-balance', `Available local shipping fee balance: ${shown}`);
    expect(await requester.page.getByTestId('batch-parcel-warning').textContent()).toBe(
      'This parcel is beyond the shipping limits: extra fees or rejection may apply.',
    );
    await requester.page.screenshot({ path: screenshotPath('spec-completion-requester-detail'), fullPage: true });
    expect(pageErrors(requester.errors)).toEqual([]);
  });

  it('(c) a signed-in requester opens the support chat; staff see "Who is asking" with the server’s figures', async () => {
    const room = `${REQUESTER.accountId}_CS`;
    const before = await api<SupportRoomIdentity>(
      'GET',
      `/api/admin/support/rooms/${room}/identity`,
      STAFF.accountId,
      's',
    );
    expect(before.body.identity).toBeNull();

    const requester = await signIn(REQUESTER.email);
    await requester.page.getByTestId('support-chat-button').click();
    await requester.page.getByTestId('support-chat').waitFor();
    await requester.page.getByTestId('chat-input').fill('Is my parcel too big?');
    await requester.page.getByTestId('chat-send').click();

    const staff = await operator();
    await staff.page.goto(`${app.baseUrl}/admin/#/support`);
    await staff.page.getByTestId(`support-room-${REQUESTER.accountId}`).click();
    await staff.page.getByTestId('support-message').filter({ hasText: 'Is my parcel too big?' }).waitFor();
    // The server's own figures for the account (its request of (a) counted), as it hands them to the widget.
    const { body: server } = await api<SupportIdentity>('GET', '/api/support/identity', REQUESTER.accountId, 'r');
    expect(server).toMatchObject({ account_id: REQUESTER.accountId, first_name: REQUESTER.firstName });
    expect(server.request_count).toBeGreaterThanOrEqual(1);
    await waitForText(staff.page, 'support-identity-accountId', `Account: ${REQUESTER.accountId}`);
    await waitForText(staff.page, 'support-identity-firstName', `First name: ${server.first_name}`);
    await waitForText(staff.page, 'support-identity-email', `E-mail: ${server.email}`);
    await waitForText(staff.page, 'support-identity-requestCount', `Requests: ${server.request_count}`);
    await waitForText(staff.page, 'support-identity-orderCount', `Orders: ${server.order_count}`);
    // The language the customer app shows (Hong Kong English), as the widget started with it.
    await waitForText(staff.page, 'support-identity-language', 'Language: en-hk');
    await staff.page.screenshot({ path: screenshotPath('spec-completion-who-is-asking'), fullPage: true });
    expect(pageErrors(staff.errors)).toEqual([]);
    expect(pageErrors(requester.errors)).toEqual([]);
  });

  it('(d) staff measure a parcel from the console form at a warehouse stage: errors under the fields, then the measurement', async () => {
    const staff = await operator();
    // Before the goods are bought the machine does not allow MeasureParcel: no button.
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${requestId}/show`);
    // The actions render with the record, in the same pass as the batch number.
    await staff.page.getByTestId('admin-batch-number').waitFor();
    expect(await staff.page.getByTestId('admin-action-measureParcel').count()).toBe(0);

    const order = await driveTo(
      app,
      'item_sent',
      { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') },
      {
        items: [
          { name: 'Desk lamp', price: 4000 },
          { name: 'Phone case', price: 1500 },
        ],
      },
    );
    await staff.page.goto(`${app.baseUrl}/admin/#/batches/${order.id}/show`);
    await waitForText(staff.page, 'admin-batch-number', order.batchNumber);
    await staff.page.getByTestId('admin-action-measureParcel').click();
    await staff.page.getByTestId('measure-parcel-dialog').waitFor();

    // The form's own checks: nothing picked or typed.
    await staff.page.getByTestId('measure-parcel-submit').click();
    await waitForText(staff.page, 'measure-error-item', 'Required');
    await waitForText(staff.page, 'measure-error-length_cm', 'Required');
    await waitForText(staff.page, 'measure-error-height_cm', 'Required');

    // The server's check: a side over 1,000 cm, shown under that side.
    await pick(staff.page, 'measure-field-item', 0);
    await staff.page.getByTestId('measure-field-weight').fill('12');
    await staff.page.getByTestId('measure-field-length_cm').fill('85');
    await staff.page.getByTestId('measure-field-width_cm').fill('1200');
    await staff.page.getByTestId('measure-field-height_cm').fill('20');
    await staff.page.getByTestId('measure-parcel-submit').click();
    await waitForText(staff.page, 'measure-error-width_cm', 'Over Maximum Value');
    expect(await staff.page.getByTestId('measure-error-item').count()).toBe(0);
    const unchanged = await api<Detail>('GET', `/api/batch/orders/${order.id}`, STAFF.accountId, 's');
    expect(unchanged.body.items.map((i) => i.dimensions)).toEqual([null, null]);

    await staff.page.getByTestId('measure-field-width_cm').fill('20');
    await staff.page.getByTestId('measure-parcel-submit').click();
    await staff.page.getByText('Parcel measurement saved.').waitFor();
    // The page refreshes: the measured sides in the items table and the parcel warning (85 cm > reading A's 80).
    await waitForText(staff.page, 'admin-item-dimensions', '85 × 20 × 20');
    await staff.page.getByTestId('admin-parcel-warning').waitFor({ timeout: 60_000 });
    const measured = await api<Detail>('GET', `/api/batch/orders/${order.id}`, STAFF.accountId, 's');
    expect(measured.body.status).toBe('item_sent');
    expect(measured.body.items[0]).toMatchObject({
      id: order.itemIds[0],
      weight: 1200,
      dimensions: { lengthCm: 85, widthCm: 20, heightCm: 20 },
    });
    expect(measured.body.items[1].dimensions).toBeNull();
    expect(measured.body.parcel.warning).toBe(SPEC_WARNING);
    await staff.page.screenshot({ path: screenshotPath('spec-completion-measure-parcel'), fullPage: true });
    expect(pageErrors(staff.errors)).toEqual([]);
  });
});
