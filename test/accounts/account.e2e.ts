// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionTokens } from '../../src/platform/auth/session-token';
import { seedDemoData } from '../../src/dev/seed/seed-demo-data';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { call, jpeg, png, snapshot, startTestApp, type TestApp, verifyPhone } from '../support/kit';

type Json = Record<string, unknown>;

/** A decodable JPEG (jpeg-js) with an EXIF APP1 segment inserted after its JFIF header. */
function photoWithExif(width: number, height: number, exif: string): Buffer {
  const encoded = encodeJpeg({ width, height, data: Buffer.alloc(width * height * 4, 0x90) }, 90).data;
  const payload = Buffer.from(`Exif\0\0${exif}`, 'latin1');
  const app1 = Buffer.from([0xff, 0xe1, 0, 0]);
  app1.writeUInt16BE(payload.length + 2, 2);
  const afterApp0 = 4 + encoded.readUInt16BE(4);
  return Buffer.concat([encoded.subarray(0, afterApp0), app1, payload, encoded.subarray(afterApp0)]);
}

/** Markers of a JPEG's segments up to the scan data. */
function jpegMarkers(bytes: Buffer): number[] {
  const found: number[] = [];
  for (
    let offset = 2;
    offset + 4 <= bytes.length && bytes[offset] === 0xff;
    offset += 2 + bytes.readUInt16BE(offset + 2)
  ) {
    found.push(bytes[offset + 1]);
    if (bytes[offset + 1] === 0xda) break;
  }
  return found;
}
const [REQUESTER, BUYER, STAFF, AUDITOR] = DEMO_ACCOUNTS;

