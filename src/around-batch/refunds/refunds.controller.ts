import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { BatchCommand, type BatchCommandCall, batchIdParam } from '../../batch';
import { RefundCompletion } from './refund-completion';
import { RefundDetail } from './refund-detail';
import { batchNumberOf, confirmationOf, parseEstimate, parseRequest } from './refunds.input';
import { RefundCompleteDto, RefundCreateDto, RefundEstimateDto, RefundWriteDto } from './refunds.dto';
import { RefundsService } from './refunds.service';
import { Idempotent } from '../../platform/idempotency';

/** Spec §7 refunds; the contract and who may do what are in src/around-batch/refunds/README.md. */
@Controller()
export class RefundsController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly completion: RefundCompletion,
    private readonly detail: RefundDetail,
  ) {}

  @Post('api/bns/refunds/estimate/:batchNumber')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  estimate(@Param('batchNumber') batchNumber: string, @Body() body: RefundEstimateDto, @CurrentActor() actor: Actor) {
    return this.refunds.estimate(actor, batchNumber, parseEstimate(body));
  }

  @Post('api/bns/refunds')
  @HttpCode(201)
  @Roles('buyer', 'staff')
  @Idempotent()
  async create(@Body() body: RefundCreateDto, @CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    const batchNumber = batchNumberOf(body);
    const { refund_request, position } = await this.refunds.create(
      actor,
      batchNumber,
      parseRequest(body),
      call.context.correlationId,
    );
    call.markPosition(position);
    return { refund_request, position };
  }

  @Patch('api/bns/refunds/:batchNumber')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async update(
    @Param('batchNumber') batchNumber: string,
    @Body() body: RefundWriteDto,
    @CurrentActor() actor: Actor,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const { refund_request, position } = await this.refunds.update(
      actor,
      batchNumber,
      parseRequest(body),
      call.context.correlationId,
    );
    call.markPosition(position);
    return { refund_request, position };
  }

  @Post('api/bns/refunds/complete/:batchNumber')
  @HttpCode(200)
  @Roles('buyer', 'staff')
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
}
