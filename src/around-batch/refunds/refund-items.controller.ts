import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { batchIdParam, commandContext, respond } from '../../batch';
import { RefundItemsAction } from './refund-items.action';
import { RefundItemsDto } from './refund-items.dto';

/** The order's direct refund (spec §7 refund/{id}/items), on the batch's order path. */
@Controller('api/batch/orders')
export class RefundItemsController {
  constructor(private readonly action: RefundItemsAction) {}

  /**
   * Direct refund of whole items by staff (machines RefundItems: staff and system only; buyers ask
   * through a refund request). The amount is priced by the action, never sent.
   */
  @Post('refund/:id/items')
  @HttpCode(200)
  @Roles('staff')
  async refund(
    @Param('id') id: string,
    @Body() body: RefundItemsDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const remark = body.refund_remark?.trim();
    const data = { itemIds: body.items, reason: body.refund_reason, ...(remark ? { remark } : {}) };
    return respond(res, await this.action.refund(batchIdParam(id), data, commandContext(actor, req)));
  }
}
