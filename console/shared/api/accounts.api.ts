import type { HttpClient } from './http-client';
import { sendOnce } from './send-once';
import type {
  AccountProfile,
  AccountUpdate,
  DevAccount,
  DevAccountList,
  LoginResponse,
  LoginState,
  OtpCreated,
  OtpRequest,
  OtpVerifyBody,
  PublicConfig,
  RegisterRequest,
  SignedOut,
  UserProfileResponse,
} from '@contracts/accounts';
import type {
  PersonalDataExport,
  PrivacyRequestInput,
  PrivacyRequestList,
  PrivacyRequestView,
} from '@contracts/privacy';

export type SignInProvider = 'google' | 'facebook' | 'dev';

/** Account, OTP and configuration calls (spec §7 "Account API" and "OTP"). */
export function createAccountsApi(http: HttpClient) {
  return {
    config: () => http.request<PublicConfig>('GET', '/api/config/'),
    /** `state` is Facebook's: the single-use value of `loginState()` (src/people/accounts/README.md). */
    login: (provider: SignInProvider, token: string, state?: string) =>
      http.request<LoginResponse>(
        'POST',
        '/api/user/login/',
        state === undefined ? { provider, token } : { provider, token, state },
      ),
    loginState: () => http.request<LoginState>('GET', '/api/user/login/state/'),
    devAccounts: async (): Promise<DevAccount[]> => {
      const body = await http.request<DevAccountList>('GET', '/api/user/dev-accounts/');
      // The `dev` provider takes the demo account's e-mail as its token.
      return body.map((a) => ({ ...a, token: a.token ?? a.email }));
    },
    /** The user's profile and accounts; `{id}` here and below is the user id (login's `user`). */
    user: (userId: string) => http.request<UserProfileResponse>('GET', `/api/user/${encodeURIComponent(userId)}/`),
    switchAccount: (userId: string) =>
      http.request<LoginResponse>('GET', `/api/user/switch/${encodeURIComponent(userId)}`),
    register: (body: RegisterRequest) => http.request<LoginResponse>('POST', '/api/account/register/', body),
    update: (userId: string, body: AccountUpdate) =>
      http.request<AccountProfile>('PATCH', `/api/account/update/${encodeURIComponent(userId)}/`, body),
    /** Multipart: the file field `avatar`; the reply's `avatar` is the stored image's public path. */
    uploadAvatar: (userId: string, file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return http.request<AccountProfile>('PATCH', `/api/account/update/${encodeURIComponent(userId)}/`, form);
    },
    /** Ends this session on the server: the token is refused from then on. */
    logout: () => http.request<SignedOut>('POST', '/api/user/logout/'),
    /** Ends every session of every account of the user, on every device. */
    logoutEverywhere: () => http.request<SignedOut>('POST', '/api/user/logout/everywhere/'),
    /** Every personal field the system holds about the user, as one JSON document. */
    personalData: (userId: string) =>
      http.request<PersonalDataExport>('GET', `/api/account/personal-data/${encodeURIComponent(userId)}/`),
    privacyRequests: () => http.request<PrivacyRequestList>('GET', '/api/account/privacy-requests/'),
    filePrivacyRequest: (body: PrivacyRequestInput) =>
      sendOnce<PrivacyRequestView>(http, 'POST', '/api/account/privacy-requests/', body),
    remove: (userId: string) => http.request<unknown>('DELETE', `/api/account/delete/${encodeURIComponent(userId)}/`),
    createOtp: (phoneNumber: string, language: OtpRequest['language']) =>
      http.request<OtpCreated>('POST', '/api/otp/', { phone_number: phoneNumber, language } satisfies OtpRequest),
    verifyOtp: (otpId: string, otpCode: string) =>
      http.request<unknown>('PATCH', `/api/otp/${encodeURIComponent(otpId)}/`, {
        otp_code: otpCode,
      } satisfies OtpVerifyBody),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
