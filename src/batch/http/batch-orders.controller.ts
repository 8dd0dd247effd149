import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { ApiError } from '../../platform/web/api-error';
import { batchIdParam, commandContext, respond } from './batch-requests.controller';
import { CancelPaymentCommand } from '../write/cancel-payment.command';
import { CancelPurchaseCommand } from '../write/cancel-purchase.command';
import { CloneRequestCommand } from '../write/clone-request.command';
import type { CommandResult } from '../write/command-context';
import { CompletePurchaseCommand } from '../write/complete-purchase.command';
import { ConfirmReceiptCommand } from '../write/confirm-receipt.command';
import { PurchaseItemsCommand } from '../write/purchase-items.command';
import { RefundItemsCommand } from '../write/refund-items.command';
import { SendTrackingCommand } from '../write/send-tracking.command';
import { UpdateOrderStatusCommand } from '../write/update-order-status.command';
import {
  CancelPaymentDto,
  CancelPurchaseDto,
  CompletePurchaseDto,
  ConfirmReceiptDto,
  PurchaseItemsDto,
  SendTrackingDto,
  UpdateOrderStatusDto,
} from './dto/order-actions.dto';
import { CloneRequestDto } from './dto/requester-changes.dto';
import { CapturePaymentAction } from '../orders/capture-payment.action';
import { RefundItemsDto } from '../orders/refund-items.dto';
import { TrackingCheck } from '../orders/tracking-check';

type Reply = Response;

/** Order actions of spec §7 (after payment) and clone. Each answers the command result + X-Event-Position. */
@Controller('api/batch/orders')
export class BatchOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly captureAction: CapturePaymentAction,
    private readonly trackingCheck: TrackingCheck,
  ) {}

  private async run<C extends ICommand>(res: Reply, command: C): Promise<Record<string, unknown>> {
    return respond(res, await this.commands.execute<C, CommandResult>(command));
  }

  @Put('clone/:id')
  @Roles('requester')
  async clone(@Param('id') id: string, @Body() body: CloneRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    return this.run(res, new CloneRequestCommand(batchIdParam(id), body.clone_item_list, commandContext(actor, req)));
  }

  @Post('purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async purchase(@Param('id') id: string, @Body() body: PurchaseItemsDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const items = body.items.map((i) => ({ id: i.id, purchaseSiteOrderId: i.purchase_site_order_id.trim() }));
    return this.run(res, new PurchaseItemsCommand(batchIdParam(id), { items }, commandContext(actor, req)));
  }

  @Post('cancel_purchase/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async cancelPurchase(@Param('id') id: string, @Body() body: CancelPurchaseDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    return this.run(res, new CancelPurchaseCommand(batchIdParam(id), { itemIds: body.items, reason: body.reason }, commandContext(actor, req)));
  }

  @Post('complete/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async complete(@Param('id') id: string, @Body() body: CompletePurchaseDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    return this.run(res, new CompletePurchaseCommand(batchIdParam(id), body.items, commandContext(actor, req)));
  }

  @Get('tracking_check/:id')
  @Roles('buyer', 'staff')
  async checkTracking(@Param('id') id: string, @Query('tracking_number') trackingNumber: string | undefined, @CurrentActor() actor: Actor) {
    return this.trackingCheck.check(batchIdParam(id), trackingNumber, actor);
  }

  @Post('send/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async send(@Param('id') id: string, @Body() body: SendTrackingDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const items = body.items.map((i) => ({ id: i.id, trackingNumber: i.tracking_number }));
    return this.run(res, new SendTrackingCommand(batchIdParam(id), items, commandContext(actor, req)));
  }

  @Post('update_order_status/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async updateOrderStatus(@Param('id') id: string, @Body() body: UpdateOrderStatusDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const data = {
      status: body.status,
      items: body.items?.map((i) => ({ id: i.id, status: i.status })),
      selectedItems: body.selected_items,
      purchaseSiteOrderId: body.purchase_site_order_id?.trim(),
    };
    return this.run(res, new UpdateOrderStatusCommand(batchIdParam(id), data, commandContext(actor, req)));
  }

  @Post('received/:id/items')
  @HttpCode(200)
  @Roles('requester')
  async received(@Param('id') id: string, @Body() body: ConfirmReceiptDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const data = { itemIds: body.items, rating: body.stars, review: body.reviews };
    return this.run(res, new ConfirmReceiptCommand(batchIdParam(id), data, commandContext(actor, req)));
  }

  @Put('cancel_payment/:id')
  @Roles('requester', 'staff')
  async cancelPayment(@Param('id') id: string, @Body() body: CancelPaymentDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const reason = body.payment_canceled_reason.trim();
    if (!reason) throw new ApiError(400, 'VALIDATION_FAILED', 'Required', { field: 'payment_canceled_reason' });
    const data = { reason, remark: body.payment_canceled_remark, itemIds: body.items };
    return this.run(res, new CancelPaymentCommand(batchIdParam(id), data, commandContext(actor, req)));
  }

  /**
   * Direct refund of whole items by staff (machines RefundItems: staff and system only; buyers ask
   * through a refund request, src/around-batch/refunds). The amount is priced by the handler, never sent.
   */
  @Post('refund/:id/items')
  @HttpCode(200)
  @Roles('staff')
  async refund(@Param('id') id: string, @Body() body: RefundItemsDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    const remark = body.refund_remark?.trim();
    const data = { itemIds: body.items, reason: body.refund_reason, ...(remark ? { remark } : {}) };
    return this.run(res, new RefundItemsCommand(batchIdParam(id), data, commandContext(actor, req)));
  }

  @Put('capture_payment/:id')
  @Roles('staff')
  async capturePayment(@Param('id') id: string, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Reply) {
    return this.captureAction.capture(req, res, batchIdParam(id), actor);
  }
}
