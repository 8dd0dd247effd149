// The accounts feature's public entry (test/architecture/feature-entries.spec.ts): users, sessions,
// onboarding tokens and the rules on profiles that sign-in, OTP, erasure, privacy and the account
// settings build on. Nothing here imports those features, so no import cycle passes through it.
export { AccountsCoreModule, SIGNUP_SESSION_TTL_SECONDS } from './accounts-core.module';
export { AccountsModule } from './accounts.module';
export { AccountAccess } from './account-access';
export { CallerResolver } from './caller.resolver';
export { SessionResponder, type SessionResponse } from './session.responder';
export { SignupSession, type SignupSessionInfo } from './signup-session';
export { UsersRepository, newUserCode } from './users.repository';
// The records of an account and its profile, whole.
export * from './user.record';
export { ProfileQuery } from './profile.query';
export { ActiveRequestsChecker } from './active-requests.checker';
export { parseMobileNumber, type MobileNumber } from './mobile-number';
export { checkBirthDate, checkCountryForAccountType, checkIdNumber } from './profile-rules';
export { CURRENT_TERMS_VERSION } from './terms';
export {
  accountNotFound,
  activeRequestsRemain,
  alreadyRegistered,
  invalidMobile,
  mobileNotVerified,
  paypalBuyersOnly,
  phoneUsed,
  signupSessionExpired,
  wrongInput,
} from './accounts.errors';
export { DevSignInAccounts, type DevSignInAccount } from './dev-sign-in-accounts.port';
