// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PersonalDataExport } from '@contracts/privacy';
import {
  call,
  createRequest,
  expectStatus,
  givenAccount,
  png,
  requestBody,
  startTestApp,
  type Account,
  type TestApp,
  waitForDetail,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/**
 * Review of personal data: one of each kind of personal data the system holds is written (through the API
 * where there is one, straight into its table otherwise), then every value must be in the export.
 */
describe('GET /api/account/personal-data/{id}/: the export holds every personal field', () => {
  let app: TestApp;
  let rita: Account;
  let ritaBuyer: Account;
  let ritaUserId: string;
  let other: Account;
  let staff: Account;
  let auditor: Account;

  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'personal-data-e2e-')) });
    rita = await givenAccount(app, {
      accountType: 'r',
      firstName: 'Ritaexport',
      lastName: 'Chanexport',
      mobile: '+85291238888',
      language: 'en-hk',
      activated: true,
    });
    other = await givenAccount(app, { accountType: 'r', firstName: 'Otto', mobile: '+85291237777', activated: true });
    staff = await givenAccount(app, { accountType: 's', firstName: 'Sam' });
    auditor = await givenAccount(app, { accountType: 'x', firstName: 'Aud' });
    const [row]: { user_id: string }[] = await app.dataSource.query(`SELECT user_id FROM accounts WHERE id = $1`, [
      rita.id,
    ]);
    ritaUserId = row.user_id;
    // Her buyer account (the switch creates it); its batches' receipts and remarks are hers too.
    const switched = await call<{ token: string; activated_account: string }>(
      app,
      'GET',
      `/api/user/switch/${ritaUserId}`,
      { token: rita.token },
    );
    expect(switched.status).toBe(200);
    ritaBuyer = { ...rita, id: switched.body.activated_account, accountType: 'b', token: switched.body.token };
  });
  afterAll(async () => app.close());

  const exportOf = (userId: string, token: string) =>
    call<PersonalDataExport>(app, 'GET', `/api/account/personal-data/${userId}/`, { token });

  it('contains the profile, accounts, identities, batches, chat, notifications, outboxes, OTP, sessions, reports, uploads and requests', async () => {
    // Profile and address through the API; the avatar is an upload.
    await expectStatus(
      'update',
      call(app, 'PATCH', `/api/account/update/${ritaUserId}/`, {
        token: rita.token,
        body: {
          address_1: 'Flat 8, 88 Exportstraat',
          address_2: 'Tower Export',
          zipcode: '999088',
          gender: 'female',
          birth_date: '1990-1-31',
          interests: ['cameras-export'],
        },
      }),
      [200],
    );
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png(8, 8))], { type: 'image/png' }), 'a.png');
    const avatar = await call<{ avatar: string }>(app, 'PATCH', `/api/account/update/${ritaUserId}/`, {
      token: rita.token,
      form,
    });
    expect(avatar.status).toBe(200);
    // An OTP to a new number: the SMS outbox row and the verification row.
    await expectStatus(
      'otp',
      call(app, 'POST', '/api/otp/', { token: rita.token, body: { phone_number: '+85291236666', language: 'en' } }),
      [200],
    );
    // A batch delivered to an address, with an item image.
    const first = (requestBody().items as Record<string, unknown>[])[0];
    const batch = await createRequest(
      app,
      rita.token,
      requestBody({
        items: [{ ...first, image_id: 'items/export-item-image.jpg' }],
        pickup_location_id: undefined,
        shipping_address: {
          recipient_name: 'Recipient Exportname',
          recipient_email: 'recipient.export@example.hk',
          contact_number: '+85261239999',
          address_line1: '9 Export Road',
          district: 'Central',
          country: 'hk',
        },
      }),
    );
    await waitForDetail(app, batch.id, rita.token, () => true);
    // A client error report while signed in, and a privacy request.
    await expectStatus(
      'report',
      call(app, 'POST', '/api/client-reports', {
        token: rita.token,
        body: {
          app: 'customer',
          kind: 'error',
          message: 'Export report message',
          route: '/dashboard',
          release: 'test',
          userAgent: 'ExportAgent/1.0',
          sessionId: 's-export',
          replay: [],
        },
      }),
      [201],
    );
    await expectStatus(
      'privacy request',
      call(app, 'POST', '/api/account/privacy-requests/', {
        token: rita.token,
        body: { kind: 'review', details: 'Please show my export details' },
      }),
      [201],
    );
    // Rows the API writes from sockets, reactions or sign-in, written here as those paths would.
    const q = (sql: string, params: unknown[]) => app.dataSource.query(sql, params);
    await q(
      `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ('google', 'g-export-sub', $1, $2)`,
      [ritaUserId, rita.email],
    );
    await q(
      `INSERT INTO terms_acceptances (user_id, account_type, terms_version, accepted_at) VALUES ($1, 'r', 'terms-export-v1', now())`,
      [ritaUserId],
    );
    await q(
      `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type) VALUES (gen_random_uuid(), $1, $2, 'Ritaexport', 'Chat export hello', 'text')`,
      [`${rita.id}_CS`, rita.id],
    );
    await q(
      `INSERT INTO support_chat_identities (room, account_id, first_name, email, language, request_count, order_count, started_at)
       VALUES ($1, $2, 'Ritaexport', $3, 'en', 1, 0, now())`,
      [`${rita.id}_CS`, rita.id, rita.email],
    );
    await q(
      `INSERT INTO rm_notifications (event_id, recipient_id, tag, batch_id, batch_number, batch_type, content, created_at)
       VALUES (gen_random_uuid(), $1, 'request', $2, $3, 'requests', '{"title":"Notification export text"}', now())`,
      [rita.id, batch.id, batch.batchNumber],
    );
    await q(
      `INSERT INTO outbox_email (to_address, subject, body, purpose) VALUES ($1, 'Export subject', 'Export e-mail body', 'notification')`,
      [rita.email],
    );
    await q(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at, revoked_at, revoked_reason) VALUES ('sid-export', $1, now(), now(), now(), 'export-revoked')`,
      [ritaBuyer.id],
    );
    // Someone else's data must not leak into hers.
    await q(
      `INSERT INTO chat_messages (id, room, sender_id, sender_name, message, message_type) VALUES (gen_random_uuid(), $1, $2, 'Otto', 'Not Ritas message', 'text')`,
      [`${other.id}_CS`, other.id],
    );

    const answer = await exportOf(ritaUserId, rita.token);
    expect(answer.status).toBe(200);
    const data = answer.body;
    const text = JSON.stringify(data);
    for (const value of [
      rita.email,
      'Ritaexport',
      'Chanexport',
      '+85291238888',
      'Flat 8, 88 Exportstraat',
      'Tower Export',
      '999088',
      '1990-01-31',
      'cameras-export',
      avatar.body.avatar,
      'g-export-sub',
      'terms-export-v1',
      'Recipient Exportname',
      'recipient.export@example.hk',
      '+85261239999',
      '9 Export Road',
      '/api/uploads/items/export-item-image.jpg',
      'Chat export hello',
      'Notification export text',
      'Export e-mail body',
      '+85291236666',
      'export-revoked',
      'Export report message',
      'ExportAgent/1.0',
      'Please show my export details',
    ])
      expect({ value, found: text.includes(value) }).toEqual({ value, found: true });
    expect(text).not.toContain('Not Ritas message');
    expect(data.user).toMatchObject({ id: ritaUserId, email: rita.email, gender: 'female', zipcode: '999088' });
    expect(data.accounts.map((a) => a.account_type).sort()).toEqual(['b', 'r']);
    expect(data.batches).toEqual([
      expect.objectContaining({
        batch_id: batch.id,
        role: 'requester',
        delivery_address: expect.objectContaining({ recipientName: 'Recipient Exportname' }),
      }),
    ]);
    expect(data.uploads).toEqual(
      expect.arrayContaining([avatar.body.avatar, '/api/uploads/items/export-item-image.jpg']),
    );
    expect(data.otp_verifications).toEqual([expect.objectContaining({ phone_number: '+85291236666' })]);
    expect(data.sms_sent).toEqual([
      expect.objectContaining({ to_number: '+85291236666', purpose: expect.any(String) }),
    ]);
    expect(data.privacy_requests).toEqual([expect.objectContaining({ kind: 'review', status: 'open', days_left: 30 })]);
  });

  it('is the owner’s (either account) or staff’s; another user and an auditor are refused', async () => {
    expect((await exportOf(ritaUserId, ritaBuyer.token)).status).toBe(200);
    expect((await exportOf(ritaUserId, staff.token)).status).toBe(200);
    const foreign = await exportOf(ritaUserId, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect((await exportOf(ritaUserId, auditor.token)).status).toBe(403);
    expect((await exportOf('not-a-uuid', rita.token)).status).toBe(404);
    expect((await call(app, 'GET', `/api/account/personal-data/${ritaUserId}/`)).status).toBe(401);
  });
});
