// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { Clock } from '../../src/platform/clock/clock';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import {
  call,
  countRows,
  latestOtpCode,
  type SignupSession,
  snapshot,
  startOnboarding,
  startSeededApp,
  type TestApp,
} from '../support/kit';

interface OtpReply {
  otp_id: string;
  phone_number: string;
  resend_after_seconds: number;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}

describe('OTP: POST /api/otp/, PATCH /api/otp/{id}/, POST /api/otp/check/', () => {
  let testApp: TestApp;
  let clock: Clock;
  let now: number;
  let session: SignupSession;
  let phoneCounter = 0;
  // Each test uses its own number so the 5-minute resend window of one test cannot leak into another.
  const freshPhone = () => `+8529${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

  beforeAll(async () => {
    testApp = await startSeededApp({ DISABLE_SIGNUP: 'false' });
    clock = testApp.app.get(Clock);
    now = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    session = await startOnboarding(testApp, 'otp-user@example.org');
  });
  afterAll(async () => testApp.close());

  const requestOtp = (phone: string, token = session.token, language = 'en') =>
    call<OtpReply>(testApp, 'POST', '/api/otp/', { token, body: { phone_number: phone, language } });
  const verify = (id: string, code: unknown, token = session.token) =>
    call<OtpReply & { verified?: boolean }>(testApp, 'PATCH', `/api/otp/${id}/`, { token, body: { otp_code: code } });

  it('sends a 4-digit code by SMS (outbox) and stores only its HMAC', async () => {
    const phone = freshPhone();
    const reply = await requestOtp(phone);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      otp_id: expect.any(String),
      phone_number: phone,
      expires_at: expect.any(String),
      resend_after_seconds: 300,
    });
    const code = await latestOtpCode(testApp, phone);
    expect(code).toMatch(/^\d{4}$/);
    const [row]: Array<{ code_hash: string; expires_at: Date; created_at: Date }> = await testApp.dataSource.query(
      `SELECT * FROM otp_verifications WHERE id = $1`,
      [reply.body.otp_id],
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(10 * 60 * 1000);
  });

  it('sends the SMS in Chinese when asked', async () => {
    const phone = freshPhone();
    await requestOtp(phone, session.token, 'zh');
    const [sms]: Array<{ body: string; language: string }> = await testApp.dataSource.query(
      `SELECT body, language FROM outbox_sms WHERE to_number = $1`,
      [phone],
    );
    expect(sms).toMatchObject({ language: 'zh', body: expect.stringContaining('驗證碼') });
    // No code at rest: the kept copy of the SMS has it redacted.
    expect(sms.body).toContain('••••');
    expect(sms.body).not.toMatch(/\d{4}/);
  });

  it('verifies the right code once, and check reports the number as verified', async () => {
    const phone = freshPhone();
    const { body } = await requestOtp(phone);
    const code = await latestOtpCode(testApp, phone);
    const ok = await verify(body.otp_id, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ otp_id: body.otp_id, phone_number: phone, verified: true });
    const check = await call(testApp, 'POST', '/api/otp/check/', {
      token: session.token,
      body: { phone_number: phone },
    });
    expect(check.body).toMatchObject({ phone_number: phone, verified: true, otp_id: body.otp_id });
  });

  it('refuses wrong codes with "Invalid OTP Code" and kills the OTP after 5 wrong tries', async () => {
    const phone = freshPhone();
    const { body } = await requestOtp(phone);
    const code = await latestOtpCode(testApp, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const reply = await verify(body.otp_id, wrong);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'OTP_INVALID_CODE',
        message: 'Invalid OTP Code',
        params: { attempts_left: 5 - attempt },
      });
    }
    expect((await verify(body.otp_id, wrong)).body.code).toBe('OTP_LOCKED');
    // Dead: even the right code no longer works.
    const late = await verify(body.otp_id, code);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('OTP_LOCKED');
  });

  it('expires a code after 10 minutes', async () => {
    const phone = freshPhone();
    const { body } = await requestOtp(phone);
    const code = await latestOtpCode(testApp, phone);
    now += 10 * 60 * 1000;
    const reply = await verify(body.otp_id, code);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('OTP_EXPIRED');
  });

  it('allows a resend only after 5 minutes, answering 429 with the seconds left', async () => {
    const phone = freshPhone();
    const first = await requestOtp(phone);
    const sent = await countRows(testApp, 'outbox_sms');
    now += 120_000;
    const early = await requestOtp(phone);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', params: { retry_after_seconds: 180 } });
    expect(await countRows(testApp, 'outbox_sms')).toBe(sent);
    now += 180_000;
    const resent = await requestOtp(phone);
    expect(resent.status).toBe(200);
    // The new code supersedes the old one.
    const oldCode = await latestOtpCode(testApp, phone);
    expect((await verify(first.body.otp_id, oldCode)).body.code).toBe('OTP_EXPIRED');
    expect((await verify(resent.body.otp_id, oldCode)).status).toBe(200);
  });

  it('answers 409 "Phone number has been used" for another registered account\'s number, sending nothing', async () => {
    const before = await snapshot(testApp);
    const reply = await requestOtp(DEMO_ACCOUNTS[1].mobile);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PHONE_NUMBER_USED', message: 'Phone number has been used' });
    expect(await snapshot(testApp)).toEqual(before);
  });

  it('gives the owner of a registered number the same reply shape as for a new number', async () => {
    const demo = DEMO_ACCOUNTS[0];
    const token = testApp.tokenFor({ id: demo.accountId, accountType: 'r', email: demo.email });
    const own = await requestOtp(demo.mobile, token);
    const fresh = await requestOtp(freshPhone(), token);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body).sort()).toEqual(Object.keys(fresh.body).sort());
  });

  it.each([
    ['a number invalid for its calling code', { phone_number: '+85231234567', language: 'en' }, 'MOBILE_INVALID'],
    ['a number without calling code', { phone_number: '91234567', language: 'en' }, 'MOBILE_INVALID'],
    ['a number of the wrong type', { phone_number: 85291234567, language: 'en' }, 'VALIDATION_FAILED'],
    ['a missing number', { language: 'en' }, 'VALIDATION_FAILED'],
    ['an unknown language', { phone_number: '+85291239999', language: 'fr' }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 and sends nothing', async (_name, body, code) => {
    const before = await snapshot(testApp);
    const reply = await call<OtpReply>(testApp, 'POST', '/api/otp/', { token: session.token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(await snapshot(testApp)).toEqual(before);
  });

  it.each([
    ['empty', '', 'OTP code is required'],
    ['too long', '12345', 'Max 4 characters'],
    ['not digits', '12a4', 'Invalid OTP Code'],
    ['a number', 1234, 'OTP code is required'],
  ])('refuses an OTP code that is %s with the spec message', async (_name, code, message) => {
    const phone = freshPhone();
    const { body } = await requestOtp(phone);
    const reply = await verify(body.otp_id, code);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED', message, params: { field: 'otp_code' } });
    const [row]: Array<{ failed_attempts: number }> = await testApp.dataSource.query(
      `SELECT failed_attempts FROM otp_verifications WHERE id = $1`,
      [body.otp_id],
    );
    expect(row.failed_attempts).toBe(0);
  });

  it('POST /api/otp/check/ refuses bad input with a 400 naming phone_number, needs a caller, and stores nothing', async () => {
    const check = (body: unknown) => call<OtpReply>(testApp, 'POST', '/api/otp/check/', { token: session.token, body });
    const before = await snapshot(testApp);
    // Wrong shapes fail validation; a well-typed string that is no mobile number fails parsing.
    const bad: Array<[unknown, string]> = [
      [{}, 'VALIDATION_FAILED'],
      [{ phone_number: '' }, 'VALIDATION_FAILED'],
      [{ phone_number: 85291234567 }, 'VALIDATION_FAILED'],
      [{ phone_number: ['+85291234567'] }, 'VALIDATION_FAILED'],
      [{ phone_number: null }, 'VALIDATION_FAILED'],
      [{ phone_number: '+852'.padEnd(21, '9') }, 'VALIDATION_FAILED'],
      [{ phone_number: 'not a number' }, 'MOBILE_INVALID'],
      [{ phone_number: '+8521234' }, 'MOBILE_INVALID'],
    ];
    for (const [body, code] of bad) {
      const reply = await check(body);
      expect([body, reply.status, reply.body.code]).toEqual([body, 400, code]);
      expect(reply.body).toMatchObject({ params: { field: 'phone_number' } });
    }
    // A body that is not JSON at all is the client's mistake too.
    const garbage = await call<OtpReply>(testApp, 'POST', '/api/otp/check/', {
      token: session.token,
      body: '{"phone_number":',
    });
    expect(garbage.status).toBe(400);
    expect((await call(testApp, 'POST', '/api/otp/check/', { body: { phone_number: freshPhone() } })).status).toBe(401);
    expect(await snapshot(testApp)).toEqual(before);
    // A well-formed number nobody asked a code for is simply not verified.
    const phone = freshPhone();
    expect((await check({ phone_number: phone })).body).toEqual({
      phone_number: phone,
      verified: false,
      otp_id: null,
      resend_after_seconds: 0,
    });
  });

  it('hides OTPs of other users and unknown ids (404) and needs a caller (401)', async () => {
    const phone = freshPhone();
    const { body } = await requestOtp(phone);
    const other = await startOnboarding(testApp, 'otp-other@example.org');
    expect((await verify(body.otp_id, '1234', other.token)).status).toBe(404);
    expect((await verify('00000000-0000-4000-8000-000000000000', '1234')).status).toBe(404);
    expect((await verify('not-a-uuid', '1234')).status).toBe(404);
    expect((await call(testApp, 'POST', '/api/otp/', { body: { phone_number: freshPhone() } })).status).toBe(401);
  });

  it('answers an expired or forged signup token with the signup-expired message', async () => {
    const forged = `${session.token.slice(0, -4)}AAAA`;
    const reply = await requestOtp(freshPhone(), forged);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({
      code: 'SIGNUP_SESSION_EXPIRED',
      message: 'Signing-up session has been expired! Please sign up again.',
    });
    now += 2 * 3600 * 1000;
    const expired = await requestOtp(freshPhone());
    expect(expired.status).toBe(401);
    session = await startOnboarding(testApp, 'otp-user@example.org');
  });
});
