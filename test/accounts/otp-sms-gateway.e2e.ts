// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { TwilioSimulatorHost } from '../../src/dev/sms-gateway-simulator/twilio-simulator-host';
import { TWILIO_ERRORS, type TwilioSimulator } from '../../src/dev/sms-gateway-simulator/twilio-simulator';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { TwilioSmsSender } from '../../src/platform/outbox/twilio-sms.sender';
import { SmsDeliveryError } from '../../src/platform/outbox/sms.port';
import { loadConfig } from '../../src/platform/config/app-config';
import {
  call,
  JOBS_BY_HAND,
  latestOtpCode,
  pinClock,
  signedIn,
  type SignupSession,
  startOnboarding,
  startTestApp,
  type TestApp,
} from '../support/kit';

interface Delivery {
  reference: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  last_error_code: string | null;
}

describe('OTP by SMS through the Twilio adapter and its local simulator', () => {
  let testApp: TestApp;
  let twilio: TwilioSimulator;
  let session: SignupSession;
  let staffToken: string;
  let now = new Date('2026-03-02T02:00:00Z');
  let setNow: (at: Date) => void;
  let phoneCounter = 0;
  const freshPhone = () => `+8526${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

  beforeAll(async () => {
    testApp = await startTestApp({ DISABLE_SIGNUP: 'false', SMS_SENDER: 'twilio-simulator', ...JOBS_BY_HAND });
    twilio = testApp.app.get(TwilioSimulatorHost).simulator;
    setNow = pinClock(testApp.app, now);
    session = await startOnboarding(testApp, 'sms-gateway@example.org');
    staffToken = signedIn(testApp, 's').token;
  });
  afterAll(async () => testApp.close());

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
    setNow(now);
  };
  const requestOtp = (phone: string) =>
    call<{ otp_id: string }>(testApp, 'POST', '/api/otp/', {
      token: session.token,
      body: { phone_number: phone, language: 'en' },
    });
  const deliveries = async () =>
    (await call<{ results: Delivery[] }>(testApp, 'GET', '/api/admin/outbox/sms-deliveries', { token: staffToken }))
      .body.results;
  const deliveryOf = async (otpId: string) => (await deliveries()).find((d) => d.reference === otpId);
  const runJobs = () => testApp.app.get(JobWorker).runDue();
  const sentTo = (phone: string) => twilio.sent().filter((m) => m.to === phone);

  it('sends the code through the gateway, which receives To, From and the body with the code', async () => {
    const phone = freshPhone();
    const reply = await requestOtp(phone);
    expect(reply.status).toBe(200);
    const [message] = sentTo(phone);
    const code = await latestOtpCode(testApp, phone);
    expect(message).toMatchObject({ to: phone, from: 'BNSConcierge', status: 'queued' });
    expect(message.body).toContain(code);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_id: message.sid,
      last_error_code: null,
    });
    // Nothing reached the outbox table: the gateway is the sender now.
    expect(await testApp.dataSource.query(`SELECT 1 FROM outbox_sms WHERE to_number = $1`, [phone])).toEqual([]);
    const verified = await call(testApp, 'PATCH', `/api/otp/${reply.body.otp_id}/`, {
      token: session.token,
      body: { otp_code: code },
    });
    expect(verified.status).toBe(200);
  });

  it('retries a throttled SMS with backoff as a durable job, with a new code that verifies', async () => {
    const phone = freshPhone();
    twilio.failNext(TWILIO_ERRORS.tooManyRequests, 2);
    const reply = await requestOtp(phone);
    expect(reply.status).toBe(200);
    expect(sentTo(phone)).toHaveLength(0);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error_code: '20429',
    });
    // Not due before its backoff.
    await runJobs();
    expect(sentTo(phone)).toHaveLength(0);
    advance(5_000);
    await runJobs();
    expect(sentTo(phone)).toHaveLength(0);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({ status: 'retrying', attempts: 2 });
    advance(10_000);
    await runJobs();
    const [message] = sentTo(phone);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      provider_id: message.sid,
    });
    const code = /\d{4}/.exec(message.body)?.[0];
    const verified = await call(testApp, 'PATCH', `/api/otp/${reply.body.otp_id}/`, {
      token: session.token,
      body: { otp_code: code },
    });
    expect(verified.status).toBe(200);
  });

  it('does not retry a number the gateway calls invalid (21211): failed, visible to staff', async () => {
    const phone = freshPhone();
    twilio.failNext({ status: 400, code: 21211, message: `The 'To' number ${phone} is not a valid phone number.` });
    const reply = await requestOtp(phone);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({ status: 'failed', last_error_code: '21211' });
    advance(60_000);
    const before = twilio.requests;
    await runJobs();
    expect(twilio.requests).toBe(before);
  });

  it('gives a retry up as expired once the code it would carry has expired', async () => {
    const phone = freshPhone();
    twilio.failNext(TWILIO_ERRORS.internalError);
    const reply = await requestOtp(phone);
    advance(11 * 60_000);
    await runJobs();
    expect(sentTo(phone)).toHaveLength(0);
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({ status: 'expired', attempts: 1 });
  });

  it('records a gateway that stays down as failed after the last attempt', async () => {
    const phone = freshPhone();
    twilio.failNext(TWILIO_ERRORS.serviceUnavailable, 6);
    const reply = await requestOtp(phone);
    for (const wait of [5, 10, 20, 40, 80]) {
      advance(wait * 1000);
      await runJobs();
    }
    expect(await deliveryOf(reply.body.otp_id)).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error_code: '20503',
    });
    expect(sentTo(phone)).toHaveLength(0);
  });

  it('lists deliveries to staff only', async () => {
    const reply = await call(testApp, 'GET', '/api/admin/outbox/sms-deliveries', {
      token: signedIn(testApp, 'r').token,
    });
    expect(reply.status).toBe(403);
  });

  it('sends HTTP Basic auth: wrong credentials are refused with 20003 (retryable once fixed)', async () => {
    const sender = new TwilioSmsSender({
      apiUrl: twilio.url,
      accountSid: 'ACsimulator00000000000000000000000',
      authToken: 'wrong-token',
      from: 'BNSConcierge',
      messagingServiceSid: undefined,
      timeoutMs: 5000,
    });
    const refusal = await sender
      .send({ to: '+85261234567', body: 'x', purpose: 'otp', language: 'en' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmsDeliveryError);
    expect(refusal).toMatchObject({ code: '20003', retryable: true });
  });
});

describe('SMS gateway configuration', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://u:p@db/app',
    SESSION_SECRET: 'x'.repeat(40),
  };

  it('refuses production without a gateway unless the outbox is chosen explicitly', () => {
    expect(() => loadConfig(production)).toThrow(/SMS gateway/);
    expect(() => loadConfig({ ...production, SMS_SENDER: 'outbox' })).not.toThrow(/SMS/);
    expect(() => loadConfig({ ...production, SMS_SENDER: 'twilio-simulator' })).toThrow(/twilio-simulator/);
    expect(() =>
      loadConfig({ ...production, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+85212345678' }),
    ).not.toThrow(/SMS|TWILIO/);
  });
});
