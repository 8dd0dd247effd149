import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { PickupCodeView } from '@contracts/pickup';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { batchIdParam, batchNotFound, BatchWriter } from '../../batch';
import { pickupCodeNotReady } from './pickup.errors';
import { PickupCodesService } from './pickup-codes.service';
import type { PickupCodeRow } from './pickup-codes.repository';

/**
 * The requester's pickup code on their order page. Only the order's requester gets it: anyone
 * else's order (another requester, a buyer, staff) answers 404 like a missing one.
 */
@Controller('api/batch/orders/pickup_code')
export class PickupRequesterController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly codes: PickupCodesService,
  ) {}

  // Every role may ask; only the order's requester gets an answer (the rest: 404, as for a missing order).
  @Get(':id')
  @Roles('requester', 'buyer', 'staff', 'auditor')
  async code(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<PickupCodeView> {
    return this.codes.view(await this.ownCode(id, actor));
  }

  @Post(':id/regenerate')
  @HttpCode(200)
  @Roles('requester', 'buyer', 'staff')
  async regenerate(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<PickupCodeView> {
    return this.codes.view(await this.codes.regenerate(await this.ownCode(id, actor)));
  }

  private async ownCode(id: string, actor: Actor): Promise<PickupCodeRow> {
    const batchId = batchIdParam(id);
    const { state, revision } = await this.writer.current(batchId);
    if (revision < 0 || state.context.requesterId !== actor.id) throw batchNotFound();
    const row = await this.codes.ensureIssued(batchId, state);
    if (!row || row.used_at) throw pickupCodeNotReady();
    return row;
  }
}
