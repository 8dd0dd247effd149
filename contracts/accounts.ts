/** Wire shapes of the account, OTP and config calls (spec §7), snake_case as the server sends them. */
/** r requester, b buyer (customers); s staff, x auditor (operators). */
export type AccountType = 'r' | 'b' | 's' | 'x';

/** What registration creates: a customer account. */
export type CustomerAccountType = 'r' | 'b';

export interface LoginResponse {
  user: string;
  token: string;
  email: string;
  user_status: number;
  /** The server sends the activated account's id; older shapes sent the account itself. */
  activated_account?: string | AccountSummary | null;
  expires_at?: string;
  language_country?: string | null;
  number_account?: number;
  birthday?: string | null;
  gender?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  user_code?: string | null;
  account_type?: AccountType | null;
  account_number?: string | number | null;
  language?: string | null;
  /**
   * The two-letter code (lower case) of the country the user registered with, null while onboarding
   * when there is none yet: the language menu offers a requester their own country's languages from sign-in on.
   */
  country_code?: string | null;
}

export interface AccountSummary {
  id: string;
  created_at?: string;
  account_type: AccountType;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  email?: string | null;
  avatar?: string | null;
  country?: string | number | null;
  language_country?: string | null;
}

export interface UserResponse {
  /** The user's avatar path (`/api/uploads/avatars/<uuid>.png`), when one was uploaded. */
  avatar?: string | null;
  activated_account?: string | AccountSummary | null;
  account_type?: AccountType | null;
  token?: string;
  accounts?: AccountSummary[];
  user_code?: string | null;
  number_account?: number;
}

/**
 * The editable profile as PATCH /api/account/update/{id}/ takes it. The avatar is not a field: it
 * comes as the multipart file `avatar` (the reference ids may then come as text).
 */
export interface AccountUpdate {
  first_name?: string;
  last_name?: string;
  id_number?: string;
  mobile?: string;
  birth_date?: string;
  address_1?: string;
  address_2?: string;
  gender?: 'male' | 'female';
  interests?: string[];
  paypal?: string;
  /** Reference row ids (GET /api/country/{id}/regions/ etc.), not free text. */
  city?: number;
  state?: number;
  region?: number;
  district?: number;
  zipcode?: string;
  country?: number;
  language_country?: string;
}

/** The profile fields of GET /api/user/{id}/ and of the update's answer (src/people/accounts/README.md); null when unset. */
export interface AccountProfile {
  first_name?: string | null;
  last_name?: string | null;
  id_number?: string | null;
  mobile?: string | null;
  birth_date?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  gender?: string | null;
  interests?: string[];
  paypal?: string | null;
  state?: number | null;
  city?: number | null;
  zipcode?: string | null;
  country?: number | null;
  region?: number | null;
  district?: number | null;
  country_code?: string | null;
  avatar?: string | null;
  mobile_number?: string | null;
  calling_code?: string | null;
  language_country?: string | null;
}

export interface RegisterRequest {
  user: string;
  /** The country's reference row id (GET /api/country/); numeric text is read as the number. */
  country: string | number;
  first_name: string;
  last_name: string;
  birth_date: string;
  id_number?: string;
  mobile: string;
  account_type: CustomerAccountType;
  language_country: string;
  /** The terms checkbox of sign-up (spec §5): must be true; the terms version and time are recorded. */
  terms_accepted: boolean;
}

export interface DevAccount {
  /** What the `dev` provider takes as its token. */
  token: string;
  email: string;
  label?: string;
  first_name?: string;
  last_name?: string;
  account_type?: AccountType;
  registered?: boolean;
}

export interface PublicConfig {
  disableSignup: boolean;
  forceHongKongEnglish: boolean;
  devSignIn: boolean;
  /**
   * The batch machine's option of the same name (ALLOW_CANCEL_PAYMENT_BEFORE_PURCHASE): the customer app
   * asks the machine what a user may do with the server's own options.
   */
  allowCancelPaymentBeforePurchase?: boolean;
  /** Spec §9: the notifications' reload interval in ms (default 180000). */
  notificationReloadMs?: number;
  googleClientId?: string | null;
  facebookAppId?: string | null;
  /** B2B tracking link; `{tracking_number}` stands for the number (null: show numbers without links). */
  trackingLinkTemplate?: string | null;
  /** Split deployment hosts (spec §7 "API host, home page host, socket host"); null = same origin. */
  apiHost?: string | null;
  homePageHost?: string | null;
  socketHost?: string | null;
  /** Delivery is charged by actual weight unless CHARGE_BASIS=volumetric (the pages word it). */
  chargeBasis?: 'actual' | 'volumetric';
  /** Days before an unreviewed arrived item is approved automatically, and the dispute window. */
  arrivalReviewDays?: number;
  disputeWindowDays?: number;
}

/** POST /api/user/login/ (`state`: Facebook's single-use value of GET /api/user/login/state/). */
export interface LoginRequest {
  /** dev: the development sign-in (its token is the demo account's e-mail). */
  provider: 'google' | 'facebook' | 'dev';
  token: string;
  state?: string;
}

export interface LoginState {
  state: string;
  expires_in: number;
}

/**
 * The answer of `POST /api/user/logout/` (this session) and `POST /api/user/logout/everywhere/`
 * (every session of every account of the user). The token is refused from then on, by HTTP and socket.
 * @additionalProperties false
 */
export interface SignedOut {
  signed_out: 'session' | 'everywhere';
}

export type DevAccountList = Array<Omit<DevAccount, 'token'> & { token?: string }>;

/** GET /api/user/{id}/: the session part and the profile part in one object. */
export type UserProfileResponse = UserResponse & AccountProfile;

/** POST /api/otp/ */
export interface OtpRequest {
  phone_number: string;
  /** The first two letters of the locale (spec §7). */
  language?: 'en' | 'zh';
}

/** @additionalProperties false */
export interface OtpCreated {
  otp_id: string;
  /** E.164, as the server read the number. */
  phone_number: string;
  expires_at: string;
  /** Seconds before another code may be asked for this number. */
  resend_after_seconds: number;
}

/** POST /api/otp/check/: is this number free, and already verified by the caller? */
export interface OtpCheckBody {
  phone_number: string;
}

/** @additionalProperties false */
export interface OtpCheckResult {
  phone_number: string;
  verified: boolean;
  /** The caller's open or verified code for this number, if any. */
  otp_id: string | null;
  resend_after_seconds: number;
}

/**
 * PATCH /api/otp/{id}/ answer.
 * @additionalProperties false
 */
export interface OtpVerified {
  otp_id: string;
  phone_number: string;
  verified: true;
}

/** PATCH /api/otp/{id}/ */
export interface OtpVerifyBody {
  otp_code: string;
}

/**
 * DELETE /api/account/delete/{id}/ answer (the person is soft-deleted, their sessions end).
 * @additionalProperties false
 */
export interface AccountDeleted {
  code: 'ACCOUNT_DELETED';
  message: string;
}

/**
 * `GET /api/dev/otp?phone_number=`: the newest code texted to a number, for the development sign-in
 * only (the route answers 404 unless DEV_SIGN_IN is on; no code is ever stored).
 * @additionalProperties false
 */
export interface DevOtpCode {
  phone_number: string;
  code: string;
}

/** Query of `GET /api/dev/otp`. */
export interface DevOtpQuery {
  phone_number: string;
}
