import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { appSecretProof, googleSigner, sendJson, startStandIn, type StandIn } from './sign-in.stand-ins';
import { call, snapshot, startSeededApp, startTestApp, type TestApp, useAppWorld } from '../support/kit';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const FB_APP_ID = '1234567890';
const FB_SECRET = 'facebook-test-app-secret';

interface LoginReply {
  user: string;
  token: string;
  email: string;
  user_status: number;
  activated_account: string | null;
  account_type: string | null;
  user_code: string;
  first_name: string | null;
  country_code?: string | null;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}

describe('POST /api/user/login/', () => {
  let testApp: TestApp;
  let google: StandIn;
  let facebook: StandIn;
  const signer = googleSigner('key-1');
  const otherSigner = googleSigner('key-1'); // same kid, different key: a forgery
  // Facebook stand-in state: token → debug data and /me profile.
  const fbTokens = new Map<string, { debug: Record<string, unknown>; me: Record<string, unknown> }>();

  beforeAll(async () => {
    google = await startStandIn((url, _req, res) => {
      if (url.pathname === '/oauth2/v3/certs')
        return sendJson(res, 200, { keys: [signer.jwk] }, { 'cache-control': 'public, max-age=3600' });
      sendJson(res, 404, {});
    });
    facebook = await startStandIn((url, _req, res) => {
      const token =
        url.pathname === '/debug_token' ? url.searchParams.get('input_token') : url.searchParams.get('access_token');
      const entry = fbTokens.get(token ?? '');
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_SECRET}`)
          return sendJson(res, 400, { error: { message: 'bad app token' } });
        return sendJson(res, 200, { data: entry?.debug ?? { is_valid: false } });
      }
      if (url.pathname === '/me') {
        // The real Graph API refuses calls whose appsecret_proof does not match: so does the stand-in.
        if (!entry || url.searchParams.get('appsecret_proof') !== appSecretProof(token ?? '', FB_SECRET))
          return sendJson(res, 400, { error: { message: 'invalid appsecret_proof' } });
        return sendJson(res, 200, entry.me);
      }
      sendJson(res, 404, {});
    });
    testApp = await startSeededApp({
      DISABLE_SIGNUP: 'false',
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${google.url}/oauth2/v3/certs`,
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: FB_SECRET,
      FACEBOOK_GRAPH_URL: facebook.url,
    });
  });

  afterAll(async () => {
    await testApp.close();
    await google.close();
    await facebook.close();
  });

  const login = (body: unknown) => call<LoginReply>(testApp, 'POST', '/api/user/login/', { body });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const googleClaims = (overrides: Record<string, unknown> = {}) => ({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: 'google-sub-1',
    email: 'grace@example.org',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Ho',
    iat: nowSeconds() - 10,
    exp: nowSeconds() + 3600,
    ...overrides,
  });

  describe('development sign-in', () => {
    it('signs in as each demo account with a working session of its type', async () => {
      for (const demo of DEMO_ACCOUNTS) {
        const reply = await login({ provider: 'dev', token: demo.email });
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          user: demo.userId,
          email: demo.email,
          user_status: 0,
          activated_account: demo.accountId,
          account_type: demo.accountType,
          first_name: demo.firstName,
        });
        expect(reply.body.user_code).toMatch(/^U[0-9A-Z]{8}$/);
        const profile = await call(testApp, 'GET', `/api/user/${demo.userId}/`, { token: reply.body.token });
        expect(profile.status).toBe(200);
      }
    });

    it("carries the user's country code, so the app offers a requester their country's languages from sign-in on", async () => {
      const countryOf = async (email: string) => (await login({ provider: 'dev', token: email })).body.country_code;
      // The demo requester registered in Hong Kong, the demo buyer in the US; a newcomer has none yet.
      expect(await countryOf('requester@example.com')).toBe('hk');
      expect(await countryOf('buyer@example.com')).toBe('us');
      expect(await countryOf('country.newcomer@example.org')).toBeNull();
    });

    it('lists the demo accounts', async () => {
      const reply = await call<Array<{ email: string; account_type: string }>>(
        testApp,
        'GET',
        '/api/user/dev-accounts/',
      );
      expect(reply.status).toBe(200);
      expect(reply.body.map((a) => a.account_type)).toEqual(['r', 'b', 's', 'x']);
    });

    it('gives a new e-mail an onboarding user with a user code and a signup token that is not a session', async () => {
      const before = await snapshot(testApp);
      const reply = await login({ provider: 'dev', token: 'Newcomer@Example.org' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        email: 'newcomer@example.org',
        user_status: 1,
        activated_account: null,
        account_type: null,
      });
      const after = await snapshot(testApp);
      expect(after.users).toBe(before.users + 1);
      // The signup token must not open signed-in routes.
      const denied = await call(testApp, 'GET', `/api/user/${reply.body.user}/`, { token: reply.body.token });
      expect(denied.status).toBe(401);
      // Signing in again finds the same onboarding user.
      const again = await login({ provider: 'dev', token: 'newcomer@example.org' });
      expect(again.body.user).toBe(reply.body.user);
      expect((await snapshot(testApp)).users).toBe(after.users);
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const before = await snapshot(testApp);
      for (const body of [
        {},
        { provider: 'dev' },
        { provider: 'dev', token: 42 },
        { provider: 'twitter', token: 'x' },
        { provider: 'dev', token: 'not-an-email' },
        { provider: 'dev', token: '' },
        '[1,2',
        'null',
      ]) {
        const reply = await login(body);
        expect(reply.status).toBe(400);
        expect(reply.body.code).toEqual(expect.any(String));
      }
      expect(await snapshot(testApp)).toEqual(before);
    });
  });

  describe('Google ID tokens (verified against a local JWKS)', () => {
    it('signs in a verified Google user (new user → onboarding)', async () => {
      const reply = await login({ provider: 'google', token: signer.sign(googleClaims()) });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ email: 'grace@example.org', user_status: 1, first_name: 'Grace' });
      expect(google.requests.some((r) => r.startsWith('/oauth2/v3/certs'))).toBe(true);
    });

    it('links a Google identity to an existing user with the same e-mail', async () => {
      const demo = DEMO_ACCOUNTS[0];
      const reply = await login({
        provider: 'google',
        token: signer.sign(googleClaims({ sub: 'google-demo', email: demo.email })),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ user: demo.userId, user_status: 0, account_type: 'r' });
    });

    it.each([
      ['a wrong audience', () => signer.sign(googleClaims({ aud: 'someone-else' })), 401, 'wrong_audience'],
      [
        'an expired token',
        () => signer.sign(googleClaims({ exp: nowSeconds() - 120, iat: nowSeconds() - 4000 })),
        400,
        'expired',
      ],
      ['a bad signature', () => otherSigner.sign(googleClaims()), 400, 'bad_signature'],
      ['an unknown key id', () => signer.sign(googleClaims(), { kid: 'key-unknown' }), 400, 'unknown_key'],
      ['a wrong issuer', () => signer.sign(googleClaims({ iss: 'https://evil.example' })), 400, 'wrong_issuer'],
      ['alg none', () => signer.sign(googleClaims(), { alg: 'none' }), 400, 'unsupported_algorithm'],
      ['garbage', () => 'not.a.jwt', 400, 'malformed'],
      [
        'an unverified e-mail',
        () =>
          signer.sign(googleClaims({ sub: 'g-unverified', email: 'unverified@example.org', email_verified: false })),
        401,
        'email_not_verified',
      ],
    ])('refuses %s', async (_name, token, status, reason) => {
      const before = await snapshot(testApp);
      const reply = await login({ provider: 'google', token: token() });
      expect(reply.status).toBe(status);
      expect(reply.body.params).toMatchObject({ reason });
      expect(await snapshot(testApp)).toEqual(before);
    });

    it('answers a token without e-mail with 403 and the spec message', async () => {
      const reply = await login({
        provider: 'google',
        token: signer.sign(googleClaims({ email: undefined, sub: 'g-no-email' })),
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({
        code: 'LOGIN_EMAIL_PERMISSION',
        message: 'Please grant permission to access your email.',
      });
    });
  });

  describe('Facebook access tokens (verified with a local Graph stand-in)', () => {
    const state = async () => (await call<{ state: string }>(testApp, 'GET', '/api/user/login/state/')).body.state;
    const fbUser = (token: string, debug: Record<string, unknown> = {}, me: Record<string, unknown> = {}) =>
      fbTokens.set(token, {
        debug: {
          app_id: FB_APP_ID,
          is_valid: true,
          expires_at: nowSeconds() + 3600,
          user_id: `fb-${token}`,
          scopes: ['email', 'public_profile'],
          ...debug,
        },
        me: { id: `fb-${token}`, email: `${token}@example.org`, first_name: 'Fay', last_name: 'Book', ...me },
      });

    it('signs in a valid token with a matching state', async () => {
      fbUser('fay');
      const reply = await login({ provider: 'facebook', token: 'fay', state: await state() });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ email: 'fay@example.org', user_status: 1, first_name: 'Fay' });
      const proof = facebook.requests.find((r) => r.startsWith('/me'));
      expect(proof).toContain(`appsecret_proof=${appSecretProof('fay', FB_SECRET)}`);
    });

    it('refuses a missing, forged or reused state', async () => {
      fbUser('stateful');
      expect((await login({ provider: 'facebook', token: 'stateful' })).status).toBe(400);
      expect(
        (await login({ provider: 'facebook', token: 'stateful', state: 'abc.123.def' })).body.params,
      ).toMatchObject({ reason: 'state_mismatch' });
      const used = await state();
      expect((await login({ provider: 'facebook', token: 'stateful', state: used })).status).toBe(200);
      expect((await login({ provider: 'facebook', token: 'stateful', state: used })).status).toBe(400);
    });

    it.each([
      ['an app id mismatch', 'wrongapp', { app_id: '999' }, {}, 401, 'wrong_app'],
      ['an invalid token', 'invalid', { is_valid: false }, {}, 400, 'token_invalid'],
      ['an expired token', 'expired', { expires_at: nowSeconds() - 10 }, {}, 400, 'expired'],
      ['a missing name field', 'noname', {}, { last_name: undefined }, 400, 'missing_fields'],
      ['a user id mismatch', 'mismatch', { user_id: 'someone-else' }, {}, 400, 'user_mismatch'],
    ])('refuses %s', async (_name, token, debug, me, status, reason) => {
      fbUser(token, debug, me);
      const before = await snapshot(testApp);
      const reply = await login({ provider: 'facebook', token, state: await state() });
      expect(reply.status).toBe(status);
      expect(reply.body.params).toMatchObject({ reason });
      expect(await snapshot(testApp)).toEqual(before);
    });

    it('answers a token without the e-mail permission with 403', async () => {
      fbUser('noemail', { scopes: ['public_profile'] }, { email: undefined });
      const reply = await login({ provider: 'facebook', token: 'noemail', state: await state() });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Please grant permission to access your email.');
    });
  });
});

