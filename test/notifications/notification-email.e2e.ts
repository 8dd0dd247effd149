// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { ProjectionWaiter } from '../../src/platform/projections/read-your-writes/projection-waiter';
import { TinySmtpServer } from './tiny-smtp-server';
import {
  eventually,
  givenAccount,
  givenBatch,
  givenBuyerProfile,
  http,
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
