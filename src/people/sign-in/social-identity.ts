export type Provider = 'google' | 'facebook' | 'dev';

/** Who the provider vouches for. `email` is absent when the user withheld the e-mail permission. */
export interface SocialIdentity {
  provider: Provider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

export interface LoginInput {
  token: string;
  state?: string;
}

/** One per provider; the production code path with only base URLs differing in tests. */
export interface IdentityVerifier {
  verify(input: LoginInput): Promise<SocialIdentity>;
}
