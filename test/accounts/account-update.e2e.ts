// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { decode as decodeJpeg } from 'jpeg-js';
import { call, jpeg, jpegMarkers, jpegWithExif, png, verifyPhone } from '../support/kit';
import { AUDITOR, BUYER, type Json, REQUESTER, STAFF, useAccountsWorld } from './accounts.fixture';

describe('Accounts: PATCH update, the avatar, and the outboxes its OTP fills', () => {
  const w = useAccountsWorld();

  describe('PATCH /api/account/update/{id}/', () => {
    it('updates names, address and interests as JSON', async () => {
      const reply = await w.update(REQUESTER, {
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
      const unverified = await w.update(REQUESTER, { mobile: '+85297770001' });
      expect(unverified.body).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
      await verifyPhone(w.testApp, w.tokenOf(REQUESTER), '+85297770001');
      const verified = await w.update(REQUESTER, { mobile: '+852 9777 0001' });
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
      const before = await call<Json>(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
      });
      const reply = await w.update(REQUESTER, body);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.code).toBe(code);
      const after = await call<Json>(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
      });
      expect(after.body).toEqual(before.body);
    });

    it('refuses a PayPal e-mail for a user without a buyer account', async () => {
      const reply = await w.update(STAFF, { paypal: 'sam@example.com' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'PAYPAL_BUYERS_ONLY', params: { field: 'paypal' } });
    });

    it('lets a buyer set a PayPal e-mail', async () => {
      const reply = await w.update(BUYER, { paypal: 'ben.payouts@example.com' });
      expect(reply.status).toBe(200);
      expect(reply.body.paypal).toBe('ben.payouts@example.com');
    });

    it('hides other users (404), refuses auditors (403) and lets staff edit', async () => {
      expect((await w.update(REQUESTER, { first_name: 'X' }, BUYER.userId)).status).toBe(404);
      expect((await w.update(AUDITOR, { first_name: 'X' }, REQUESTER.userId)).status).toBe(403);
      const byStaff = await w.update(STAFF, { last_name: 'Chan-Staffed' }, BUYER.userId);
      expect(byStaff.status).toBe(200);
      expect(byStaff.body.last_name).toBe('Chan-Staffed');
    });

    /** Fetches a stored avatar and checks it is a resized JPEG carrying no metadata segment (at most a JFIF header). */
    const expectStoredJpeg = async (url: string, width: number, height: number, secret: string) => {
      expect(url).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]+\.jpg$/);
      const image = await fetch(`${w.testApp.baseUrl}${url}`);
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
      const reply = await call<Json>(w.testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
        form: w.avatarForm(png(1000, 600, { text: 'GPS 22.28N 114.15E' }), 'image/png', 'me.png', {
          first_name: 'Rita',
          interests: '["travel"]',
        }),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ first_name: 'Rita', interests: ['travel'] });
      await expectStoredJpeg(reply.body.avatar as string, 512, 307, 'GPS');
      // A replaced avatar's file is removed; a JPEG's EXIF goes too.
      const jpegReply = await call<Json>(w.testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
        form: w.avatarForm(jpegWithExif(600, 900, 'GPS 22.28N SerialNumber 42'), 'image/jpeg', 'me.jpg'),
      });
      expect(jpegReply.status).toBe(200);
      await expectStoredJpeg(jpegReply.body.avatar as string, 341, 512, 'SerialNumber');
      expect(w.avatarFiles()).toEqual([(jpegReply.body.avatar as string).split('/').pop()]);
    });

    it.each([
      [
        'a text file',
        () => w.avatarForm(Buffer.from('hello'), 'text/plain', 'a.txt'),
        'IMAGE_INVALID_TYPE',
        'Invalid file type. Only images Allowed',
      ],
      [
        'a fake PNG',
        () => w.avatarForm(Buffer.from('<script>alert(1)</script>'), 'image/png', 'a.png'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'an SVG',
        () => w.avatarForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'a.svg'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'a JPEG that does not decode',
        () => w.avatarForm(jpeg(64, 64), 'image/jpeg', 'broken.jpg'),
        'IMAGE_NOT_AN_IMAGE',
        'Not an Image',
      ],
      [
        'a decompression bomb',
        () => w.avatarForm(png(60_000, 60_000, { declaredOnly: true }), 'image/png', 'bomb.png'),
        'IMAGE_TOO_MANY_PIXELS',
        'Image dimensions are too large',
      ],
      [
        'an image of 5 MB',
        () => w.avatarForm(Buffer.concat([png(2, 2), Buffer.alloc(5 * 1024 * 1024)]), 'image/png', 'big.png'),
        'IMAGE_TOO_LARGE',
        'Image size must be under 5MB',
      ],
      [
        'two files',
        () => {
          const f = w.avatarForm(png(2, 2), 'image/png');
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
      const files = w.avatarFiles();
      const before = await call<Json>(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
      });
      const reply = await call<Json>(w.testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
        form: form(),
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code, message });
      expect(w.avatarFiles()).toEqual(files);
      expect(
        (await call(w.testApp, 'GET', `/api/user/${REQUESTER.userId}/`, { token: w.tokenOf(REQUESTER) })).body,
      ).toEqual(before.body);
    });

    it('keeps no file when the rest of the form is refused', async () => {
      const files = w.avatarFiles();
      const reply = await call<Json>(w.testApp, 'PATCH', `/api/account/update/${REQUESTER.userId}/`, {
        token: w.tokenOf(REQUESTER),
        form: w.avatarForm(png(4, 4), 'image/png', 'ok.png', { mobile: BUYER.mobile }),
      });
      expect(reply.status).toBe(409);
      expect(w.avatarFiles()).toEqual(files);
    });
  });

  describe('GET /api/admin/outbox/sms and /email', () => {
    it('lists the outboxes for staff only', async () => {
      const sms = await call<{ count: number; results: Array<{ to_number: string; body: string }> }>(
        w.testApp,
        'GET',
        '/api/admin/outbox/sms?page=1&page_size=5',
        { token: w.tokenOf(STAFF) },
      );
      expect(sms.status).toBe(200);
      expect(sms.body.count).toBeGreaterThan(0);
      // Staff see what was sent, never the code itself: it is redacted once sent.
      expect(sms.body.results[0].body).toContain('••••');
      expect(sms.body.results[0].body).not.toMatch(/\d{4}/);
      expect((await call(w.testApp, 'GET', '/api/admin/outbox/email', { token: w.tokenOf(STAFF) })).status).toBe(200);
      for (const demo of [REQUESTER, AUDITOR])
        expect((await call(w.testApp, 'GET', '/api/admin/outbox/sms', { token: w.tokenOf(demo) })).status).toBe(403);
      expect((await call(w.testApp, 'GET', '/api/admin/outbox/sms')).status).toBe(401);
      expect(
        (await call(w.testApp, 'GET', '/api/admin/outbox/sms?page_size=1000', { token: w.tokenOf(STAFF) })).status,
      ).toBe(400);
    });
  });
});
