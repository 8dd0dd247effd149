import { call, png, startInstance, startOnboarding, startTestApp, type Instance, type TestApp } from '../support/kit';

/**
 * Rate limits shared by every instance (PostgreSQL `rate_limits`) and OTP hygiene: one
 * onboarding session can no longer text codes to many numbers; sign-in, OTP and uploads answer 429
 * RATE_LIMITED with Retry-After; no code is stored, and the development code route exists only with
 * DEV_SIGN_IN.
 */
describe('Rate limits (shared store) and OTP hygiene', () => {
  let app: TestApp;
  let other: Instance;
  let phone = 0;
  const freshPhone = () => `+8526${String(1000000 + (phone += 1)).slice(-7)}`;

  beforeAll(async () => {
    app = await startTestApp({ DISABLE_SIGNUP: 'false', RATE_LIMITS: 'true' });
    other = await startInstance(app.databaseUrl, { DISABLE_SIGNUP: 'false', RATE_LIMITS: 'true' });
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  const requestOtp = (server: { baseUrl: string }, token: string, phoneNumber: string) =>
    call(server, 'POST', '/api/otp/', { token, body: { phone_number: phoneNumber, language: 'en' } });

  it('limits one onboarding caller across numbers: the 6th number in an hour is refused 429 with Retry-After, on any instance', async () => {
    const session = await startOnboarding(app, 'many-numbers@example.org');
    for (let i = 0; i < 5; i++) expect((await requestOtp(app, session.token, freshPhone())).status).toBe(200);
    const sixth = await requestOtp(app, session.token, freshPhone());
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The count lives in PostgreSQL: the other instance refuses the same caller too.
    const elsewhere = await requestOtp(other, session.token, freshPhone());
    expect(elsewhere.status).toBe(429);
    // Someone else (same address, under its own limit) still gets a code.
    const second = await startOnboarding(app, 'one-number@example.org');
    expect((await requestOtp(app, second.token, freshPhone())).status).toBe(200);
  });

  it('keeps no OTP code at rest: the SMS outbox holds the body redacted; the development route reads it from memory', async () => {
    const session = await startOnboarding(app, 'redacted@example.org');
    const number = freshPhone();
    expect((await requestOtp(app, session.token, number)).status).toBe(200);
    const rows: Array<{ body: string }> = await app.dataSource.query(
      `SELECT body FROM outbox_sms WHERE to_number = $1`,
      [number],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toContain('••••');
    expect(rows[0].body).not.toMatch(/\d{4}/);
    const dev = await call<{ code: string }>(app, 'GET', `/api/dev/otp?phone_number=${encodeURIComponent(number)}`);
    expect(dev.status).toBe(200);
    expect(dev.body.code).toMatch(/^\d{4}$/);
    const stored: Array<{ hit: boolean }> = await app.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM outbox_sms WHERE body LIKE '%' || $1 || '%')
           OR EXISTS (SELECT 1 FROM otp_verifications WHERE code_hash = $1) AS hit`,
      [dev.body.code],
    );
    expect(stored[0].hit).toBe(false);
  });

  it('the development code route does not exist without DEV_SIGN_IN', async () => {
    const production = await startInstance(app.databaseUrl, { DEV_SIGN_IN: 'false' });
    try {
      const reply = await call(production, 'GET', `/api/dev/otp?phone_number=${encodeURIComponent('+85261000001')}`);
      expect(reply.status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('limits sign-in attempts per address: the 31st in ten minutes is refused 429 with Retry-After', async () => {
    const login = () =>
      call(other, 'POST', '/api/user/login/', { body: { provider: 'dev', token: 'nobody-here@example.org' } });
    // The onboarding sign-ins above counted against this address too: start the window afresh.
    await app.dataSource.query(`DELETE FROM rate_limits WHERE key LIKE 'sign-in:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login()).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits uploads per account: the 61st in ten minutes is refused 429 before the file is processed', async () => {
    const token = app.tokenFor({ id: '00000000-0000-4000-8000-00000000c001', accountType: 'r' });
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png(8, 8))], { type: 'image/png' }), 'a.png');
      return call(app, 'POST', '/api/upload/', { token, form });
    };
    for (let i = 0; i < 60; i++) expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
