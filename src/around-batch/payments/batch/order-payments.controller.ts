import { Body, Controller, Put } from '@nestjs/common';
import type { Actor } from '../../../platform/auth/actor';
import { CurrentActor, Roles } from '../../../platform/auth/auth.decorators';
import { ApiError } from '../../../platform/web/api-error';
import { BatchCommand, type BatchCommandCall } from '../../../batch';
import { BatchCaptureService } from './batch-capture.service';
import { CancelPaymentAction } from './cancel-payment.action';
import { CancelPaymentDto } from './cancel-payment.dto';

/** The payment actions on an order's paths (spec §7); each answers the command result + X-Event-Position. */
@Controller('api/batch/orders')
export class OrderPaymentsController {
  constructor(
    private readonly captures: BatchCaptureService,
    private readonly cancelAction: CancelPaymentAction,
  ) {}

  /**
   * Staff "capture now": the machine's permission table decides first (404 for a missing batch, 409
   * when nothing can be captured now), then the provider captures and CapturePayment is recorded
   * (→ payment_captured).
   */
  @Put('capture_payment/:id')
  @Roles('staff')
  async capturePayment(@CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    const { result, batchNumber } = await this.captures.captureNow(call.batchId(), actor, call.context.correlationId);
    return call.respond({ ...result, batchNumber: result.batchNumber ?? batchNumber });
  }

  @Put('cancel_payment/:id')
  @Roles('requester', 'staff')
  async cancelPayment(@Body() body: CancelPaymentDto, @BatchCommand() call: BatchCommandCall) {
    const reason = body.payment_canceled_reason.trim();
    if (!reason) throw new ApiError(400, 'VALIDATION_FAILED', 'Required', { field: 'payment_canceled_reason' });
    // null reads as "not sent" (IsOptional lets it through): the whole payment is cancelled.
    const data = { reason, remark: body.payment_canceled_remark ?? undefined, itemIds: body.items ?? undefined };
    return call.respond(await this.cancelAction.run(call.batchId(), data, call.context));
  }
}
