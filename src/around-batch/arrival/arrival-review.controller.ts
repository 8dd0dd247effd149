import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, UploadedFiles } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import {
  authorizeFirst,
  BatchCommand,
  type BatchCommandCall,
  batchIdParam,
  BatchWriter,
  checkMetadata,
} from '../../batch';
import { Idempotent } from '../../platform/idempotency';
import { ArrivalTimelineQuery } from './arrival-timeline.query';
import { ArrivalCountsQuery } from './arrival-counts.query';
import { PhotoCommandPost, ReportPhotosInterceptor } from './arrival-photos.interceptor';
import { ArrivalPhotos, type ArrivalFiles } from './arrival-photos';
import {
  AcceptQuoteRevisionDto,
  ApproveItemsDto,
  DeclineQuoteRevisionDto,
  DisputeMessageDto,
  ReportProblemDto,
} from './arrival.dto';

/**
 * The requester's review of what arrived, the dispute thread, and their answer to a quote revision
 * after payment (docs/arrival.md). Ownership and status are the machine's (the batch writer).
 */
@Controller('api/batch')
export class ArrivalReviewController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly photos: ArrivalPhotos,
    private readonly counts: ArrivalCountsQuery,
    private readonly timelines: ArrivalTimelineQuery,
  ) {}

  @Get('arrival/counts')
  @Roles('requester', 'buyer', 'staff')
  count(@CurrentActor() actor: Actor) {
    return this.counts.forActor(actor);
  }

  /** The order's arrival steps with who and why, for whoever may see the order (a foreign one is 404). */
  @Get('arrival_timeline/:id')
  async timeline(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return { results: await this.timelines.forActor(batchIdParam(id), actor) };
  }

  @Post('orders/arrival/:id/approve')
  @HttpCode(200)
  @Roles('requester')
  async approve(@Body() body: ApproveItemsDto, @BatchCommand() call: BatchCommandCall) {
    return call.respond(
      await this.writer.command(call.batchId(), call.context, 'ApproveItems', { itemIds: body.items }),
    );
  }

  // Above the photo parser: it runs inside it, so the photos are part of what the key fingerprints.
  @Idempotent()
  @PhotoCommandPost('orders/arrival/:id/report', ReportPhotosInterceptor, 'requester')
  async report(
    @Body() body: ReportProblemDto,
    @UploadedFiles() files: ArrivalFiles,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const batchId = call.batchId();
    authorizeFirst('ReportProblem', (await this.writer.load(batchId)).state, checkMetadata(call.context.actor));
    const report = { disputeId: randomUUID(), itemId: body.item_id, kind: body.kind, message: body.message.trim() };
    const result = await this.photos.storedFor(files?.photos ?? [], (photos) =>
      this.writer.command(batchId, call.context, 'ReportProblem', { ...report, photos }),
    );
    return call.respond(result);
  }

  @Post('orders/arrival/:id/disputes/:disputeId/messages')
  @HttpCode(200)
  @Roles('requester', 'buyer', 'staff')
  // Each message gets a new id: without the key a resent message would be posted twice.
  @Idempotent()
  async message(
    @Body() body: DisputeMessageDto,
    @Param('disputeId') disputeId: string,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const data = { disputeId, messageId: randomUUID(), body: body.message.trim(), internal: body.internal === true };
    return call.respond(await this.writer.command(call.batchId(), call.context, 'PostDisputeMessage', data));
  }

  @Post('orders/quote_revision/:id/accept')
  @HttpCode(200)
  @Roles('requester')
  async accept(@Body() body: AcceptQuoteRevisionDto, @BatchCommand() call: BatchCommandCall) {
    const data = { revisionId: body.revision_id };
    return call.respond(await this.writer.command(call.batchId(), call.context, 'AcceptQuoteRevision', data));
  }

  @Post('orders/quote_revision/:id/decline')
  @HttpCode(200)
  @Roles('requester')
  async decline(@Body() body: DeclineQuoteRevisionDto, @BatchCommand() call: BatchCommandCall) {
    const data = { revisionId: body.revision_id, disputeId: randomUUID(), message: body.message.trim() };
    return call.respond(await this.writer.command(call.batchId(), call.context, 'DeclineQuoteRevision', data));
  }
}
