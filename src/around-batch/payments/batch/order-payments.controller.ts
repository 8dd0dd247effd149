import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../../../platform/auth/actor';
import { CurrentActor, Roles } from '../../../platform/auth/auth.decorators';
import { ApiError } from '../../../platform/web/api-error';
import { batchIdParam, commandContext, respond } from '../../../batch';
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
  async capturePayment(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { result, batchNumber } = await this.captures.captureNow(
      batchIdParam(id),
      actor,
      commandContext(actor, req).correlationId,
    );
    return respond(res, { ...result, batchNumber: result.batchNumber ?? batchNumber });
  }

  @Put('cancel_payment/:id')
  @Roles('requester', 'staff')
  async cancelPayment(
    @Param('id') id: string,
    @Body() body: CancelPaymentDto,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const reason = body.payment_canceled_reason.trim();
    if (!reason) throw new ApiError(400, 'VALIDATION_FAILED', 'Required', { field: 'payment_canceled_reason' });
    // null reads as "not sent" (IsOptional lets it through): the whole payment is cancelled.
    const data = { reason, remark: body.payment_canceled_remark ?? undefined, itemIds: body.items ?? undefined };
    return respond(res, await this.cancelAction.cancel(batchIdParam(id), data, commandContext(actor, req)));
  }
}
