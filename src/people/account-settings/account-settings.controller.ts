import type { AccountDeleted } from '@contracts/accounts';
import { RateLimit } from '../../platform/auth/rate-limits';
import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Public, Roles } from '../../platform/auth/auth.decorators';
import { AvatarUploadInterceptor } from '../../platform/uploads/avatar-upload.interceptor';
import type { UploadedImageFile } from '../../platform/uploads/image-upload.service';
import {
  AccountAccess,
  activeRequestsRemain,
  ActiveRequestsChecker,
  ProfileQuery,
  SignupSession,
  UsersRepository,
  type SignupSessionInfo,
} from '../accounts';
import { PersonalDataErasure } from '../erasure';
import { AccountUpdateService } from './account-update.service';
import { RegisterDto } from './register.dto';
import { RegistrationService } from './registration.service';
import { UpdateAccountDto } from './update-account.dto';

@Controller('api/account')
export class AccountSettingsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly updates: AccountUpdateService,
    private readonly access: AccountAccess,
    private readonly users: UsersRepository,
    private readonly activeRequests: ActiveRequestsChecker,
    private readonly profiles: ProfileQuery,
    private readonly erasure: PersonalDataErasure,
  ) {}

  /** Onboarding's last step: needs the signup token from sign-in (as the bearer) and a verified mobile. */
  @Public()
  @Post('register')
  @HttpCode(201)
  register(@SignupSession() signup: SignupSessionInfo | undefined, @Body() body: RegisterDto) {
    return this.registration.register(signup, body);
  }

  @Roles('requester', 'buyer', 'staff')
  @Patch('update/:id')
  @RateLimit('upload')
  @UseInterceptors(AvatarUploadInterceptor)
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: UpdateAccountDto,
    @UploadedFile() avatar: UploadedImageFile | undefined,
  ) {
    const user = await this.access.userFor(actor, id, 'write');
    await this.updates.update(user, body, avatar);
    const updated = await this.access.userFor(actor, id, 'read');
    return { message: 'Account information updated!', ...(await this.profiles.view(updated)) };
  }

  @Roles('requester', 'buyer', 'staff')
  @Delete('delete/:id')
  @HttpCode(200)
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AccountDeleted> {
    const user = await this.access.userFor(actor, id, 'write');
    const accounts = await this.users.accountsOf(user.id);
    if (await this.activeRequests.hasActiveRequests(accounts.map((a) => a.id))) throw activeRequestsRemain();
    // The whole person: the user row, their data keys (the event log's personal fields read as
    // erased), read models, outboxes, chat, notifications, reports and files (src/people/erasure).
    await this.erasure.erase(user.id);
    return { code: 'ACCOUNT_DELETED', message: 'Delete Account Successfully!' };
  }
}
