import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Public } from '../../platform/auth/auth.decorators';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AccountAccess } from './account-access';
import { DevSignInAccounts } from './dev-sign-in-accounts.port';
import { accountNotFound, switchNotAllowed } from './accounts.errors';
import { ProfileQuery } from './profile.query';
import { SessionResponder } from './session.responder';
import { USER_STATUS_REGISTERED } from './user.record';
import { UsersRepository } from './users.repository';

@Controller('api/user')
export class AccountsController {
  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccountAccess,
    private readonly responder: SessionResponder,
    private readonly profiles: ProfileQuery,
    private readonly devAccountList: DevSignInAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The demo accounts the development sign-in offers; absent (404) whenever that sign-in is off. Declared before :id. */
  @Public()
  @Get('dev-accounts')
  devAccounts() {
    if (!this.config.devSignIn) throw accountNotFound();
    return this.devAccountList.list().map((demo) => ({
      key: demo.key,
      email: demo.email,
      account_type: demo.accountType,
      first_name: demo.firstName,
      last_name: demo.lastName,
    }));
  }

  /** Requester ↔ buyer (spec §6): a new session for the other account type, created on first switch. */
  @Get('switch/:id')
  async switch(@CurrentActor() actor: Actor, @Param('id') id: string) {
    if (actor.accountType !== 'r' && actor.accountType !== 'b') throw switchNotAllowed();
    const user = await this.access.userFor(actor, id, 'write');
    if (user.status !== USER_STATUS_REGISTERED) throw switchNotAllowed();
    const other = await this.users.transaction(async (manager) => {
      const account = await this.users.ensureAccount(user.id, actor.accountType === 'r' ? 'b' : 'r', manager);
      await this.users.setActivatedAccount(user.id, account.id, manager);
      return account;
    });
    return this.responder.respond({ ...user, activatedAccount: other.id }, other);
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.profiles.view(await this.access.userFor(actor, id, 'read'));
  }
}
