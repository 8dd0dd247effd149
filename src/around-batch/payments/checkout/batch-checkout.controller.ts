import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Actor } from '../../../platform/auth/actor';
import { CurrentActor, Roles } from '../../../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, batchIdParam } from '../../../batch';
import { idempotencyKeyOf, parsePayBody, redirectResultOf } from './batch-checkout.input';
import { payFromRoute, withPosition } from './checkout-pay.http';
import { PayBodyDto, PaymentDetailsDto } from './pay-body.dto';
import { BatchCheckoutService } from './batch-checkout.service';
import { TopUpCheckoutService } from './top-up-checkout.service';
import { PaymentMethodsQueryDto } from './payment-methods-query.dto';

/** Spec §7 checkout calls; the contract is in src/around-batch/payments/README.md. Owner requester only. */
@Controller('api/batch/checkout')
export class BatchCheckoutController {
  constructor(
    private readonly checkout: BatchCheckoutService,
    private readonly topUps: TopUpCheckoutService,
  ) {}

  @Get('payment_methods/:id')
  @Roles('requester')
  paymentMethods(@Param('id') id: string, @Query() query: PaymentMethodsQueryDto, @CurrentActor() actor: Actor) {
    // With a revision: the increase of that waiting higher revision (a top-up), not the checkout.
    if (query.revision_id !== undefined) return this.topUps.paymentMethods(actor, batchIdParam(id), query.revision_id);
    return this.checkout.paymentMethods(actor, batchIdParam(id));
  }

  @Post('payments/:id')
  @HttpCode(200)
  @Roles('requester')
  async pay(@Body() body: PayBodyDto, @BatchCommand() call: BatchCommandCall) {
    if (body.revision_id === undefined) return payFromRoute(this.checkout, call, call.batchId(), body);
    // A top-up: same header and card checks, no quote revision asked (the revision id names what is paid).
    const idempotencyKey = idempotencyKeyOf(call.idempotencyKey);
    const payBody = parsePayBody(body);
    const { correlationId } = call.context;
    const batchId = call.batchId();
    const answer = await this.topUps.pay(call.actor, batchId, body.revision_id, idempotencyKey, payBody, correlationId);
    return withPosition(call, answer);
  }

  @Post('payments/:id/details')
  @HttpCode(200)
  @Roles('requester')
  async details(@Body() body: PaymentDetailsDto, @BatchCommand() call: BatchCommandCall) {
    const { correlationId } = call.context;
    const redirectResult = redirectResultOf(body);
    // A top-up waiting for its challenge is the one the shopper is back from (none waits during a checkout).
    const answer =
      (await this.topUps.details(call.actor, call.batchId(), redirectResult, correlationId)) ??
      (await this.checkout.details(call.actor, call.batchId(), redirectResult, correlationId));
    return withPosition(call, answer);
  }
}
