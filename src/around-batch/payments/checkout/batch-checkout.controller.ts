import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { Actor } from '../../../platform/auth/actor';
import { CurrentActor, Roles } from '../../../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, batchIdParam } from '../../../batch';
import { redirectResultOf } from './batch-checkout.input';
import { payFromRoute, withPosition } from './checkout-pay.http';
import { PayBodyDto, PaymentDetailsDto } from './pay-body.dto';
import { BatchCheckoutService } from './batch-checkout.service';

/** Spec §7 checkout calls; the contract is in src/around-batch/payments/README.md. Owner requester only. */
@Controller('api/batch/checkout')
export class BatchCheckoutController {
  constructor(private readonly checkout: BatchCheckoutService) {}

  @Get('payment_methods/:id')
  @Roles('requester')
  paymentMethods(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.checkout.paymentMethods(actor, batchIdParam(id));
  }

  @Post('payments/:id')
  @HttpCode(200)
  @Roles('requester')
  async pay(@Body() body: PayBodyDto, @BatchCommand() call: BatchCommandCall) {
    return payFromRoute(this.checkout, call, call.batchId(), body);
  }

  @Post('payments/:id/details')
  @HttpCode(200)
  @Roles('requester')
  async details(@Body() body: PaymentDetailsDto, @BatchCommand() call: BatchCommandCall) {
    const { correlationId } = call.context;
    const answer = await this.checkout.details(call.actor, call.batchId(), redirectResultOf(body), correlationId);
    return withPosition(call, answer);
  }
}
