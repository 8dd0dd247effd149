import { Body, Controller, Delete, Inject, Put } from '@nestjs/common';
import { asStateLike, authorize } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import {
  BATCH_OPTIONS,
  BatchCommand,
  type BatchCommandCall,
  batchExists,
  batchNotFound,
  type BatchOptions,
  BatchWriter,
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
  async apply(@Body() body: ApplyCouponDto, @CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    const batchId = call.batchId();
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
    return call.respond(await this.writer.command(batchId, call.context, 'ApplyCoupon', { coupon }));
  }

  @Delete(':id')
  @Roles('requester')
  async remove(@BatchCommand() call: BatchCommandCall) {
    return call.respond(await this.writer.command(call.batchId(), call.context, 'RemoveCoupon', {}));
  }
}
