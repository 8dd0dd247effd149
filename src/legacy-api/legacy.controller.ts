import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../platform/auth/actor';
import { CurrentActor, Roles } from '../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, batchIdParam, ReadYourWrites } from '../batch';
import { BatchCheckoutService, payFromRoute } from '../around-batch/payments';
import { Idempotent } from '../platform/idempotency';
import {
  LegacyItemAddDto,
  LegacyItemUpdateDto,
  LegacyListQueryDto,
  LegacyOrderAddDto,
  LegacyOrderUpdateDto,
  LegacyPayDto,
} from './legacy.dto';
import { LegacyRead } from './legacy-read';
import { LegacyWrites } from './legacy-writes';

const withPosition = <T extends { position: string }>(call: BatchCommandCall, answer: T): T => {
  call.markPosition(answer.position);
  return answer;
};

/**
 * The older item and order endpoints (spec §7), a compatibility layer over the batch: reads from the
 * batch read models with the new API's ownership rules, writes through the new API's actions and the
 * one batch writer (src/legacy-api/README.md has the field mapping).
 */
@Controller('api')
export class LegacyController {
  constructor(
    private readonly read: LegacyRead,
    private readonly writes: LegacyWrites,
    private readonly readYourWrites: ReadYourWrites,
    private readonly checkout: BatchCheckoutService,
  ) {}

  @Get('item')
  async items(@Query() q: LegacyListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    await this.fresh(actor, req);
    return this.read.items(actor, q.page ?? 1, q.page_size ?? 12);
  }

  @Post('item/add')
  @Roles('requester')
  @Idempotent()
  async addItem(@Body() body: LegacyItemAddDto, @BatchCommand() call: BatchCommandCall) {
    return withPosition(call, await this.writes.addItem(body, call.context));
  }

  @Put('item/update/:id')
  @Roles('buyer')
  async updateItem(@Param('id') id: string, @Body() body: LegacyItemUpdateDto, @BatchCommand() call: BatchCommandCall) {
    return withPosition(call, await this.writes.updateItem(id, body, call.context));
  }

  @Get('order')
  async orders(@Query() q: LegacyListQueryDto, @CurrentActor() actor: Actor, @Req() req: Request) {
    await this.fresh(actor, req);
    return this.read.orders(actor, q.page ?? 1, q.page_size ?? 12, q.group);
  }

  @Get('order/tag')
  async tags(@CurrentActor() actor: Actor, @Req() req: Request) {
    await this.fresh(actor, req);
    return this.read.tags(actor);
  }

  @Post('order/add')
  @Roles('requester')
  @Idempotent()
  async addOrder(@Body() body: LegacyOrderAddDto, @BatchCommand() call: BatchCommandCall) {
    return withPosition(call, await this.writes.addOrder(body, call.actor, call.context));
  }

  @Put('order/update/:id')
  @Roles('requester', 'buyer', 'staff')
  async updateOrder(
    @Param('id') id: string,
    @Body() body: LegacyOrderUpdateDto,
    @BatchCommand() call: BatchCommandCall,
  ) {
    // A confirm names the quote it accepts, as the new API's: `quote_revision` or If-Match.
    const accepted = call.acceptedQuoteRevision(body);
    return withPosition(call, await this.writes.updateOrder(id, body, call.context, accepted));
  }

  /** The checkout's payment methods (GET /api/batch/checkout/payment_methods/{id}); `{id}` is the order. */
  @Get('payment/method/:id')
  @Roles('requester')
  paymentMethods(@BatchCommand() call: BatchCommandCall) {
    return this.checkout.paymentMethods(call.actor, call.batchId());
  }

  /** POST /api/batch/checkout/payments/{order} with the order in the body (Idempotency-Key header). */
  @Post('payment/pay')
  @HttpCode(200)
  @Roles('requester')
  async pay(@Body() body: LegacyPayDto, @BatchCommand() call: BatchCommandCall) {
    return payFromRoute(this.checkout, call, batchIdParam(body.order), body);
  }

  /** Read-your-writes across both read models the older lists use. */
  private async fresh(actor: Actor, req: Request): Promise<void> {
    await this.readYourWrites.await('batch-list', actor, req, undefined);
    await this.readYourWrites.await('batch-detail', actor, req, undefined);
  }
}
