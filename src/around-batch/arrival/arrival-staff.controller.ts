import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import type { CheckInResult } from '@contracts/batch/arrival';
import { quoteRefund, type CommandOf } from '@machines/batch';
import { Roles } from '../../platform/auth/auth.decorators';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import {
  authorizeFirst,
  BatchCommand,
  type BatchCommandCall,
  BatchWriter,
  CommandPost,
  checkMetadata,
  priceOrBadRequest,
  RequestFeeEstimator,
} from '../../batch';
import { ArrivalLookup } from './arrival-lookup.query';
import { CheckInPhotosInterceptor, PhotoCommandPost, ScalePhotoInterceptor } from './arrival-photos.interceptor';
import { ArrivalPhotos, type ArrivalFiles } from './arrival-photos';
import { chargeHkdFor, reweighedFees, revisedLines } from './arrival-revision';
import { checkInView } from './arrival.view';
import { photosRequired } from './arrival.errors';
import { ArrivalLookupQueryDto, CheckInDto, DisputeDecisionDto, ProposeQuoteRevisionDto } from './arrival.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff's side of arrival (docs/arrival.md): find the order, check a parcel in with its photos,
 * decide disputes, propose a quote revision. Who and when are checked before any photo is stored,
 * and stored photos are removed again when the command is refused: a refusal changes nothing.
 */
@Controller('api/admin')
export class ArrivalStaffController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly photos: ArrivalPhotos,
    private readonly fees: RequestFeeEstimator,
    private readonly lookups: ArrivalLookup,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('arrivals/lookup')
  @Roles('staff')
  lookup(@Query() query: ArrivalLookupQueryDto) {
    return this.lookups.find(query.q.trim());
  }

  @PhotoCommandPost('batches/:id/check_ins', CheckInPhotosInterceptor, 'staff')
  async checkIn(
    @Body() body: CheckInDto,
    @UploadedFiles() files: ArrivalFiles,
    @BatchCommand() call: BatchCommandCall,
  ): Promise<CheckInResult> {
    const batchId = call.batchId();
    const list = files?.photos ?? [];
    if (list.length === 0) throw photosRequired('photos');
    authorizeFirst('CheckInParcel', (await this.writer.load(batchId)).state, checkMetadata(call.context.actor));
    const now = this.clock.now().getTime();
    const checkIn: Omit<CommandOf<'CheckInParcel'>['data'], 'photos'> = {
      checkInId: randomUUID(),
      itemIds: body.item_ids.split(','),
      weight: body.weight,
      dimensions: { lengthCm: body.length_cm, widthCm: body.width_cm, heightCm: body.height_cm },
      condition: body.condition,
      note: body.note?.trim() ?? '',
      trackingNumber: body.tracking_number?.trim() || null,
      reviewDueAt: new Date(now + this.config.arrivalReviewDays * DAY_MS).toISOString(),
      disputeUntil: new Date(now + this.config.disputeWindowDays * DAY_MS).toISOString(),
    };
    const result = await this.photos.storedFor(list, (photos) =>
      this.writer.command(batchId, call.context, 'CheckInParcel', { ...checkIn, photos }),
    );
    const event = result.events.find((e) => e.type === 'ParcelCheckedIn');
    const checkedIn = event?.type === 'ParcelCheckedIn' ? event.data : null;
    if (!checkedIn) throw new Error('CheckInParcel appended no ParcelCheckedIn');
    return {
      ...(call.respond(result) as Omit<CheckInResult, 'check_in'>),
      check_in: checkInView({ ...checkedIn, id: checkedIn.checkInId }, this.config.chargeBasis),
    };
  }

  // No upload rate limit: staff decide one dispute at a time, with one scale photo at most.
  @CommandPost('batches/:id/disputes/:disputeId/decision', 'staff')
  @UseInterceptors(ScalePhotoInterceptor)
  async decide(
    @Body() body: DisputeDecisionDto,
    @Param('disputeId') disputeId: string,
    @UploadedFiles() files: ArrivalFiles,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const batchId = call.batchId();
    authorizeFirst('ResolveDispute', (await this.writer.load(batchId)).state, checkMetadata(call.context.actor));
    const scale = files?.scale_photo ?? [];
    if (body.decision === 'reweigh' && scale.length === 0) throw photosRequired('scale_photo');
    const pricing = await this.fees.options();
    const result = await this.photos.storedFor(body.decision === 'reweigh' ? scale : [], (stored) =>
      this.writer.execute(batchId, call.context, (metadata, state) => {
        const ctx = state.context;
        const dispute = ctx.arrival?.disputes.find((d) => d.id === disputeId);
        const data: CommandOf<'ResolveDispute'>['data'] = {
          disputeId,
          decision: body.decision,
          reason: body.reason.trim(),
        };
        if (dispute && body.decision === 'reweigh' && body.weight !== undefined) {
          const fees = reweighedFees(ctx, dispute.itemId, body.weight, pricing);
          data.weight = body.weight;
          data.scalePhoto = stored[0];
          data.revision = { revisionId: randomUUID(), fees, chargeHkd: chargeHkdFor(ctx, fees, pricing.fxRates) };
        }
        if (dispute && body.decision === 'refund') {
          // The item refund's own arithmetic (item value, the service fee with its US$10 floor).
          const item = ctx.items.find((i) => i.id === dispute.itemId);
          const lines = item ? [{ id: item.id, quantity: item.quantity }] : [];
          data.refundAmount = lines.length ? priceOrBadRequest(() => quoteRefund(ctx, lines, 0)).amount : 0;
        }
        return { type: 'ResolveDispute', data, metadata };
      }),
    );
    return call.respond(result);
  }

  @Post('batches/:id/quote_revisions')
  @HttpCode(200)
  @Roles('staff')
  async revise(@Body() body: ProposeQuoteRevisionDto, @BatchCommand() call: BatchCommandCall) {
    const pricing = await this.fees.options();
    const result = await this.writer.execute(call.batchId(), call.context, (metadata, state) => {
      const ctx = state.context;
      this.writer.authorizeFirst('ReviseQuote', state, metadata.actor);
      const fees = revisedLines(ctx, { localShipping: body.local_shipping_fee, additionalFee: body.additional_fee });
      const chargeHkd = chargeHkdFor(ctx, fees, pricing.fxRates);
      const data = { revisionId: randomUUID(), reason: body.reason, remark: body.remark.trim(), fees, chargeHkd };
      return { type: 'ReviseQuote', data, metadata };
    });
    return call.respond(result);
  }
}
