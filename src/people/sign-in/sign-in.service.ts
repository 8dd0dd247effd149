import { SessionResponder, UsersRepository, type SessionResponse, type UserRecord } from '../accounts';
import { accountDisabled } from '../../platform/auth/auth.errors';
import { emailPermissionNeeded, loginNotAuthorized, noAuthorizedAccount } from './sign-in.errors';
import type { IdentityVerifier, LoginInput, Provider, SocialIdentity } from './social-identity';

export type IdentityVerifiers = Record<Provider, IdentityVerifier>;

/** Whether staff disabled this account (sign-in then refuses it rather than minting a dead token). */
export type DisabledCheck = (accountId: string) => Promise<boolean>;

/** Social token → our user → session (registered) or signup token (onboarding). */
export class SignInService {
  constructor(
    private readonly verifiers: IdentityVerifiers,
    private readonly users: UsersRepository,
    private readonly responder: SessionResponder,
    private readonly signupOpen: boolean,
    private readonly isDisabled: DisabledCheck = () => Promise.resolve(false),
  ) {}

  async login(provider: Provider, input: LoginInput): Promise<SessionResponse> {
    const identity = await this.verifiers[provider].verify(input);
    if (!identity.email) throw emailPermissionNeeded();
    if (!identity.emailVerified) throw loginNotAuthorized('email_not_verified');
    const user = await this.findOrCreate(identity as SocialIdentity & { email: string });
    const session = await this.responder.respond(user);
    if (session.activated_account && (await this.isDisabled(session.activated_account))) throw accountDisabled(403);
    return session;
  }

  private async findOrCreate(identity: SocialIdentity & { email: string }): Promise<UserRecord> {
    const linked = await this.users.findByIdentity(identity.provider, identity.subject);
    if (linked) return linked;
    // Same verified e-mail from another provider: the same person, so link rather than duplicate.
    const byEmail = await this.users.findByEmail(identity.email);
    if (byEmail) {
      await this.users.linkIdentity(byEmail.id, identity.provider, identity.subject, identity.email);
      return byEmail;
    }
    // Spec §9: signup is disabled in force; then only existing accounts may sign in.
    if (!this.signupOpen) throw noAuthorizedAccount();
    return this.users.createOnboardingUser({
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      provider: identity.provider,
      subject: identity.subject,
    });
  }
}
