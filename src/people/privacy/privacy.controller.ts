import type { PersonalDataExport, PrivacyRequestList, PrivacyRequestView } from '@contracts/privacy';
import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { AccountAccess } from '../accounts';
import { PersonalDataQuery } from './personal-data.query';
import { PrivacyRequestBody } from './privacy-request.dto';
import { PrivacyRequestsService } from './privacy-requests.service';
import { Idempotent } from '../../platform/idempotency';

/** The user's side (spec §7 account routes' style; `{id}` is the user id, as in /api/account/update/{id}/). */
@Controller('api/account')
export class PrivacyController {
  constructor(
    private readonly access: AccountAccess,
    private readonly personalData: PersonalDataQuery,
    private readonly requests: PrivacyRequestsService,
  ) {}

  /** The owner, or staff answering a review request; anyone else gets the missing user's 404. */
  @Roles('requester', 'buyer', 'staff')
  @Get('personal-data/:id')
  @Header('Cache-Control', 'no-store')
  async personalDataOf(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PersonalDataExport> {
    return this.personalData.export(await this.access.userFor(actor, id, 'read'));
  }

  @Roles('requester', 'buyer')
  @Get('privacy-requests')
  mine(@CurrentActor() actor: Actor): Promise<PrivacyRequestList> {
    return this.requests.mine(actor);
  }

  @Roles('requester', 'buyer')
  @Post('privacy-requests')
  @HttpCode(201)
  @Idempotent()
  file(@CurrentActor() actor: Actor, @Body() body: PrivacyRequestBody): Promise<PrivacyRequestView> {
    return this.requests.file(actor, body);
  }
}
