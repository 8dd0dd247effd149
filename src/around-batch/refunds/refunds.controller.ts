import { applyDecorators, Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, batchIdParam } from '../../batch';
import { RefundCompletion } from './refund-completion';
import { RefundDetail } from './refund-detail';
import { batchNumberOf, confirmationOf, parseEstimate, parseRequest } from './refunds.input';
import { RefundCompleteDto, RefundCreateDto, RefundEstimateDto, RefundWriteDto } from './refunds.dto';
import { RefundsService } from './refunds.service';
import { Idempotent } from '../../platform/idempotency';

type RefundRequestWritten = Awaited<ReturnType<RefundsService['create']>>;

/** A refund route buyers and staff call (which batch and what each may do is checked by the service). */
function RefundWrite(route: MethodDecorator, status = 200): MethodDecorator {
  return applyDecorators(route, HttpCode(status), Roles('buyer', 'staff'));
}

/** Spec §7 refunds; the contract and who may do what are in src/around-batch/refunds/README.md. */
@Controller()
export class RefundsController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly completion: RefundCompletion,
    private readonly detail: RefundDetail,
  ) {}

  @RefundWrite(Post('api/bns/refunds/estimate/:batchNumber'))
  estimate(@Param('batchNumber') batchNumber: string, @Body() body: RefundEstimateDto, @CurrentActor() actor: Actor) {
    return this.refunds.estimate(actor, batchNumber, parseEstimate(body));
  }

  @RefundWrite(Post('api/bns/refunds'), 201)
  @Idempotent()
  async create(@Body() body: RefundCreateDto, @CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    return this.written(
      call,
      this.refunds.create(actor, batchNumberOf(body), parseRequest(body), call.context.correlationId),
    );
  }

  @RefundWrite(Patch('api/bns/refunds/:batchNumber'))
  async update(
    @Param('batchNumber') batchNumber: string,
    @Body() body: RefundWriteDto,
    @CurrentActor() actor: Actor,
    @BatchCommand() call: BatchCommandCall,
  ) {
    return this.written(call, this.refunds.update(actor, batchNumber, parseRequest(body), call.context.correlationId));
  }

  @RefundWrite(Post('api/bns/refunds/complete/:batchNumber'))
  async complete(
    @Param('batchNumber') batchNumber: string,
    @Body() body: RefundCompleteDto,
    @CurrentActor() actor: Actor,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const { requestId, result } = await this.completion.complete(
      actor,
      batchNumber,
      confirmationOf(body),
      call.context.correlationId,
    );
    call.markPosition(result.position);
    const refundRequest = await this.refunds.requestView(result.batchId, requestId);
    return {
      batch: { ...(await this.detail.of(result.batchId, actor, result.position)), refund_request: refundRequest },
      position: result.position,
    };
  }

  @Get('api/batch/refunds/:batchId')
  @Roles('requester', 'buyer', 'staff', 'auditor')
  list(@Param('batchId') batchId: string, @CurrentActor() actor: Actor) {
    return this.refunds.list(actor, batchIdParam(batchId));
  }

  /** A written refund request: its view, and the position the caller's next read waits for. */
  private async written(call: BatchCommandCall, writing: Promise<RefundRequestWritten>): Promise<RefundRequestWritten> {
    const { refund_request, position } = await writing;
    call.markPosition(position);
    return { refund_request, position };
  }
}
