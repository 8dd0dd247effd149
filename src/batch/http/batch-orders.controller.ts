import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { TrackingCheck } from '../write/tracking-check';
import { BatchWriter } from '../write/batch-writer';
import { NewRequestActions } from '../write/new-request.actions';
import { OrderActions } from '../write/order.actions';
import { batchIdParam, commandContext, respond } from './command-http';
import {
  CancelPurchaseDto,
  CompletePurchaseDto,
  ConfirmReceiptDto,
  PurchaseItemsDto,
  SendTrackingDto,
  UpdateOrderStatusDto,
} from './dto/order-actions.dto';
import { CloneRequestDto } from './dto/requester-changes.dto';

type Reply = Response;

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
  async clone(
    @Param('id') id: string,
    @Body() body: CloneRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    return respond(
      res,
      await this.newRequests.clone(batchIdParam(id), body.clone_item_list, commandContext(actor, req)),
    );
  }

  @Post('purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async purchase(
    @Param('id') id: string,
    @Body() body: PurchaseItemsDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    const items = body.items.map((i) => ({ id: i.id, purchaseSiteOrderId: i.purchase_site_order_id.trim() }));
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'PurchaseItems', { items }),
    );
  }

  @Post('cancel_purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async cancelPurchase(
    @Param('id') id: string,
    @Body() body: CancelPurchaseDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    const data = { itemIds: body.items, reason: body.reason };
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'CancelPurchase', data),
    );
  }

  @Post('complete/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async complete(
    @Param('id') id: string,
    @Body() body: CompletePurchaseDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    return respond(res, await this.orders.completePurchase(batchIdParam(id), body.items, commandContext(actor, req)));
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
  async send(
    @Param('id') id: string,
    @Body() body: SendTrackingDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    const items = body.items.map((i) => ({ id: i.id, trackingNumber: i.tracking_number }));
    return respond(res, await this.orders.sendTracking(batchIdParam(id), items, commandContext(actor, req)));
  }

  @Post('update_order_status/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async updateOrderStatus(
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    const data = {
      status: body.status,
      items: body.items?.map((i) => ({ id: i.id, status: i.status })),
      selectedItems: body.selected_items,
      purchaseSiteOrderId: body.purchase_site_order_id?.trim(),
    };
    return respond(res, await this.orders.updateOrderStatus(batchIdParam(id), data, commandContext(actor, req)));
  }

  @Post('received/:id/items')
  @HttpCode(200)
  @Roles('requester')
  async received(
    @Param('id') id: string,
    @Body() body: ConfirmReceiptDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Reply,
  ) {
    const data = { itemIds: body.items, rating: body.stars, review: body.reviews };
    return respond(res, await this.orders.confirmReceipt(batchIdParam(id), data, commandContext(actor, req)));
  }
}
