import type { AdminPrivacyRequestPage, AdminPrivacyRequestView } from '@contracts/privacy';
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import {
  AdminPrivacyRequestQueryDto,
  AnswerPrivacyRequestBody,
  CompletePrivacyRequestBody,
} from './privacy-request.dto';
import { PrivacyRequestsService } from './privacy-requests.service';

/** Operators: staff act, auditors read. */
@Controller('api/admin/privacy-requests')
export class PrivacyAdminController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Roles('staff', 'auditor')
  @Get()
  list(@Query() query: AdminPrivacyRequestQueryDto): Promise<AdminPrivacyRequestPage> {
    const overdue = query.overdue === 'true' ? true : undefined;
    return this.requests.page({ status: query.status, overdue }, query.page ?? 1, query.page_size ?? 25);
  }

  @Roles('staff', 'auditor')
  @Get(':id')
  one(@Param('id') id: string): Promise<AdminPrivacyRequestView> {
    return this.requests.one(id);
  }

  @Roles('staff')
  @Put(':id/answer')
  answer(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: AnswerPrivacyRequestBody,
  ): Promise<AdminPrivacyRequestView> {
    return this.requests.answer(actor, id, body.answer);
  }

  @Roles('staff')
  @Put(':id/complete')
  complete(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: CompletePrivacyRequestBody,
  ): Promise<AdminPrivacyRequestView> {
    return this.requests.complete(actor, id, body.answer);
  }
}