describe('Accounts: GET /api/user/{id}/, switch, PATCH update, DELETE', () => {
  let testApp: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'accounts-e2e-'));
  const tokenOf = (demo: (typeof DEMO_ACCOUNTS)[number]) =>
    testApp.tokenFor({ id: demo.accountId, accountType: demo.accountType, email: demo.email });

  beforeAll(async () => {
    testApp = await startTestApp({ DATA_DIR: dataDir });
    await seedDemoData(testApp.dataSource);
  });
  afterAll(async () => testApp.close());

  const update = (demo: (typeof DEMO_ACCOUNTS)[number], body: Json, userId = demo.userId) =>
    call<Json>(testApp, 'PATCH', `/api/account/update/${userId}/`, { token: tokenOf(demo), body });
  const avatarForm = (bytes: Buffer, type: string, name = 'a.png', extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
    for (const [key, value] of Object.entries(extra)) form.append(key, value);
    return form;
  };
  const avatarFiles = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'avatars'));
    } catch {
      return [];
    }
  };

  describe('GET /api/user/{id}/', () => {
    it('shows the owner their accounts and profile', async () => {
      const reply = await call<Json>(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(REQUESTER) });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        id: REQUESTER.userId,
        activated_account: REQUESTER.accountId,
        number_account: 1,
        user_code: expect.stringMatching(/^U/),
        accounts: [{ id: REQUESTER.accountId, account_type: 'r' }],
        first_name: 'Rita',
        country_code: 'hk',
        mobile_number: '91230001',
      });
    });

    it('lets staff and auditors read anyone', async () => {
      expect((await call(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(STAFF) })).status).toBe(
        200,
      );
      expect((await call(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(AUDITOR) })).status).toBe(
        200,
      );
    });

    it('answers another user, an unknown id and a malformed id alike with 404', async () => {
      for (const id of [BUYER.userId, '00000000-0000-4000-8000-00000000ffff', 'xyz']) {
        const reply = await call(testApp, 'GET', `/api/user/${id}/`, { token: tokenOf(REQUESTER) });
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
      }
    });

    it('refuses a missing, forged or expired session with 401', async () => {
      const path = `/api/user/${REQUESTER.userId}/`;
      expect((await call(testApp, 'GET', path)).status).toBe(401);
      const forged = new SessionTokens('f'.repeat(40), 3600).issue({ id: REQUESTER.accountId, accountType: 's' }).token;
      expect((await call(testApp, 'GET', path, { token: forged })).body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
      const expired = new SessionTokens(
        'test-session-secret-with-at-least-32-chars',
        60,
        () => Date.now() - 3600_000,
      ).issue({ id: REQUESTER.accountId, accountType: 'r' }).token;
      expect((await call(testApp, 'GET', path, { token: expired })).body).toMatchObject({
        code: 'AUTH_SESSION_EXPIRED',
      });
    });
  });

  describe('GET /api/user/switch/{id}', () => {
    it('switches a requester to a new buyer account and back', async () => {
      const toBuyer = await call<Json>(testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: tokenOf(REQUESTER),
      });
      expect(toBuyer.status).toBe(200);
      expect(toBuyer.body).toMatchObject({
        user: REQUESTER.userId,
        account_type: 'b',
        user_status: 0,
        number_account: 2,
      });
      const buyerAccount = toBuyer.body.activated_account as string;
      expect(buyerAccount).not.toBe(REQUESTER.accountId);
      const profile = await call<Json>(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: toBuyer.body.token as string,
      });
      expect(profile.body).toMatchObject({ account_type: 'b', number_account: 2 });
      const back = await call<Json>(testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: toBuyer.body.token as string,
      });
      expect(back.body).toMatchObject({ account_type: 'r', activated_account: REQUESTER.accountId, number_account: 2 });
      // The second switch reuses the buyer account.
      const again = await call<Json>(testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, {
        token: back.body.token as string,
      });
      expect(again.body.activated_account).toBe(buyerAccount);
      await call(testApp, 'GET', `/api/user/switch/${REQUESTER.userId}`, { token: again.body.token as string });
    });

    it("refuses staff, auditors (403) and someone else's id (404)", async () => {
      expect((await call(testApp, 'GET', `/api/user/switch/${STAFF.userId}`, { token: tokenOf(STAFF) })).status).toBe(
        403,
      );
      expect(
        (await call(testApp, 'GET', `/api/user/switch/${AUDITOR.userId}`, { token: tokenOf(AUDITOR) })).status,
      ).toBe(403);
      expect(
        (await call(testApp, 'GET', `/api/user/switch/${BUYER.userId}`, { token: tokenOf(REQUESTER) })).status,
      ).toBe(404);
    });
  });

  describe('PATCH /api/account/update/{id}/', () => {
    it('updates names, address and interests as JSON', async () => {
      const reply = await update(REQUESTER, {
        first_name: 'Rita Y.',
        address_1: '1 Demo Road',
        address_2: '',
        region: 2,
        district: 5,
        zipcode: '000000',
        gender: 'female',
        interests: ['books', 'tech'],
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        message: 'Account information updated!',
        first_name: 'Rita Y.',
        address_1: '1 Demo Road',
        address_2: null,
        region: 2,
        district: 5,
        interests: ['books', 'tech'],
      });
    });

    it('changes the mobile only after OTP verification', async () => {
      const unverified = await update(REQUESTER, { mobile: '+85297770001' });
      expect(unverified.body).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
      await verifyPhone(testApp, tokenOf(REQUESTER), '+85297770001');
      const verified = await update(REQUESTER, { mobile: '+852 9777 0001' });
      expect(verified.status).toBe(200);
      expect(verified.body.mobile).toBe('+85297770001');
    });

    it.each([
      ['a wrong gender', { gender: 'other' }, 'VALIDATION_FAILED'],
      ['a district outside the region', { region: 1, district: 12 }, 'WRONG_INPUT'],
      ['an unknown district', { district: 9999 }, 'WRONG_INPUT'],
      ['a birthday in the wrong format', { birth_date: '14/07/1995' }, 'WRONG_FORMAT'],
      ['an invalid mobile', { mobile: '+85212345678' }, 'MOBILE_INVALID'],
      ['a mobile of another account', { mobile: BUYER.mobile }, 'PHONE_NUMBER_USED'],
      ['a requester moving to a buyer-only country', { country: 1 }, 'WRONG_INPUT'],
      ['interests of the wrong type', { interests: 'x'.repeat(60) }, 'VALIDATION_FAILED'],
      ['an empty first name', { first_name: '' }, 'VALIDATION_FAILED'],
      ['a region id that is text', { region: 'kowloon' }, 'VALIDATION_FAILED'],
      // Integers to JavaScript that no integer column holds: PostgreSQL would refuse them with a 500.
      ['a country id of 1e178', { country: 1e178 }, 'VALIDATION_FAILED'],
      ['a district id past the integer range', { district: 2_147_483_648 }, 'VALIDATION_FAILED'],
    ])('refuses %s and changes nothing', async (_name, body, code) => {
      const before = await call<Json>(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(REQUESTER) });
      const reply = await update(REQUESTER, body);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.code).toBe(code);
      const after = await call<Json>(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(REQUESTER) });
      expect(after.body).toEqual(before.body);
    });

    it('refuses a PayPal e-mail for a user without a buyer account', async () => {
      const reply = await update(STAFF, { paypal: 'sam@example.com' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'PAYPAL_BUYERS_ONLY', params: { field: 'paypal' } });
    });

    it('lets a buyer set a PayPal e-mail', async () => {
      const reply = await update(BUYER, { paypal: 'ben.payouts@example.com' });
      expect(reply.status).toBe(200);
      expect(reply.body.paypal).toBe('ben.payouts@example.com');
    });

    it('hides other users (404), refuses auditors (403) and lets staff edit', async () => {
      expect((await update(REQUESTER, { first_name: 'X' }, BUYER.userId)).status).toBe(404);
      expect((await update(AUDITOR, { first_name: 'X' }, REQUESTER.userId)).status).toBe(403);
      const byStaff = await update(STAFF, { last_name: 'Chan-Staffed' }, BUYER.userId);
      expect(byStaff.status).toBe(200);
      expect(byStaff.body.last_name).toBe('Chan-Staffed');
    });

    /** Fetches a stored avatar and checks it is a resized JPEG carrying no metadata segment (at most a JFIF header). */
    const expectStoredJpeg = async (url: string, width: number, height: number, secret: string) => {
      expect(url).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]+\.jpg$/);
      const image = await fetch(`${testApp.baseUrl}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const markers = jpegMarkers(bytes);
      expect(markers.filter((m) => m === 0xe0).length).toBeLessThanOrEqual(1);
      expect(markers.filter((m) => (m >= 0xe1 && m <= 0xef) || m === 0xfe)).toEqual([]);
      expect(bytes.toString('latin1')).not.toContain(secret);
      const decoded = decodeJpeg(bytes, { useTArray: true });
      expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
    };

    it('stores an uploaded PNG avatar as a resized JPEG without its metadata and serves it', async () => {
      const reply = await call<Json>(testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: tokenOf(REQUESTER),
        form: avatarForm(png(1000, 600, { text: 'GPS 22.28N 114.15E' }), 'image/png', 'me.png', {
          first_name: 'Rita',
          interests: '["travel"]',
        }),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ first_name: 'Rita', interests: ['travel'] });
      await expectStoredJpeg(reply.body.avatar as string, 512, 307, 'GPS');
      // A replaced avatar's file is removed; a JPEG's EXIF goes too.
      const jpegReply = await call<Json>(testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: tokenOf(REQUESTER),
        form: avatarForm(photoWithExif(600, 900, 'GPS 22.28N SerialNumber 42'), 'image/jpeg', 'me.jpg'),
      });
      expect(jpegReply.status).toBe(200);
      await expectStoredJpeg(jpegReply.body.avatar as string, 341, 512, 'SerialNumber');
      expect(avatarFiles()).toEqual([(jpegReply.body.avatar as string).split('/').pop()]);
    });

    it.each([
      [
        'a text file',
        () => avatarForm(Buffer.from('hello'), 'text/plain', 'a.txt'),
        'IMAGE_INVALID_TYPE',
        'Invalid file type. Only images Allowed',
      ],
      [
        'a fake PNG',
        () => avatarForm(Buffer.from('<script>alert(1)</script>'), 'image/png', 'a.png'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'an SVG',
        () => avatarForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'a.svg'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'a JPEG that does not decode',
        () => avatarForm(jpeg(64, 64), 'image/jpeg', 'broken.jpg'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'a decompression bomb',
        () => avatarForm(png(60_000, 60_000, { declaredOnly: true }), 'image/png', 'bomb.png'),
        'IMAGE_TOO_MANY_PIXELS',
        'Image dimensions are too large',
      ],
      [
        'an image of 5 MB',
        () => avatarForm(Buffer.concat([png(2, 2), Buffer.alloc(5 * 1024 * 1024)]), 'image/png', 'big.png'),
        'IMAGE_TOO_LARGE',
        'Image size must be under 5MB',
      ],
      [
        'two files',
        () => {
          const f = avatarForm(png(2, 2), 'image/png');
          f.append('avatar', new Blob([new Uint8Array(png(2, 2))], { type: 'image/png' }), 'b.png');
          return f;
        },
        'UPLOAD_REJECTED',
        'Wrong Input',
      ],
      [
        'a file in another field',
        () => {
          const f = new FormData();
          f.append('photo', new Blob([new Uint8Array(png(2, 2))], { type: 'image/png' }), 'p.png');
          return f;
        },
        'UPLOAD_REJECTED',
        'Wrong Input',
      ],
    ])('refuses %s and stores nothing', async (_name, form, code, message) => {
      const files = avatarFiles();
      const before = await call<Json>(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(REQUESTER) });
      const reply = await call<Json>(testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: tokenOf(REQUESTER),
        form: form(),
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code, message });
      expect(avatarFiles()).toEqual(files);
      expect(
        (await call(testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: tokenOf(REQUESTER) })).body,
      ).toEqual(before.body);
    });

    it('keeps no file when the rest of the form is refused', async () => {
      const files = avatarFiles();
      const reply = await call<Json>(testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: tokenOf(REQUESTER),
        form: avatarForm(png(4, 4), 'image/png', 'ok.png', { mobile: BUYER.mobile }),
      });
      expect(reply.status).toBe(409);
      expect(avatarFiles()).toEqual(files);
    });
  });

  describe('DELETE /api/account/delete/{id}/', () => {
    const insertBatch = (requesterId: string, status: string, id: string) =>
      testApp.dataSource.query(
        `INSERT INTO rm_batch_detail (batch_id, stream_id, revision, batch_number, status, status_code, step, type, requester_id, created_at, updated_at, state)
         VALUES ($1, $1, 0, $1, $2, 0, 1, 'request', $3, now(), now(), '{}')`,
        [id, status, requesterId],
      );

    it('is refused with the spec message while a new or active request exists', async () => {
      await insertBatch(BUYER.accountId, 'completed', 'b-done');
      await insertBatch(BUYER.accountId, 'accepted', 'b-active');
      const before = await snapshot(testApp);
      const reply = await call<Json>(testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, {
        token: tokenOf(BUYER),
      });
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        code: 'ACCOUNT_HAS_ACTIVE_REQUESTS',
        message: 'You still have New and/or Active requests. You must resolve them before you can delete your account',
      });
      expect(await snapshot(testApp)).toEqual(before);
    });

    it('hides other users (404) and refuses auditors (403)', async () => {
      expect(
        (await call(testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, { token: tokenOf(REQUESTER) })).status,
      ).toBe(404);
      expect(
        (await call(testApp, 'DELETE', `/api/account/delete/${AUDITOR.userId}/`, { token: tokenOf(AUDITOR) })).status,
      ).toBe(403);
    });

    it('deletes the account when only finished requests remain; the old token then finds nothing', async () => {
      await testApp.dataSource.query(`UPDATE rm_batch_detail SET status = 'canceled' WHERE batch_id = 'b-active'`);
      const reply = await call<Json>(testApp, 'DELETE', `/api/account/delete/${BUYER.userId}/`, {
        token: tokenOf(BUYER),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ message: 'Delete Account Successfully!' });
      const [row]: Array<{ email: string; mobile: string | null; first_name: string | null; deleted_at: Date | null }> =
        await testApp.dataSource.query(`SELECT email, mobile, first_name, deleted_at FROM users WHERE id = $1`, [
          BUYER.userId,
        ]);
      expect(row).toMatchObject({ mobile: null, first_name: null, deleted_at: expect.any(Date) });
      expect(row.email).not.toBe(BUYER.email);
      // The deleted account's unexpired token is refused everywhere, not only by account routes.
      const stale = await call<Json>(testApp, 'GET', `/api/user/${BUYER.userId}/`, { token: tokenOf(BUYER) });
      expect(stale.status).toBe(401);
      expect(stale.body).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
      expect((await call(testApp, 'GET', '/api/batch/orders', { token: tokenOf(BUYER) })).status).toBe(401);
      expect((await call(testApp, 'GET', `/api/user/${BUYER.userId}/`, { token: tokenOf(STAFF) })).status).toBe(404);
    });
  });

  describe('GET /api/admin/outbox/sms and /email', () => {
    it('lists the outboxes for staff only', async () => {
      const sms = await call<{ count: number; results: Array<{ to_number: string; body: string }> }>(
        testApp,
        'GET',
        '/api/admin/outbox/sms?page=1&page_size=5',
        { token: tokenOf(STAFF) },
      );
      expect(sms.status).toBe(200);
      expect(sms.body.count).toBeGreaterThan(0);
      // Staff see what was sent, never the code itself (issue 14: redacted once sent).
      expect(sms.body.results[0].body).toContain('••••');
      expect(sms.body.results[0].body).not.toMatch(/\d{4}/);
      expect((await call(testApp, 'GET', '/api/admin/outbox/email', { token: tokenOf(STAFF) })).status).toBe(200);
      for (const demo of [REQUESTER, AUDITOR])
        expect((await call(testApp, 'GET', '/api/admin/outbox/sms', { token: tokenOf(demo) })).status).toBe(403);
      expect((await call(testApp, 'GET', '/api/admin/outbox/sms')).status).toBe(401);
      expect(
        (await call(testApp, 'GET', '/api/admin/outbox/sms?page_size=1000', { token: tokenOf(STAFF) })).status,
      ).toBe(400);
    });
  });
});
