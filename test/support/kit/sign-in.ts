import { randomUUID } from 'node:crypto';
import type { Actor } from '@machines/batch';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../src/dev/seed/demo-accounts';
import { seedDemoData } from '../../../src/dev/seed/seed-demo-data';
import { startTestApp, type TestApp } from '../test-app';
import { call } from './http';

/** The app as `npm start` leaves it before any batch: a fresh database with the demo accounts seeded. */
export async function startSeededApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp(env);
  await seedDemoData(app.dataSource);
  return app;
}

export type AccountType = 'r' | 'b' | 's' | 'x';
type AppWithTokens = Pick<TestApp, 'tokenFor'>;

/** A signed-in account: its id (the actor id in tokens and events), e-mail and a real session token. */
export interface Account {
  id: string;
  email: string;
  accountType: AccountType;
  token: string;
}

const ROLE_OF = { r: 'requester', b: 'buyer', s: 'staff', x: 'auditor' } as const;

/** The actor an account acts as in batch commands. */
export const actorOf = (account: Pick<Account, 'id' | 'accountType'>): Actor => ({
  id: account.id,
  role: ROLE_OF[account.accountType],
  accountType: account.accountType,
});

/** A real session token for any actor id, as sign-in would mint it (the account need not exist). */
export function tokenFor(app: AppWithTokens, actor: { id: string; accountType?: string }): string {
  return app.tokenFor({ id: actor.id, accountType: actor.accountType as AccountType });
}

/** Signed in as an account that exists only in the token (most batch tests need no user row). */
export function signedIn(app: AppWithTokens, accountType: AccountType, id: string = randomUUID()): Account {
  return { id, email: `${id}@example.com`, accountType, token: app.tokenFor({ id, accountType }) };
}

export interface NewAccount {
  accountType: AccountType;
  /** The account's id, when a given order already names it (its requester); a new one otherwise. */
  id?: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
  /** users.language_country (e-mail language); null when left out. */
  language?: string;
  /** Makes the account the user's active one, as the development sign-in expects. */
  activated?: boolean;
}

/** A Hong Kong mobile number unlikely to clash with another test's. */
export const randomHkMobile = (): string => `+8526${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A registered user with one account of this type (rows written directly), signed in. */
export async function givenAccount(app: Pick<TestApp, 'dataSource' | 'tokenFor'>, p: NewAccount): Promise<Account> {
  const email = `${p.accountType}-${randomUUID()}@example.com`;
  const [user]: { id: string }[] = await app.dataSource.query(
    `INSERT INTO users (email, user_code, status, first_name, last_name, mobile, language_country) VALUES ($1, $2, 0, $3, $4, $5, $6) RETURNING id`,
    [
      email,
      `U${randomUUID().slice(0, 8).toUpperCase()}`,
      p.firstName ?? null,
      p.lastName ?? null,
      p.mobile ?? null,
      p.language ?? null,
    ],
  );
  const [account]: { id: string }[] = await app.dataSource.query(
    `INSERT INTO accounts (id, user_id, account_type) VALUES (coalesce($3::uuid, gen_random_uuid()), $1, $2)
     RETURNING id::text AS id`,
    [user.id, p.accountType, p.id ?? null],
  );
  if (p.activated)
    await app.dataSource.query(`UPDATE users SET activated_account = $2 WHERE id = $1`, [user.id, account.id]);
  return {
    id: account.id,
    email,
    accountType: p.accountType,
    token: app.tokenFor({ id: account.id, accountType: p.accountType }),
  };
}

/** The seeded demo accounts (src/dev/seed); the suite seeds them first (seedDemoData). */
export const demo = (key: DemoAccount['key']): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!found) throw new Error(`no demo account ${key}`);
  return found;
};

/** Signed in as a seeded demo account. */
export function signInDemo(app: AppWithTokens, key: DemoAccount['key']): Account {
  const a = demo(key);
  return {
    id: a.accountId,
    email: a.email,
    accountType: a.accountType,
    token: app.tokenFor({ id: a.accountId, accountType: a.accountType }),
  };
}

export interface SignupSession {
  user: string;
  token: string;
  user_code: string;
}

/** Development sign-in with a fresh e-mail through the real API: the start of onboarding (needs DISABLE_SIGNUP=false). */
export async function startOnboarding(app: TestApp, email: string): Promise<SignupSession> {
  const reply = await call<SignupSession & { user_status: number }>(app, 'POST', '/api/user/login/', {
    body: { provider: 'dev', token: email },
  });
  if (reply.status !== 200 || reply.body.user_status === 0)
    throw new Error(`onboarding sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/**
 * The code of the newest SMS to this number, through the development-only route (no code is ever
 * stored: the outbox keeps SMS bodies with the code redacted).
 */
export async function latestOtpCode(app: Pick<TestApp, 'baseUrl'>, phone: string): Promise<string> {
  const reply = await call<{ code?: string }>(app, 'GET', `/api/dev/otp?phone_number=${encodeURIComponent(phone)}`);
  if (reply.status !== 200 || !reply.body.code)
    throw new Error(`no OTP SMS to ${phone}: ${JSON.stringify(reply.body)}`);
  return reply.body.code;
}

/** Requests and verifies an OTP for `phone` as the holder of `token`, through the real API. */
export async function verifyPhone(app: TestApp, token: string, phone: string): Promise<string> {
  const requested = await call<{ otp_id: string }>(app, 'POST', '/api/otp/', {
    token,
    body: { phone_number: phone, language: 'en' },
  });
  if (requested.status !== 200)
    throw new Error(`OTP request failed: ${requested.status} ${JSON.stringify(requested.body)}`);
  const code = await latestOtpCode(app, phone.replace(/[\s-]/g, '').replace(/^\+8860/, '+886'));
  const verified = await call(app, 'PATCH', `/api/otp/${requested.body.otp_id}/`, { token, body: { otp_code: code } });
  if (verified.status !== 200)
    throw new Error(`OTP verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return requested.body.otp_id;
}
