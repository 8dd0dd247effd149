import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { CombinableRequestsQuery } from '../read/batch-list/combinable-requests.query';
import { ReadYourWrites } from '../read/read-your-writes';
import { BatchWriter } from '../write/batch-writer';
import { CombineRequestsAction } from '../write/combine-requests.action';
import { NewRequestActions } from '../write/new-request.actions';
import { RepricingActions } from '../write/repricing.actions';
import { batchIdParam, commandContext, respond } from './command-http';
import { BuyerRemarkDto, DeclineItemsDto, ModifyItemsDto, UpdateWarehouseDto } from './dto/buyer-changes.dto';
import { CreateRequestDto } from './dto/create-request.dto';
import { AcceptRequestDto, CancelRequestDto, ConfirmRequestDto, DeclineRequestDto } from './dto/request-actions.dto';
import { acceptedQuoteRevision } from './quote-http';
import { requireQuote } from '../write/quote-check';
import { CombineRequestDto } from './dto/requester-changes.dto';
import { toCreateRequestData } from './dto/to-domain';

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
  async create(
    @Body() body: CreateRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(res, await this.newRequests.create(toCreateRequestData(body), commandContext(actor, req)));
  }

  @Put('accept/:id')
  @Roles('buyer')
  async accept(
    @Param('id') id: string,
    @Body() body: AcceptRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = {
      updatedLinks: (body.updated_links ?? []).map((l) => ({ itemId: l.item_id, link: l.link })),
      confirmCouponUpdate: body.confirm_coupon_update === true,
    };
    return respond(res, await this.writer.command(batchIdParam(id), commandContext(actor, req), 'AcceptRequest', data));
  }

  @Post('decline/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async decline(
    @Param('id') id: string,
    @Body() body: DeclineRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = { reason: body.declined_reason, remark: body.declined_remark };
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'DeclineRequest', data),
    );
  }

  @Put('cancel/:id')
  @Roles('requester', 'staff')
  async cancel(
    @Param('id') id: string,
    @Body() body: CancelRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = { reason: body.canceled_reason, remark: body.canceled_remark };
    return respond(res, await this.writer.command(batchIdParam(id), commandContext(actor, req), 'CancelRequest', data));
  }

  @Post('modify/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async modifyItems(
    @Param('id') id: string,
    @Body() body: ModifyItemsDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
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
    const result = await this.repricing.modifyItems(batchIdParam(id), data, commandContext(actor, req));
    // The spec's success text ("Modified Succeeded!"); clients show errors.* / messages by code.
    // `parcel`: spec §9's ruling where the parcel is formed (the warning "Extra fees or rejection may apply").
    return { ...respond(res, result), code: 'MODIFY_SUCCEEDED', message: 'Modified Succeeded!', parcel: result.parcel };
  }

  @Post('decline/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async declineItems(
    @Param('id') id: string,
    @Body() body: DeclineItemsDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const data = {
      itemIds: body.items,
      reason: body.declined_reason ?? 'not_available_for_purchase',
      remark: body.declined_remark,
      confirmCouponUpdate: true,
    };
    return respond(res, await this.repricing.declineItems(batchIdParam(id), data, commandContext(actor, req)));
  }

  @Put('confirm/:id')
  @Roles('requester')
  async confirm(
    @Param('id') id: string,
    @Body() body: ConfirmRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // The requester confirms the quote revision they saw (issue 20): a changed quote is 409 QUOTE_CHANGED.
    const accepted = acceptedQuoteRevision(body, req);
    const result = await this.writer.execute(batchIdParam(id), commandContext(actor, req), (metadata, state) => {
      const command = { type: 'ConfirmRequest' as const, data: {}, metadata };
      requireQuote(state, accepted, command);
      return command;
    });
    return respond(res, result);
  }

  @Put('update_warehouse/:id')
  @Roles('buyer', 'staff', 'requester')
  async updateWarehouse(
    @Param('id') id: string,
    @Body() body: UpdateWarehouseDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'UpdateWarehouse', {
        warehouse: body.warehouse,
      }),
    );
  }

  @Put('add/:id/buyer/remark')
  @Roles('buyer', 'staff')
  async addBuyerRemark(
    @Param('id') id: string,
    @Body() body: BuyerRemarkDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.writer.command(batchIdParam(id), commandContext(actor, req), 'AddBuyerRemark', {
        remark: body.buyer_remark,
      }),
    );
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
  async combine(
    @Body() body: CombineRequestDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const ids = body.batch_request_ids.map((id) => id.toLowerCase());
    const { kept, merged } = await this.combineAction.combine(ids, commandContext(actor, req));
    // The last append is the newest position: waiting for it shows the whole combine.
    const last = merged.length > 0 ? merged[merged.length - 1] : kept;
    return {
      ...respond(res, { ...kept, position: last.position }),
      merged: merged.map((m) => ({ id: m.batchId, status: m.status, revision: m.revision, position: m.position })),
    };
  }
}
