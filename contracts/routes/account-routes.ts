/** Accounts: sign-in, profile, registration, deletion, personal data, privacy requests, OTP. */
import type { ErrorCode } from '../error-codes';
import { get, IDEMPOTENT, IMAGE_UPLOAD, type RouteContract, write } from './route-contract';

const PROFILE: readonly ErrorCode[] = [
  'FIELD_REQUIRED',
  'WRONG_INPUT',
  'WRONG_FORMAT',
  'ACCOUNT_TOO_YOUNG',
  'ID_NUMBER_LENGTH',
  'MOBILE_INVALID',
  'MOBILE_NOT_VERIFIED',
  'PAYPAL_BUYERS_ONLY',
  'PHONE_NUMBER_USED',
];

const SIGNUP: readonly ErrorCode[] = [
  'AUTH_REQUIRED',
  'AUTH_SESSION_EXPIRED',
  'AUTH_INVALID_TOKEN',
  'SIGNUP_SESSION_EXPIRED',
  'MOBILE_INVALID',
];

export const ACCOUNT_ROUTES = {
  'POST /api/user/login': write('Sign in with a provider token', 'LoginRequest', 'LoginResponse', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'LOGIN_INVALID_TOKEN',
    'LOGIN_PROVIDER_UNKNOWN',
    'LOGIN_NOT_AUTHORIZED',
    'LOGIN_EMAIL_PERMISSION',
    'LOGIN_ACCOUNT_NOT_FOUND',
    'LOGIN_PROVIDER_UNAVAILABLE',
    'AUTH_ACCOUNT_DISABLED',
  ]),
  'GET /api/user/login/state': get('Single-use sign-in state (Facebook)', 'LoginState'),
  'POST /api/user/logout': write('Sign out: this session token is refused from now on', undefined, 'SignedOut', []),
  'POST /api/user/logout/everywhere': write(
    'Sign out everywhere: every session of every account of the user ends',
    undefined,
    'SignedOut',
    [],
  ),
  'GET /api/user/dev-accounts': get('Demo accounts (dev sign-in only; 404 otherwise)', 'DevAccountList', [
    'ACCOUNT_NOT_FOUND',
  ]),
  'GET /api/user/switch/:id': get('Switch to the other account', 'LoginResponse', [
    'ACCOUNT_NOT_FOUND',
    'AUTH_NOT_AUTHORIZED',
  ]),
  'GET /api/user/:id': get('My profile and accounts', 'UserProfileResponse', ['ACCOUNT_NOT_FOUND']),
  'POST /api/account/register': write('Register (signup session)', 'RegisterRequest', 'LoginResponse', [
    'VALIDATION_FAILED',
    'SIGNUP_SESSION_EXPIRED',
    'ACCOUNT_ALREADY_REGISTERED',
    ...PROFILE,
  ]),
  'PATCH /api/account/update/:id': {
    summary: 'Change my profile (JSON, or multipart with `avatar`)',
    body: 'AccountUpdate',
    response: 'AccountProfile',
    errors: [
      'RATE_LIMITED',
      'VALIDATION_FAILED',
      'ACCOUNT_NOT_FOUND',
      'AUTH_NOT_AUTHORIZED',
      ...IMAGE_UPLOAD,
      ...PROFILE,
    ],
  },
  'DELETE /api/account/delete/:id': write('Delete my account', undefined, 'AccountDeleted', [
    'ACCOUNT_NOT_FOUND',
    'AUTH_NOT_AUTHORIZED',
    'ACCOUNT_HAS_ACTIVE_REQUESTS',
  ]),
  'GET /api/account/personal-data/:id': get(
    'Every personal field the system holds about the user, as one JSON document (owner or staff)',
    'PersonalDataExport',
    ['ACCOUNT_NOT_FOUND'],
  ),
  'GET /api/account/privacy-requests': get('My privacy requests with their 30-day clock', 'PrivacyRequestList', [
    'ACCOUNT_NOT_FOUND',
  ]),
  'POST /api/account/privacy-requests': write(
    'File a privacy request (review, correction or deletion), due in 30 days (Idempotency-Key header)',
    'PrivacyRequestInput',
    'PrivacyRequestView',
    ['VALIDATION_FAILED', 'ACCOUNT_NOT_FOUND', ...IDEMPOTENT],
  ),
  'GET /api/admin/privacy-requests': get(
    'Privacy requests with their 30-day clock, most urgent first',
    'AdminPrivacyRequestPage',
    [],
    'AdminPrivacyRequestQuery',
  ),
  'GET /api/admin/privacy-requests/:id': get('One privacy request', 'AdminPrivacyRequestView', [
    'PRIVACY_REQUEST_NOT_FOUND',
  ]),
  'PUT /api/admin/privacy-requests/:id/answer': write(
    'Answer a privacy request (stops its clock)',
    'PrivacyRequestAnswer',
    'AdminPrivacyRequestView',
    ['VALIDATION_FAILED', 'PRIVACY_REQUEST_NOT_FOUND', 'PRIVACY_REQUEST_CLOSED'],
  ),
  'PUT /api/admin/privacy-requests/:id/complete': write(
    "Complete a privacy request; a deletion request's completion erases the account",
    'PrivacyRequestAction',
    'AdminPrivacyRequestView',
    ['VALIDATION_FAILED', 'PRIVACY_REQUEST_NOT_FOUND', 'PRIVACY_REQUEST_CLOSED', 'ACCOUNT_HAS_ACTIVE_REQUESTS'],
  ),
  'POST /api/otp': write('Send an OTP by SMS', 'OtpRequest', 'OtpCreated', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'OTP_RESEND_TOO_SOON',
    'PHONE_NUMBER_USED',
    'ACCOUNT_NOT_FOUND',
    ...SIGNUP,
  ]),
  'POST /api/otp/check': write('Check a phone number', 'OtpCheckBody', 'OtpCheckResult', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'PHONE_NUMBER_USED',
    'ACCOUNT_NOT_FOUND',
    ...SIGNUP,
  ]),
  'GET /api/dev/otp': get(
    'Newest OTP texted to a number (development sign-in only; 404 otherwise)',
    'DevOtpCode',
    ['VALIDATION_FAILED', 'OTP_NOT_FOUND'],
    'DevOtpQuery',
  ),
  'PATCH /api/otp/:id': write('Verify an OTP', 'OtpVerifyBody', 'OtpVerified', [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'OTP_NOT_FOUND',
    'OTP_EXPIRED',
    'OTP_INVALID_CODE',
    'OTP_LOCKED',
    ...SIGNUP,
  ]),
} satisfies Record<string, RouteContract>;
