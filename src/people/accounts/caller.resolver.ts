import { Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { notSignedIn } from '../../platform/auth/auth.errors';
import { accountNotFound, signupSessionExpired } from './accounts.errors';
import type { SignupSessionInfo } from './signup-session';
import type { UserRecord } from './user.record';
import { UsersRepository } from './users.repository';

/** Finds the user behind a request: a signed-in account's user, or the user of a signup session. */
@Injectable()
export class CallerResolver {
  constructor(private readonly users: UsersRepository) {}

  async userOf(actor: Actor | undefined, signup: SignupSessionInfo | undefined): Promise<UserRecord> {
    if (actor) return this.userOfActor(actor);
    if (!signup) throw notSignedIn();
    const user = signup.userId ? await this.users.findById(signup.userId) : undefined;
    if (!user) throw signupSessionExpired();
    return user;
  }

  /** The actor's own user; a deleted user's still-valid token finds nothing. */
  async userOfActor(actor: Actor): Promise<UserRecord> {
    const account = await this.users.accountById(actor.id);
    const user = account ? await this.users.findById(account.userId) : undefined;
    if (!user) throw accountNotFound();
    return user;
  }
}
