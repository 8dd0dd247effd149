import { Body, Controller, Delete, Put } from '@nestjs/common';
import { Roles } from '../../platform/auth/auth.decorators';
import { answerCommand, BatchCommand, type BatchCommandCall, batchNotFound, BatchWriter } from '../../batch';
import { ApplyCouponDto } from './coupon.dto';
import { promoInvalid } from './promotions.errors';
import { COUPON_CODE_PATTERN, normaliseCode, PromotionsService } from './promotions.service';

/** The requester applies or removes a promo code before paying (coupon dialog). */
@Controller('api/batch/requests/coupon')
export class CouponController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly promotions: PromotionsService,
  ) {}

  @Put(':id')
  @Roles('requester')
  async apply(@Body() body: ApplyCouponDto, @BatchCommand() call: BatchCommandCall) {
    const { actor } = call;
    const batchId = call.batchId();
    const code = normaliseCode(body.coupon_code);
    if (!COUPON_CODE_PATTERN.test(code)) throw promoInvalid('coupon_code');
    // Batch first: a foreign or missing batch must answer 404 whatever the code is.
    const batch = await this.writer.loadAuthorized(batchId, 'ApplyCoupon', actor);
    const fees = batch.state.context.fees;
    if (!fees) throw batchNotFound();
    const coupon = await this.promotions.ruleFor(code, actor.id, batchId, fees.currency);
    return call.respond(await this.writer.command(batchId, call.context, 'ApplyCoupon', { coupon }));
  }

  @Delete(':id')
  @Roles('requester')
  async remove(@BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'RemoveCoupon', {});
  }
}
