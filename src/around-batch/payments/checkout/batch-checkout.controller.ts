import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../../platform/auth/actor';
import { CurrentActor, Roles } from '../../../platform/auth/auth.decorators';
import { acceptedQuoteRevision, batchIdParam, commandContext, EVENT_POSITION_HEADER } from '../../../batch';
import { idempotencyKeyOf, parsePayBody, redirectResultOf } from './batch-checkout.input';
import { PayBodyDto, PaymentDetailsDto } from './pay-body.dto';
import { BatchCheckoutService, type CheckoutAnswer } from './batch-checkout.service';

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
  async pay(
    @Param('id') id: string,
    @Headers('idempotency-key') key: unknown,
    @Body() body: PayBodyDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const batchId = batchIdParam(id);
    const idempotencyKey = idempotencyKeyOf(key);
    const payBody = parsePayBody(body);
    const answer = await this.checkout.pay(
      actor,
      batchId,
      idempotencyKey,
      { ...payBody, quoteRevision: acceptedQuoteRevision(body, req) },
      commandContext(actor, req).correlationId,
    );
    return withPosition(res, answer);
  }

  @Post('payments/:id/details')
  @HttpCode(200)
  @Roles('requester')
  async details(
    @Param('id') id: string,
    @Body() body: PaymentDetailsDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const batchId = batchIdParam(id);
    const answer = await this.checkout.details(
      actor,
      batchId,
      redirectResultOf(body),
      commandContext(actor, req).correlationId,
    );
    return withPosition(res, answer);
  }
}

/** Read-your-writes: the client refetches the batch with this position. */
function withPosition(res: Response, answer: CheckoutAnswer): CheckoutAnswer {
  if ('position' in answer) res.setHeader(EVENT_POSITION_HEADER, answer.position);
  return answer;
}
