import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { AcceptRequestCommand } from '../write/accept-request.command';
import { AddBuyerRemarkCommand } from '../write/add-buyer-remark.command';
import { CombineRequestsCommand, type CombineResult } from '../write/combine-requests.command';
import { ConfirmRequestCommand } from '../write/confirm-request.command';
import { DeclineItemsCommand } from '../write/decline-items.command';
import { ModifyItemsCommand } from '../write/modify-items.command';
import { UpdateWarehouseCommand } from '../write/update-warehouse.command';
import { BuyerRemarkDto, DeclineItemsDto, ModifyItemsDto, UpdateWarehouseDto } from './dto/buyer-changes.dto';
import { CombineRequestDto } from './dto/requester-changes.dto';
import { CombinableRequestsQuery } from '../read/batch-list/combinable-requests.query';
import { ReadYourWrites } from '../read/read-your-writes';
import { CancelRequestCommand } from '../write/cancel-request.command';
import type { CommandContext, CommandResult } from '../write/command-context';
import { CreateRequestCommand } from '../write/create-request.command';
import { DeclineRequestCommand } from '../write/decline-request.command';
import { batchNotFound } from '../write/domain-error.mapper';
import { CreateRequestDto } from './dto/create-request.dto';
import { AcceptRequestDto, CancelRequestDto, DeclineRequestDto } from './dto/request-actions.dto';
import { toCreateRequestData } from './dto/to-domain';

export const EVENT_POSITION_HEADER = 'X-Event-Position';

export function commandContext(actor: Actor, request: Request): CommandContext {
  const requestId = request.headers['x-request-id'];
  const correlationId = typeof requestId === 'string' && requestId.length > 0 && requestId.length <= 100 ? requestId : randomUUID();
  return { actor, correlationId };
}

/** Ids are ours (UUIDs); anything else cannot name a batch and gets the same 404 as a missing one. */
export function batchIdParam(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw batchNotFound();
  return id.toLowerCase();
}

export function respond(response: Response, result: CommandResult): Record<string, unknown> {
  response.setHeader(EVENT_POSITION_HEADER, result.position);
  return {
    id: result.batchId,
    ...(result.batchNumber ? { batch_number: result.batchNumber } : {}),
    status: result.status,
    revision: result.revision,
    position: result.position,
    events: result.events.map((e) => e.type),
  };
}

/** Request actions of spec §7. Each is one command through the CommandBus; the response carries the event position. */
@Controller('api/batch/requests')
export class BatchRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly combinable: CombinableRequestsQuery,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('create')
  @Roles('requester')
  async create(@Body() body: CreateRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute<CreateRequestCommand, CommandResult>(
      new CreateRequestCommand(toCreateRequestData(body), commandContext(actor, req)),
    );
    return respond(res, result);
  }

  @Put('accept/:id')
  @Roles('buyer')
  async accept(@Param('id') id: string, @Body() body: AcceptRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = {
      updatedLinks: (body.updated_links ?? []).map((l) => ({ itemId: l.item_id, link: l.link })),
      confirmCouponUpdate: body.confirm_coupon_update === true,
    };
    const result = await this.commands.execute<AcceptRequestCommand, CommandResult>(new AcceptRequestCommand(batchIdParam(id), data, commandContext(actor, req)));
    return respond(res, result);
  }

  @Post('decline/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async decline(@Param('id') id: string, @Body() body: DeclineRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = { reason: body.declined_reason, remark: body.declined_remark };
    const result = await this.commands.execute<DeclineRequestCommand, CommandResult>(new DeclineRequestCommand(batchIdParam(id), data, commandContext(actor, req)));
    return respond(res, result);
  }

  @Put('cancel/:id')
  @Roles('requester', 'staff')
  async cancel(@Param('id') id: string, @Body() body: CancelRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = { reason: body.canceled_reason, remark: body.canceled_remark };
    const result = await this.commands.execute<CancelRequestCommand, CommandResult>(new CancelRequestCommand(batchIdParam(id), data, commandContext(actor, req)));
    return respond(res, result);
  }

  @Post('modify/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async modifyItems(@Param('id') id: string, @Body() body: ModifyItemsDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = {
      items: body.items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        weight: i.weight,
        price: i.price,
        sellerShipping: i.seller_shipping,
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
    const result = await this.commands.execute<ModifyItemsCommand, CommandResult>(new ModifyItemsCommand(batchIdParam(id), data, commandContext(actor, req)));
    // The spec's success text ("Modified Succeeded!"); clients show errors.* / messages by code.
    return { ...respond(res, result), code: 'MODIFY_SUCCEEDED', message: 'Modified Succeeded!' };
  }

  @Post('decline/:id/items')
  @HttpCode(200)
  @Roles('buyer')
  async declineItems(@Param('id') id: string, @Body() body: DeclineItemsDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = { itemIds: body.items, reason: body.declined_reason ?? 'not_available_for_purchase', remark: body.declined_remark, confirmCouponUpdate: true };
    const result = await this.commands.execute<DeclineItemsCommand, CommandResult>(new DeclineItemsCommand(batchIdParam(id), data, commandContext(actor, req)));
    return respond(res, result);
  }

  @Put('confirm/:id')
  @Roles('requester')
  async confirm(@Param('id') id: string, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute<ConfirmRequestCommand, CommandResult>(new ConfirmRequestCommand(batchIdParam(id), {}, commandContext(actor, req)));
    return respond(res, result);
  }

  @Put('update_warehouse/:id')
  @Roles('buyer', 'staff', 'requester')
  async updateWarehouse(@Param('id') id: string, @Body() body: UpdateWarehouseDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const command = new UpdateWarehouseCommand(batchIdParam(id), { warehouse: body.warehouse }, commandContext(actor, req));
    return respond(res, await this.commands.execute<UpdateWarehouseCommand, CommandResult>(command));
  }

  @Put('add/:id/buyer/remark')
  @Roles('buyer', 'staff')
  async addBuyerRemark(@Param('id') id: string, @Body() body: BuyerRemarkDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const command = new AddBuyerRemarkCommand(batchIdParam(id), { remark: body.buyer_remark }, commandContext(actor, req));
    return respond(res, await this.commands.execute<AddBuyerRemarkCommand, CommandResult>(command));
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
  async combine(@Body() body: CombineRequestDto, @CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const ids = body.batch_request_ids.map((id) => id.toLowerCase());
    const { kept, merged } = await this.commands.execute<CombineRequestsCommand, CombineResult>(new CombineRequestsCommand(ids, commandContext(actor, req)));
    // The last append is the newest position: waiting for it shows the whole combine.
    const last = merged.length > 0 ? merged[merged.length - 1] : kept;
    return {
      ...respond(res, { ...kept, position: last.position }),
      merged: merged.map((m) => ({ id: m.batchId, status: m.status, revision: m.revision, position: m.position })),
    };
  }
}
