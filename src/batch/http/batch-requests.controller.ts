import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { CombinableRequestsQuery } from '../read/batch-list/combinable-requests.query';
import { ReadYourWrites } from '../read/read-your-writes';
import { BatchWriter } from '../write/batch-writer';
import { CombineRequestsAction } from '../write/combine-requests.action';
import { NewRequestActions } from '../write/new-request.actions';
import { RepricingActions } from '../write/repricing.actions';
import { answerCommand, BatchCommand, type BatchCommandCall, batchIdParam } from './command-http';
import { BuyerRemarkDto, DeclineItemsDto, ModifyItemsDto, UpdateWarehouseDto } from './dto/buyer-changes.dto';
import { CreateRequestDto } from './dto/create-request.dto';
import { AcceptRequestDto, CancelRequestDto, ConfirmRequestDto, DeclineRequestDto } from './dto/request-actions.dto';
import { acceptedQuoteRevision } from './quote-http';
import { requireQuote } from '../write/quote-check';
import { CombineRequestDto } from './dto/requester-changes.dto';
import { toCreateRequestData } from './dto/to-domain';
import { Idempotent } from '../../platform/idempotency';

/** Request actions of spec §7. Each builds the domain command and calls the writer (or an action that prices); the response carries the event position. */
@Controller('api/batch/requests')
export class BatchRequestsController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly newRequests: NewRequestActions,
    private readonly repricing: RepricingActions,
    private readonly combineAction: CombineRequestsAction,
    private readonly combinable: CombinableRequestsQuery,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('create')
  @Roles('requester')
  @Idempotent()
  async create(@Body() body: CreateRequestDto, @BatchCommand() call: BatchCommandCall) {
    const result = await this.newRequests.create(toCreateRequestData(body), call.context);
    // `parcel`: spec §9's ruling of the request as one shipment (the warning where limits are passed).
    return { ...call.respond(result), parcel: result.parcel };
  }

  @Put('accept/:id')
  @Roles('buyer')
  async accept(@Body() body: AcceptRequestDto, @BatchCommand() call: BatchCommandCall) {
    const data = {
      updatedLinks: (body.updated_links ?? []).map((l) => ({ itemId: l.item_id, link: l.link })),
      confirmCouponUpdate: body.confirm_coupon_update === true,
    };
    return answerCommand(this.writer, call, 'AcceptRequest', data);
  }

  @Post('decline/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async decline(@Body() body: DeclineRequestDto, @BatchCommand() call: BatchCommandCall) {
    const data = { reason: body.declined_reason, remark: body.declined_remark };
    return answerCommand(this.writer, call, 'DeclineRequest', data);
  }

  @Put('cancel/:id')
  @Roles('requester', 'staff')
  async cancel(@Body() body: CancelRequestDto, @BatchCommand() call: BatchCommandCall) {
    const data = { reason: body.canceled_reason, remark: body.canceled_remark };
    return answerCommand(this.writer, call, 'CancelRequest', data);
  }

  @Post('modify/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async modifyItems(@Body() body: ModifyItemsDto, @BatchCommand() call: BatchCommandCall) {
    const data = {
      items: body.items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        weight: i.weight,
        price: i.price,
        sellerShipping: i.seller_shipping,
        dimensions: i.dimensions
          ? { lengthCm: i.dimensions.length_cm, widthCm: i.dimensions.width_cm, heightCm: i.dimensions.height_cm }
          : undefined,
        declined: i.is_declined,
      })),
      localShippingFee: body.local_shipping_fee,
      additionalFee: body.additional_fee,
      remark: body.remark,
      finalFee: body.final_fee === true,
      editDeclinedItems: body.is_edit_declined_item === true,
      declinedReason: body.declined_reason,
      waiveServiceFee: body.had_waive_service_fee,
      confirmCouponUpdate: body.confirm_coupon_update === true,
    };
    const result = await this.repricing.modifyItems(call.batchId(), data, call.context);
    // The spec's success text ("Modified Succeeded!"); clients show errors.* / messages by code.
    // `parcel`: spec §9's ruling where the parcel is formed (the warning "Extra fees or rejection may apply").
    return { ...call.respond(result), code: 'MODIFY_SUCCEEDED', message: 'Modified Succeeded!', parcel: result.parcel };
  }

  @Post('decline/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async declineItems(@Body() body: DeclineItemsDto, @BatchCommand() call: BatchCommandCall) {
    const data = {
      itemIds: body.items,
      reason: body.declined_reason ?? 'not_available_for_purchase',
      remark: body.declined_remark,
      confirmCouponUpdate: true,
    };
    return call.respond(await this.repricing.declineItems(call.batchId(), data, call.context));
  }

  @Put('confirm/:id')
  @Roles('requester')
  async confirm(@Body() body: ConfirmRequestDto, @Req() req: Request, @BatchCommand() call: BatchCommandCall) {
    // The requester confirms the quote revision they saw: a changed quote is 409 QUOTE_CHANGED.
    const accepted = acceptedQuoteRevision(body, req);
    const result = await this.writer.execute(call.batchId(), call.context, (metadata, state) => {
      const command = { type: 'ConfirmRequest' as const, data: {}, metadata };
      requireQuote(state, accepted, command);
      return command;
    });
    return call.respond(result);
  }

  @Put('update_warehouse/:id')
  @Roles('buyer', 'staff', 'requester')
  async updateWarehouse(@Body() body: UpdateWarehouseDto, @BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'UpdateWarehouse', {
      warehouse: body.warehouse,
    });
  }

  @Put('add/:id/buyer/remark')
  @Roles('buyer', 'staff')
  async addBuyerRemark(@Body() body: BuyerRemarkDto, @BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'AddBuyerRemark', {
      remark: body.buyer_remark,
    });
  }

  @Get('combine_request_list/:id')
  @Roles('requester')
  async combineList(@Param('id') id: string, @CurrentActor() actor: Actor, @Req() req: Request) {
    // Read from the list model, so it waits for the caller's own writes (X-Event-Position) like the lists do.
    const { stale } = await this.readYourWrites.await('batch-list', actor, req, undefined);
    return { ...(await this.combinable.list(batchIdParam(id), actor)), stale };
  }

  @Post('combine_request')
  @HttpCode(200)
  @Roles('requester')
  @Idempotent()
  async combine(@Body() body: CombineRequestDto, @BatchCommand() call: BatchCommandCall) {
    const ids = body.batch_request_ids.map((id) => id.toLowerCase());
    const { kept, merged } = await this.combineAction.combine(ids, call.context);
    // The last append is the newest position: waiting for it shows the whole combine.
    const last = merged.length > 0 ? merged[merged.length - 1] : kept;
    return {
      ...call.respond({ ...kept, position: last.position }),
      merged: merged.map((m) => ({ id: m.batchId, status: m.status, revision: m.revision, position: m.position })),
    };
  }
}
