import { invalidAccessToken, unknownProvider } from './sign-in.errors';
import type { IdentityVerifier, LoginInput, SocialIdentity } from './social-identity';

/** Development only (config.devSignIn, never in production): the "token" is the e-mail to sign in as. */
export class DevSignInVerifier implements IdentityVerifier {
  constructor(private readonly enabled: boolean) {}

  // eslint-disable-next-line @typescript-eslint/require-await -- implements a Promise-returning port; async keeps any throw a rejection
  async verify({ token }: LoginInput): Promise<SocialIdentity> {
    if (!this.enabled) throw unknownProvider();
    const email = token.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw invalidAccessToken('not_an_email');
    return { provider: 'dev', subject: email, email, emailVerified: true };
  }
}
