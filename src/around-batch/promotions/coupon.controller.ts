import { Body, Controller, Delete, Inject, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { asStateLike, authorize } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import {
  BATCH_OPTIONS,
  batchExists,
  batchIdParam,
  batchNotFound,
  type BatchOptions,
  BatchWriter,
  commandContext,
  respond,
  toApiError,
} from '../../batch';
import { ApplyCouponDto } from './coupon.dto';
import { promoInvalid } from './promotions.errors';
import { COUPON_CODE_PATTERN, normaliseCode, PromotionsService } from './promotions.service';

/** The requester applies or removes a promo code before paying (coupon dialog). */
@Controller('api/batch/requests/coupon')
export class CouponController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly promotions: PromotionsService,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  @Put(':id')
  @Roles('requester')
  async apply(
    @Param('id') id: string,
    @Body() body: ApplyCouponDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const batchId = batchIdParam(id);
    const code = normaliseCode(body.coupon_code);
    if (!COUPON_CODE_PATTERN.test(code)) throw promoInvalid('coupon_code');
    // Batch first: a foreign or missing batch must answer 404 whatever the code is.
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch)) throw batchNotFound();
    const refused = authorize(
      'ApplyCoupon',
      asStateLike(batch.state),
      { id: actor.id, role: actor.role, accountType: actor.accountType },
      this.options,
    );
    if (refused) throw toApiError(refused);
    const fees = batch.state.context.fees;
    if (!fees) throw batchNotFound();
    const coupon = await this.promotions.ruleFor(code, actor.id, batchId, fees.currency);
    return respond(res, await this.writer.command(batchId, commandContext(actor, req), 'ApplyCoupon', { coupon }));
  }

  @Delete(':id')
  @Roles('requester')
  async remove(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(res, await this.writer.command(batchIdParam(id), commandContext(actor, req), 'RemoveCoupon', {}));
  }
}
