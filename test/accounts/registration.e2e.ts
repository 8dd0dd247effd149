import { Clock } from '../../src/platform/clock/clock';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { CURRENT_TERMS_VERSION } from '../../src/people/accounts';
import {
  call,
  latestOtpCode,
  snapshot,
  startOnboarding,
  startSeededApp,
  type TestApp,
  verifyPhone,
} from '../support/kit';

interface Reply {
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
  token?: string;
  user?: string;
  user_status?: number;
  account_type?: string;
  activated_account?: string;
}

describe('Onboarding: POST /api/account/register/', () => {
  let testApp: TestApp;
  let clock: Clock;
  let emailCounter = 0;
  let phoneCounter = 0;
  const freshEmail = () => `register-${(emailCounter += 1)}@example.org`;
  const freshHkPhone = () => `+8526${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

  beforeAll(async () => {
    testApp = await startSeededApp({ DISABLE_SIGNUP: 'false' });
    clock = testApp.app.get(Clock);
  });
  afterAll(async () => testApp.close());

  const form = (user: string, mobile: string, overrides: Record<string, unknown> = {}) => ({
    user,
    country: 2,
    first_name: 'Mei',
    last_name: 'Lam',
    birth_date: '1995/7/14',
    mobile,
    account_type: 'r',
    language_country: 'en-hk',
    terms_accepted: true,
    ...overrides,
  });
  const register = (token: string | undefined, body: unknown) =>
    call<Reply>(testApp, 'POST', '/api/account/register/', { token, body });

  it('runs the whole happy path: dev sign-in → OTP from the outbox → register → user_status 0 → token works', async () => {
    const email = freshEmail();
    const session = await startOnboarding(testApp, email);
    const phone = freshHkPhone();
    const otp = await call<{ otp_id: string }>(testApp, 'POST', '/api/otp/', {
      token: session.token,
      body: { phone_number: phone, language: 'en' },
    });
    expect(otp.status).toBe(200);
    const code = await latestOtpCode(testApp, phone);
    expect(
      (await call(testApp, 'PATCH', `/api/otp/${otp.body.otp_id}/`, { token: session.token, body: { otp_code: code } }))
        .status,
    ).toBe(200);
    const reply = await register(session.token, form(session.user, phone));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      user: session.user,
      user_status: 0,
      account_type: 'r',
      email,
      first_name: 'Mei',
      birthday: '1995-07-14',
      user_code: session.user_code,
      // The session knows the country from registration on (the language menu offers its languages).
      country_code: 'hk',
    });
    const profile = await call<Record<string, unknown>>(testApp, 'GET', `/api/user/${session.user}/`, {
      token: reply.body.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      user_status: 0,
      mobile: phone,
      calling_code: '+852',
      country: 2,
      country_code: 'hk',
      number_account: 1,
      language_country: 'en-hk',
    });
    // Signing in again now gives a session, not a signup token.
    const again = await call<Reply>(testApp, 'POST', '/api/user/login/', { body: { provider: 'dev', token: email } });
    expect(again.body).toMatchObject({
      user_status: 0,
      account_type: 'r',
      activated_account: reply.body.activated_account,
    });
    // A welcome e-mail went to the outbox.
    const [mail]: Array<{ subject: string }> = await testApp.dataSource.query(
      `SELECT subject FROM outbox_email WHERE to_address = $1`,
      [email],
    );
    expect(mail).toBeDefined();
    // The verification was used up, and registering twice is refused.
    expect((await register(session.token, form(session.user, phone))).status).toBe(409);
  });

  it('registers a Taiwanese buyer with a 10-character ID number and a 09 mobile', async () => {
    const session = await startOnboarding(testApp, freshEmail());
    await verifyPhone(testApp, session.token, '+8860912000001');
    const reply = await register(
      session.token,
      form(session.user, '+8860912000001', {
        country: 3,
        account_type: 'b',
        language_country: 'zh-tw',
        id_number: 'A123456789',
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ account_type: 'b', user_status: 0 });
    // The terms checkbox is recorded: which version, when, for which account type (spec §5).
    const accepted: Array<{ account_type: string; terms_version: string; accepted_at: Date }> =
      await testApp.dataSource.query(
        `SELECT account_type, terms_version, accepted_at FROM terms_acceptances WHERE user_id = $1`,
        [session.user],
      );
    expect(accepted.map((a) => [a.account_type, a.terms_version])).toEqual([['b', CURRENT_TERMS_VERSION]]);
    expect(accepted[0].accepted_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  describe('refuses bad input with a clear 4xx and stores nothing', () => {
    let session: { user: string; token: string };
    let phone: string;
    beforeAll(async () => {
      session = await startOnboarding(testApp, freshEmail());
      phone = freshHkPhone();
      await verifyPhone(testApp, session.token, phone);
    });

    const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
      ['a missing first name', { first_name: undefined }, 400, 'VALIDATION_FAILED', 'first_name'],
      ['an empty last name', { last_name: '' }, 400, 'VALIDATION_FAILED', 'last_name'],
      ['a missing birthday', { birth_date: undefined }, 400, 'VALIDATION_FAILED', 'birth_date'],
      ['a two-digit year', { birth_date: '95-07-14' }, 400, 'WRONG_FORMAT', 'birth_date'],
      ['dots as separators', { birth_date: '1995.07.14' }, 400, 'WRONG_FORMAT', 'birth_date'],
      ['an impossible date', { birth_date: '1995-02-30' }, 400, 'WRONG_FORMAT', 'birth_date'],
      ['a birthday in the future', { birth_date: '2999-01-01' }, 400, 'WRONG_FORMAT', 'birth_date'],
      [
        'a 10-year-old',
        { birth_date: `${new Date().getUTCFullYear() - 10}-01-01` },
        400,
        'ACCOUNT_TOO_YOUNG',
        'birth_date',
      ],
      ['a missing mobile', { mobile: undefined }, 400, 'VALIDATION_FAILED', 'mobile'],
      ['an HK mobile starting 3', { mobile: '+85231234567' }, 400, 'MOBILE_INVALID', 'mobile'],
      ['an HK mobile of 9 digits', { mobile: '+852912345678' }, 400, 'MOBILE_INVALID', 'mobile'],
      ['a Macau mobile not starting 6', { mobile: '+85371234567' }, 400, 'MOBILE_INVALID', 'mobile'],
      ['a US mobile of 9 digits', { mobile: '+1212555010' }, 400, 'MOBILE_INVALID', 'mobile'],
      ['a valid but unverified mobile', { mobile: '+85298765432' }, 400, 'MOBILE_NOT_VERIFIED', 'mobile'],
      [
        'a mobile of another registered account',
        { mobile: DEMO_ACCOUNTS[1].mobile },
        409,
        'PHONE_NUMBER_USED',
        'mobile',
      ],
      [
        'a country that is not a requester country (us)',
        { country: 1, language_country: 'en-us' },
        400,
        'WRONG_INPUT',
        'country',
      ],
      [
        'Taiwan as a requester country',
        { country: 3, language_country: 'zh-tw', id_number: 'A123456789' },
        400,
        'WRONG_INPUT',
        'country',
      ],
      [
        'a country not matching the locale (hk with zh-mo)',
        { language_country: 'zh-mo' },
        400,
        'WRONG_INPUT',
        'country',
      ],
      ['an unknown country', { country: 999 }, 400, 'WRONG_INPUT', 'country'],
      ['a country of the wrong type', { country: 'hk' }, 400, 'VALIDATION_FAILED', 'country'],
      ['an unknown locale', { language_country: 'fr-fr' }, 400, 'VALIDATION_FAILED', 'language_country'],
      ['an account type a', { account_type: 'a' }, 400, 'VALIDATION_FAILED', 'account_type'],
      ['terms not accepted', { terms_accepted: undefined }, 400, 'VALIDATION_FAILED', 'terms_accepted'],
      ['terms refused', { terms_accepted: false }, 400, 'VALIDATION_FAILED', 'terms_accepted'],
      ['a staff account type', { account_type: 's' }, 400, 'VALIDATION_FAILED', 'account_type'],
      [
        'a Taiwan buyer without ID number',
        { country: 3, account_type: 'b', language_country: 'zh-tw' },
        400,
        'ID_NUMBER_LENGTH',
        'id_number',
      ],
      [
        'a Taiwan buyer with a 9-character ID number',
        { country: 3, account_type: 'b', language_country: 'zh-tw', id_number: 'A12345678' },
        400,
        'ID_NUMBER_LENGTH',
        'id_number',
      ],
      ['a user field that is not a uuid', { user: 'abc' }, 400, 'VALIDATION_FAILED', 'user'],
    ];

    it.each(cases)('%s', async (_name, overrides, status, code, field) => {
      const before = await snapshot(testApp);
      const reply = await register(session.token, form(session.user, phone, overrides));
      expect({ status: reply.status, code: reply.body.code }).toEqual({ status, code });
      if (field) expect(reply.body.params).toMatchObject({ field });
      expect(await snapshot(testApp)).toEqual(before);
      const [row]: Array<{ status: number }> = await testApp.dataSource.query(
        `SELECT status FROM users WHERE id = $1`,
        [session.user],
      );
      expect(row.status).toBe(1);
    });

    it('shows the spec message for an ID number of the wrong length', async () => {
      const reply = await register(
        session.token,
        form(session.user, phone, { country: 3, account_type: 'b', language_country: 'zh-tw', id_number: 'short' }),
      );
      expect(reply.body.message).toBe('ID Number must be 10 characters');
    });

    it('answers a missing, forged, expired or foreign signup session with "Signing-up session has been expired!"', async () => {
      const other = await startOnboarding(testApp, freshEmail());
      const sessionToken = testApp.tokenFor({ id: DEMO_ACCOUNTS[0].accountId, accountType: 'r' });
      for (const token of [undefined, `${session.token.slice(0, -3)}abc`, other.token, sessionToken]) {
        const before = await snapshot(testApp);
        const reply = await register(token, form(session.user, phone));
        expect(reply.status).toBe(401);
        expect(reply.body.message).toBe('Signing-up session has been expired! Please sign up again.');
        expect(await snapshot(testApp)).toEqual(before);
      }
      jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + 2 * 3600 * 1000));
      const expired = await register(session.token, form(session.user, phone));
      jest.restoreAllMocks();
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('SIGNUP_SESSION_EXPIRED');
    });

    it('refuses a malformed JSON body with 400', async () => {
      const reply = await register(session.token, '{"user": ');
      expect(reply.status).toBe(400);
    });
  });
});
