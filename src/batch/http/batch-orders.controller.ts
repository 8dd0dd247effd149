import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { TrackingCheck } from '../write/tracking-check';
import { BatchWriter } from '../write/batch-writer';
import { NewRequestActions } from '../write/new-request.actions';
import { OrderActions } from '../write/order.actions';
import { answerCommand, BatchCommand, type BatchCommandCall, batchIdParam } from './command-http';
import {
  CancelPurchaseDto,
  CompletePurchaseDto,
  ConfirmReceiptDto,
  PurchaseItemsDto,
  SendTrackingDto,
  UpdateOrderStatusDto,
} from './dto/order-actions.dto';
import { CloneRequestDto } from './dto/requester-changes.dto';
import { Idempotent } from '../../platform/idempotency';

/**
 * Order actions of spec §7 (after payment) and clone. Each answers the command result + X-Event-Position.
 * The payment and refund actions on these paths (capture_payment, cancel_payment, refund) belong to
 * src/around-batch/payments and src/around-batch/refunds.
 */
@Controller('api/batch/orders')
export class BatchOrdersController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly orders: OrderActions,
    private readonly newRequests: NewRequestActions,
    private readonly trackingCheck: TrackingCheck,
  ) {}

  @Put('clone/:id')
  @Roles('requester')
  @Idempotent()
  async clone(@Body() body: CloneRequestDto, @BatchCommand() call: BatchCommandCall) {
    return call.respond(await this.newRequests.clone(call.batchId(), body.clone_item_list, call.context));
  }

  @Post('purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async purchase(@Body() body: PurchaseItemsDto, @BatchCommand() call: BatchCommandCall) {
    const items = body.items.map((i) => ({ id: i.id, purchaseSiteOrderId: i.purchase_site_order_id.trim() }));
    return answerCommand(this.writer, call, 'PurchaseItems', { items });
  }

  @Post('cancel_purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async cancelPurchase(@Body() body: CancelPurchaseDto, @BatchCommand() call: BatchCommandCall) {
    const data = { itemIds: body.items, reason: body.reason };
    return answerCommand(this.writer, call, 'CancelPurchase', data);
  }

  @Post('complete/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async complete(@Body() body: CompletePurchaseDto, @BatchCommand() call: BatchCommandCall) {
    return call.respond(await this.orders.completePurchase(call.batchId(), body.items, call.context));
  }

  @Get('tracking_check/:id')
  @Roles('buyer', 'staff')
  async checkTracking(
    @Param('id') id: string,
    @Query('tracking_number') trackingNumber: string | undefined,
    @CurrentActor() actor: Actor,
  ) {
    return this.trackingCheck.check(batchIdParam(id), trackingNumber, actor);
  }

  @Post('send/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async send(@Body() body: SendTrackingDto, @BatchCommand() call: BatchCommandCall) {
    const items = body.items.map((i) => ({ id: i.id, trackingNumber: i.tracking_number }));
    return call.respond(await this.orders.sendTracking(call.batchId(), items, call.context));
  }

  @Post('update_order_status/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async updateOrderStatus(@Body() body: UpdateOrderStatusDto, @BatchCommand() call: BatchCommandCall) {
    const data = {
      status: body.status,
      items: body.items?.map((i) => ({ id: i.id, status: i.status })),
      selectedItems: body.selected_items,
      purchaseSiteOrderId: body.purchase_site_order_id?.trim(),
    };
    return call.respond(await this.orders.updateOrderStatus(call.batchId(), data, call.context));
  }

  @Post('received/:id/items')
  @HttpCode(200)
  @Roles('requester')
  async received(@Body() body: ConfirmReceiptDto, @BatchCommand() call: BatchCommandCall) {
    const data = { itemIds: body.items, rating: body.stars, review: body.reviews };
    return call.respond(await this.orders.confirmReceipt(call.batchId(), data, call.context));
  }
}
