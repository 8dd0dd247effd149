import type { AccountSummary, LoginResponse, UserProfileResponse } from '@contracts/accounts';
import type { Session } from './session-store';

const text = (value: string | null | undefined): string | undefined =>
  value == null || value === '' ? undefined : value;

/** Login, registration and switch answers share one shape (spec §7 login fields). */
export function sessionFromLogin(body: LoginResponse): Session {
  const account =
    typeof body.activated_account === 'object' && body.activated_account ? body.activated_account : undefined;
  const session: Session = {
    token: body.token,
    email: body.email,
    userId: String(body.user),
    userStatus: body.user_status,
    userCode: text(body.user_code),
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    birthday: text(body.birthday),
    gender: text(body.gender),
    language: text(body.language_country) ?? text(body.language),
    accountType: body.account_type ?? undefined,
    accountId: typeof body.activated_account === 'string' ? body.activated_account : undefined,
    accountNumber: body.account_number == null ? undefined : String(body.account_number),
    canSwitch: body.number_account === undefined ? undefined : body.number_account > 1,
    // The country's two-letter code: the language menu offers a requester their country's languages.
    country: text(body.country_code),
  };
  const merged = account ? { ...session, ...dropUndefined(accountFields(account)) } : session;
  // An older answer's account held the numeric country id: the answer's code wins.
  return session.country ? { ...merged, country: session.country } : merged;
}

export function accountFields(account: AccountSummary): Partial<Session> {
  return {
    accountId: String(account.id),
    accountType: account.account_type,
    firstName: text(account.first_name),
    lastName: text(account.last_name),
    avatar: text(account.avatar),
    country: account.country == null ? undefined : String(account.country),
    language: text(account.language_country),
  };
}

/** Applies GET /api/user/{id}/ to the session: the activated account's names, avatar and type. */
export function applyUser(session: Session, body: Partial<UserProfileResponse>): Session {
  const activatedId = typeof body.activated_account === 'string' ? body.activated_account : body.activated_account?.id;
  const list = body.accounts ?? [];
  const account =
    (typeof body.activated_account === 'object' && body.activated_account) ||
    list.find((a) => String(a.id) === String(activatedId ?? session.accountId)) ||
    list[0];
  const next: Session = { ...session, ...(account ? dropUndefined(accountFields(account)) : {}) };
  if (activatedId) next.accountId = String(activatedId);
  if (body.account_type) next.accountType = body.account_type;
  if (body.user_code) next.userCode = body.user_code;
  // The country's two-letter code (GET /api/user/{id}/ country_code): the language menu offers its locales.
  if (body.country_code) next.country = body.country_code;
  if (typeof body.token === 'string') next.token = body.token;
  // The avatar belongs to the user, so it arrives at the top level of the body.
  if (typeof body.avatar === 'string' && body.avatar) next.avatar = body.avatar;
  if (list.length > 0) next.canSwitch = new Set(list.map((a) => a.account_type)).size > 1;
  return next;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