describe('POST /api/user/login/ with signup disabled and dev sign-in off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ DEV_SIGN_IN: 'false' });
  });
  afterAll(async () => testApp.close());

  it('hides the development sign-in and its account list', async () => {
    expect((await call(testApp, 'GET', '/api/user/dev-accounts/')).status).toBe(404);
    const reply = await call(testApp, 'POST', '/api/user/login/', {
      body: { provider: 'dev', token: 'requester@example.com' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'LOGIN_PROVIDER_UNKNOWN' });
  });

  it('says Google is unavailable when no client id is configured', async () => {
    const reply = await call(testApp, 'POST', '/api/user/login/', { body: { provider: 'google', token: 'a.b.c' } });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe("Can't login with Google account, please try again later.");
  });
});

describe('POST /api/user/login/ for an unknown user while signup is disabled (spec default)', () => {
  const world = useAppWorld({ seedDemo: true });

  it('answers 404 "Please create an authorized account first." and creates nothing', async () => {
    const before = await snapshot(world.app);
    const reply = await call(world.app, 'POST', '/api/user/login/', {
      body: { provider: 'dev', token: 'stranger@example.org' },
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      code: 'LOGIN_ACCOUNT_NOT_FOUND',
      message: 'Please create an authorized account first.',
    });
    expect(await snapshot(world.app)).toEqual(before);
    expect(
      (await call(world.app, 'POST', '/api/user/login/', { body: { provider: 'dev', token: 'requester@example.com' } }))
        .status,
    ).toBe(200);
  });
});
