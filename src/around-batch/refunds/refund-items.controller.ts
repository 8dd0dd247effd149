import { Body, Controller } from '@nestjs/common';
import { BatchCommand, CommandPost, type BatchCommandCall } from '../../batch';
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
  @CommandPost('refund/:id/items', 'staff')
  async refund(@Body() body: RefundItemsDto, @BatchCommand() call: BatchCommandCall) {
    const remark = body.refund_remark?.trim();
    const data = { itemIds: body.items, reason: body.refund_reason, ...(remark ? { remark } : {}) };
    return call.respond(await this.action.run(call.batchId(), data, call.context));
  }
}
