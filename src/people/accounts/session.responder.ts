import { Inject, Injectable } from '@nestjs/common';
import type { LoginResponse } from '@contracts/accounts';
import type { AccountType } from '../../platform/auth/actor';
import { SessionTokens } from '../../platform/auth/session-token';
import { SignupTokens } from './signup-token';
import { USER_STATUS_REGISTERED, type AccountRecord, type UserRecord } from './user.record';
import { UsersRepository } from './users.repository';

/** The body of sign-in, registration and switch (spec §7 login fields, plus what the session needs). */
export interface SessionResponse extends LoginResponse {
  user: string;
  token: string;
  expires_at: string;
  email: string;
  user_status: number;
  activated_account: string | null;
  account_type: AccountType | null;
  user_code: string;
  birthday: string | null;
  gender: string | null;
  first_name: string | null;
  last_name: string | null;
  language_country: string | null;
  country_code: string | null;
  number_account: number;
}

@Injectable()
export class SessionResponder {
  constructor(
    @Inject(SessionTokens) private readonly sessions: SessionTokens,
    @Inject(SignupTokens) private readonly signups: SignupTokens,
    private readonly users: UsersRepository,
  ) {}

  /**
   * A registered user gets a session for `account` (default: the activated one); a user still
   * onboarding gets a signup token, which only the onboarding routes accept.
   */
  async respond(user: UserRecord, account?: AccountRecord): Promise<SessionResponse> {
    const accounts = await this.users.accountsOf(user.id);
    const base = {
      user: user.id,
      email: user.email,
      user_status: user.status,
      user_code: user.userCode,
      birthday: user.birthDate,
      gender: user.gender,
      first_name: user.firstName,
      last_name: user.lastName,
      language_country: user.languageCountry,
      // The language menu offers a requester their own country's languages from sign-in on.
      country_code: await this.users.countryCodeOf(user.countryId),
      number_account: accounts.length,
    };
    const chosen = account ?? accounts.find((a) => a.id === user.activatedAccount) ?? accounts[0];
    if (user.status !== USER_STATUS_REGISTERED || !chosen) {
      const signup = this.signups.issue(user.id);
      return {
        ...base,
        token: signup.token,
        expires_at: signup.expiresAt,
        activated_account: null,
        account_type: null,
      };
    }
    const session = this.sessions.issue({ id: chosen.id, accountType: chosen.accountType, email: user.email });
    return {
      ...base,
      token: session.token,
      expires_at: session.expiresAt,
      activated_account: chosen.id,
      account_type: chosen.accountType,
    };
  }
}
