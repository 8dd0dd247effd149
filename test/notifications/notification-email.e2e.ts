import { ProjectionWaiter } from '../../src/projections/read-your-writes/projection-waiter';
import { eventually, http, requestBody } from '../batches/batch-test-kit';
import { startTestApp, type TestApp } from '../support/test-app';
import { givenAccount } from './support/accounts';
import { TinySmtpServer } from './support/smtp-server';

jest.mock('../../src/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

interface OutboxRow {
  to_address: string;
  subject: string;
  body: string;
  purpose: string;
}

describe('Notification e-mails through the e-mail port', () => {
  describe('outbox (the local default)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    const outbox = (address: string): Promise<OutboxRow[]> =>
      app.dataSource.query(`SELECT to_address, subject, body, purpose FROM outbox_email WHERE to_address = $1 ORDER BY created_at`, [address]);

    it('e-mails the requester that the request waits 24-48 hours for acceptance, in their language, once', async () => {
      const requester = await givenAccount(app.dataSource, 'r', 'zh-tw');
      const created = await http(app, 'POST', '/api/batch/requests/create', app.tokenFor({ id: requester.accountId, accountType: 'r' }), requestBody());
      expect(created.status).toBe(201);
      const batchNumber = String(created.body.batch_number);
      const [mail] = await eventually(async () => ((await outbox(requester.email)).length ? outbox(requester.email) : undefined));
      expect(mail).toEqual({
        to_address: requester.email,
        subject: `我們已收到您的請求 ${batchNumber}`,
        body: expect.stringContaining('24 至 48 小時'),
        purpose: 'notification:request_submitted',
      });

      // Replaying the whole log (checkpoint and folded states reset) sends nothing again: keyed by event id.
      const waiter = app.app.get(ProjectionWaiter);
      await waiter.waitFor('notification-email', [String(created.body.position)], 10000);
      await app.dataSource.query(`DELETE FROM rm_notification_email_state`);
      await app.dataSource.query(`UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = 'projection:notification-email'`);
      const replayed = await waiter.waitFor('notification-email', [String(created.body.position)], 10000);
      expect(replayed.stale).toBe(false);
      expect(await outbox(requester.email)).toHaveLength(1);
    });

    it('e-mails the newly assigned buyer in English by default', async () => {
      const requester = await givenAccount(app.dataSource, 'r');
      const buyer = await givenAccount(app.dataSource, 'b', 'xx-yy');
      const created = await http(app, 'POST', '/api/batch/requests/create', app.tokenFor({ id: requester.accountId, accountType: 'r' }), requestBody());
      const staff = app.tokenFor({ id: 'staff-e', accountType: 's' });
      const assigned = await http(app, 'PUT', `/api/admin/batches/${String(created.body.id)}/assign`, staff, { buyer_id: buyer.accountId });
      expect(assigned.status).toBe(200);
      const [mail] = await eventually(async () => ((await outbox(buyer.email)).length ? outbox(buyer.email) : undefined));
      expect(mail).toMatchObject({ subject: `New request ${String(created.body.batch_number)} assigned to you`, purpose: 'notification:request_assigned' });
    });
  });

  describe('SMTP (SMTP_URL set)', () => {
    let app: TestApp;
    let smtp: TinySmtpServer;
    beforeAll(async () => {
      smtp = new TinySmtpServer();
      const port = await smtp.listen();
      app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Concierge <notify@example.com>' });
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    it('delivers the submission notice to the SMTP server instead of the outbox', async () => {
      const requester = await givenAccount(app.dataSource, 'r');
      const created = await http(app, 'POST', '/api/batch/requests/create', app.tokenFor({ id: requester.accountId, accountType: 'r' }), requestBody());
      expect(created.status).toBe(201);
      const mail = await smtp.waitFor((m) => m.to.includes(requester.email));
      expect(mail.from).toBe('notify@example.com');
      expect(mail.data).toContain(`Subject: We received your request ${String(created.body.batch_number)}`);
      expect(mail.data).toContain('X-Purpose: notification:request_submitted');
      expect(mail.data).toContain('24-48 hours');
      const rows: unknown[] = await app.dataSource.query(`SELECT 1 FROM outbox_email WHERE to_address = $1`, [requester.email]);
      expect(rows).toHaveLength(0);
    });
  });
});
