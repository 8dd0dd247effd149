import { Body, Controller, Delete, Inject, Param, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { authorize } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { batchIdParam, commandContext, respond } from '../../batch/http/batch-requests.controller';
import type { CommandResult } from '../../batch/write/command-context';
import { batchNotFound, toApiError } from '../../batch/write/domain-error.mapper';
import { BATCH_OPTIONS, type BatchOptions } from '../../batch/write/batch-options.provider';
import { BatchReader } from '../payments/batch/batch-reader';
import { ApplyCouponCommand, RemoveCouponCommand } from './coupon.commands';
import { promoInvalid } from './promotions.errors';
import { COUPON_CODE_PATTERN, normaliseCode, PromotionsService } from './promotions.service';

/** The requester applies or removes a promo code before paying (coupon dialog). */
@Controller('api/batch/requests/coupon')
export class CouponController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: BatchReader,
    private readonly promotions: PromotionsService,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  @Put(':id')
  @Roles('requester')
  async apply(@Param('id') id: string, @Body() body: { coupon_code?: unknown }, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const batchId = batchIdParam(id);
    const raw = body?.coupon_code;
    const code = typeof raw === 'string' ? normaliseCode(raw) : '';
    if (!COUPON_CODE_PATTERN.test(code)) throw promoInvalid('coupon_code');
    // Batch first: a foreign or missing batch must answer 404 whatever the code is.
    const batch = await this.reader.load(batchId);
    if (!batch) throw batchNotFound();
    const refused = authorize('ApplyCoupon', batch.like, { id: actor.id, role: actor.role, accountType: actor.accountType }, this.options);
    if (refused) throw toApiError(refused);
    const fees = batch.state.context.fees;
    if (!fees) throw batchNotFound();
    const coupon = await this.promotions.ruleFor(code, actor.id, batchId, fees.currency);
    const result = await this.commands.execute<ApplyCouponCommand, CommandResult>(new ApplyCouponCommand(batchId, { coupon }, commandContext(actor, req)));
    return respond(res, result);
  }

  @Delete(':id')
  @Roles('requester')
  async remove(@Param('id') id: string, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute<RemoveCouponCommand, CommandResult>(new RemoveCouponCommand(batchIdParam(id), commandContext(actor, req)));
    return respond(res, result);
  }
}
