// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { ProjectionWaiter } from '../../src/platform/projections/read-your-writes/projection-waiter';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import { TinySmtpServer } from './tiny-smtp-server';
import {
  eventually,
  givenAccount,
  givenBatch,
  givenBuyerProfile,
  givenPayableBatch,
  FEES,
  http,
  pay,
  mailSentTo,
  requestBody,
  useAppWorld,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

interface OutboxRow {
  to_address: string;
  subject: string;
  body: string;
  purpose: string;
}

/** US$120 item, US$10 shipping, US$14.40 service fee, US$5 off: US$139.40 = HK$1,087.32 at the demo rate (7.80). */
const DISCOUNTED_FEES = { ...FEES, couponDiscount: 500, total: FEES.total - 500 };

/** The receipt in Hong Kong's and Macau's Chinese (the same written Cantonese). */
const CANTONESE_RECEIPT = [
  '收據',
  '- Trail shoes × 1: US$120.00',
  '服務費: US$14.40',
  '運費: US$10.00',
  '優惠碼折扣: -US$5.00',
  '信用卡暫時凍結總額: HK$1,087.32 (US$139.40)',
  '已用尾號 1111 嘅信用卡付款',
];
describe('Notification e-mails through the e-mail port', () => {
  describe('outbox (the local default)', () => {
    const world = useAppWorld();

    const outbox = (address: string): Promise<OutboxRow[]> =>
      world.app.dataSource.query(
        `SELECT to_address, subject, body, purpose FROM outbox_email WHERE to_address = $1 ORDER BY created_at`,
        [address],
      );

    it('e-mails the requester that the request waits 24-48 hours for acceptance, in their language, once', async () => {
      const requester = await givenAccount(world.app, { accountType: 'r', language: 'zh-tw' });
      const created = await http(world.app, 'POST', '/api/batch/requests/create', requester.token, requestBody());
      expect(created.status).toBe(201);
      const batchNumber = String(created.body.batch_number);
      const [mail] = await eventually(async () =>
        (await outbox(requester.email)).length ? outbox(requester.email) : undefined,
      );
      expect(mail).toEqual({
        to_address: requester.email,
        subject: `我們已收到您的請求 ${batchNumber}`,
        body: expect.stringContaining('24 至 48 小時'),
        purpose: 'notification:request_submitted',
      });

      // Replaying the whole log (checkpoint and folded states reset) sends nothing again: keyed by event id.
      const waiter = world.app.app.get(ProjectionWaiter);
      await waiter.waitFor('notification-email', [String(created.body.position)], 10000);
      await world.app.dataSource.query(`DELETE FROM rm_notification_email_state`);
      await world.app.dataSource.query(
        `UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = 'projection:notification-email'`,
      );
      const replayed = await waiter.waitFor('notification-email', [String(created.body.position)], 10000);
      expect(replayed.stale).toBe(false);
      expect(await outbox(requester.email)).toHaveLength(1);
    });

    it('e-mails the newly assigned buyer in English by default', async () => {
      const requester = await givenAccount(world.app, { accountType: 'r', language: 'en-hk' });
      const buyer = await givenAccount(world.app, { accountType: 'b', language: 'xx-yy' });
      const created = await http(world.app, 'POST', '/api/batch/requests/create', requester.token, requestBody());
      const staff = world.app.tokenFor({ id: 'staff-e', accountType: 's' });
      await givenBuyerProfile(world.app, staff, buyer.id);
      const assigned = await http(world.app, 'PUT', `/api/admin/batches/${String(created.body.id)}/assign`, staff, {
        buyer_id: buyer.id,
      });
      expect(assigned.status).toBe(200);
      const [mail] = await eventually(async () =>
        (await outbox(buyer.email)).length ? outbox(buyer.email) : undefined,
      );
      expect(mail).toMatchObject({
        subject: `New request ${String(created.body.batch_number)} assigned to you`,
        purpose: 'notification:request_assigned',
      });
    });

    it.each([
      {
        language: 'en-hk',
        subject: 'Payment confirmed for',
        text: [
          'Receipt',
          '- Trail shoes × 1: US$120.00',
          'Service fee: US$14.40',
          'Shipping: US$10.00',
          'Coupon discount: -US$5.00',
          'Total held on your card: HK$1,087.32 (US$139.40)',
          'Paid with the card ending in 1111',
        ],
      },
      {
        language: 'zh-hk',
        subject: '付款已確認',
        text: CANTONESE_RECEIPT,
      },
      {
        language: 'en-us',
        subject: 'Payment confirmed for',
        // US English writes its own dollar plainly; the Hong Kong dollar keeps its prefix.
        text: [
          'Receipt',
          '- Trail shoes × 1: $120.00',
          'Service fee: $14.40',
          'Shipping: $10.00',
          'Coupon discount: -$5.00',
          'Total held on your card: HK$1,087.32 ($139.40)',
          'Paid with the card ending in 1111',
        ],
      },
      {
        language: 'zh-tw',
        subject: '付款已確認',
        text: [
          '收據',
          '- Trail shoes × 1: US$120.00',
          '服務費: US$14.40',
          '運費: US$10.00',
          '優惠碼折抵: -US$5.00',
          '信用卡暫時圈存總額: HK$1,087.32 (US$139.40)',
          '已使用末四碼 1111 的信用卡付款',
        ],
      },
      {
        language: 'zh-mo',
        subject: '付款已確認',
        text: CANTONESE_RECEIPT,
      },
    ])(
      'e-mails the requester a receipt when the card is authorised ($language)',
      async ({ language, subject, text }) => {
        const requester = await givenAccount(world.app, { accountType: 'r', language });
        const batch = await givenPayableBatch(world.app, 'requested_payment', requester.id, DISCOUNTED_FEES);
        await pay(world.app, batch.batchId, requester.token);
        const mail = await mailSentTo(world.app.dataSource, requester.email, 'notification:payment_confirmed');
        expect(mail.subject).toContain(subject);
        expect(mail.subject).toContain(batch.batchNumber);
        // The lines in this order: items, fees, the HKD total first with the quote's currency beside it, the card.
        const lines = mail.body.split('\n');
        expect(lines).toEqual(expect.arrayContaining(text));
        expect(lines.filter((line) => text.includes(line))).toEqual(text);
        // The HTML part carries the same figures, in table cells.
        const amounts = text.filter((line) => line.includes(': ')).map((line) => line.split(': ')[1]);
        for (const figure of ['Trail shoes', ...amounts, '1111']) expect(mail.html).toContain(figure);
        expect(mail.html).toMatch(/^<!doctype html>/);
        // The provider's notification of this payment lands before the app stops.
        await world.app.app.get(SimulatorHost).simulator!.webhooks.idle();
      },
    );
  });

  describe('the other user-relevant changes', () => {
    // An empty pool: the tests assign buyers themselves.
    const world = useAppWorld({ pool: [], accounts: { staff: { id: 'staff-e2', accountType: 's' } } });
    const who = world.tokens;

    const mails = (address: string, purpose: string): Promise<OutboxRow[]> =>
      world.app.dataSource.query(
        `SELECT to_address, subject, body, purpose FROM outbox_email WHERE to_address = $1 AND purpose = $2 ORDER BY created_at`,
        [address, `notification:${purpose}`],
      );
    const mailOf = (address: string, purpose: string) =>
      eventually(async () => ((await mails(address, purpose)).length ? mails(address, purpose) : undefined));
    /** A request created through the API and assigned by staff to `buyerId`. */
    const assignedRequest = async (requesterId: string, buyerId: string) => {
      const created = await http(
        world.app,
        'POST',
        '/api/batch/requests/create',
        world.app.tokenFor({ id: requesterId, accountType: 'r' }),
        requestBody(),
      );
      expect(created.status).toBe(201);
      await givenBuyerProfile(world.app, who.staff, buyerId);
      expect(
        (
          await http(world.app, 'PUT', `/api/admin/batches/${String(created.body.id)}/assign`, who.staff, {
            buyer_id: buyerId,
          })
        ).status,
      ).toBe(200);
      return { id: String(created.body.id), batchNumber: String(created.body.batch_number) };
    };

    it('e-mails the requester a decline, and the buyer a cancellation by the requester, never the actor', async () => {
      const requester = await givenAccount(world.app, { accountType: 'r', language: 'zh-hk' });
      const buyer = await givenAccount(world.app, { accountType: 'b', language: 'en-hk' });
      const declined = await assignedRequest(requester.id, buyer.id);
      const decline = await http(
        world.app,
        'POST',
        `/api/batch/requests/decline/${declined.id}`,
        world.app.tokenFor({ id: buyer.id, accountType: 'b' }),
        { declined_reason: 'out_of_stock' },
      );
      expect(decline.status).toBe(200);
      const [declineMail] = await mailOf(requester.email, 'request_declined');
      expect(declineMail).toMatchObject({
        subject: `你的請求 ${declined.batchNumber} 已被拒絕`,
        body: expect.stringContaining(declined.batchNumber),
      });

      const canceled = await assignedRequest(requester.id, buyer.id);
      const cancel = await http(world.app, 'PUT', `/api/batch/requests/cancel/${canceled.id}`, requester.token, {});
      expect(cancel.status).toBe(200);
      const [cancelMail] = await mailOf(buyer.email, 'request_canceled');
      expect(cancelMail).toMatchObject({ subject: `Request ${canceled.batchNumber} has been canceled` });
      // The reaction has passed the cancellation (the buyer's mail is out): the requester, its actor, got none.
      await world.app.app.get(ProjectionWaiter).waitFor('notification-email', [String(cancel.body.position)], 10000);
      expect(await mails(requester.email, 'request_canceled')).toEqual([]);
      expect(await mails(buyer.email, 'request_declined')).toEqual([]);
    });

    it('e-mails both sides a payment cancellation made by staff', async () => {
      const requester = await givenAccount(world.app, { accountType: 'r', language: 'en-hk' });
      const buyer = await givenAccount(world.app, { accountType: 'b', language: 'zh-tw' });
      const given = await givenBatch(world.store, 'all_payment_canceled', {
        requesterId: requester.id,
        buyerId: buyer.id,
      });
      const [toRequester] = await mailOf(requester.email, 'payment_canceled');
      expect(toRequester.subject).toBe(`Payment for order ${given.batchNumber} canceled`);
      const [toBuyer] = await mailOf(buyer.email, 'payment_canceled');
      expect(toBuyer.subject).toBe(`訂單 ${given.batchNumber} 的付款已取消`);
    });
  });

  describe('SMTP (SMTP_URL set)', () => {
    const smtp = new TinySmtpServer();
    let port: number;
    beforeAll(async () => {
      port = await smtp.listen();
    });
    const world = useAppWorld({
      env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Concierge <notify@example.com>' }),
    });
    afterAll(() => smtp.close());

    it('delivers the submission notice to the SMTP server instead of the outbox', async () => {
      const requester = await givenAccount(world.app, { accountType: 'r', language: 'en-hk' });
      const created = await http(world.app, 'POST', '/api/batch/requests/create', requester.token, requestBody());
      expect(created.status).toBe(201);
      const mail = await smtp.waitFor((m) => m.to.includes(requester.email));
      expect(mail.from).toBe('notify@example.com');
      expect(mail.data).toContain(`Subject: We received your request ${String(created.body.batch_number)}`);
      expect(mail.data).toContain('X-Purpose: notification:request_submitted');
      expect(mail.data).toContain('24-48 hours');
      const rows: unknown[] = await world.app.dataSource.query(`SELECT 1 FROM outbox_email WHERE to_address = $1`, [
        requester.email,
      ]);
      expect(rows).toHaveLength(0);
    });
  });
});
