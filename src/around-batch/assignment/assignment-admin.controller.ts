import type { BatchAssignment, BuyerProfileList, BuyerProfileView } from '@contracts/assignment';
import { batchStreamId } from '@machines/batch';
import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { Roles } from '../../platform/auth/auth.decorators';
import { ApiError, orNotFound } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { AssignmentRecordsRepository, type DecisionView } from './assignment-records.repository';
import { AssignmentPoolDto, BuyerProfileDto } from './assignment.dto';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { buyerProfileView } from './buyer-profile.view';

const buyerNotFound = () => new ApiError(404, 'ASSIGNMENT_BUYER_NOT_FOUND', 'Buyer profile not found');
const batchNotFound = () => new ApiError(404, 'BATCH_NOT_FOUND', "Can't find order");

function buyerIdParam(id: string): string {
  if (!id || id.length > 64) throw buyerNotFound();
  return id;
}

/** Staff manage buyer profiles; staff and auditors read why a batch went to whom. */
@Controller('api/admin')
export class AssignmentAdminController {
  constructor(
    private readonly profiles: BuyerProfilesRepository,
    private readonly records: AssignmentRecordsRepository,
    private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('assignment/buyers')
  @Roles('staff', 'auditor')
  async list(): Promise<BuyerProfileList> {
    const profiles = await this.profiles.list();
    const names = await this.profiles.namesOf(profiles.map((p) => p.accountId));
    return { results: profiles.map((p) => ({ ...buyerProfileView(p), name: names.get(p.accountId) ?? null })) };
  }

  @Put('assignment/buyers')
  @Roles('staff')
  async replacePool(@Body() body: AssignmentPoolDto): Promise<BuyerProfileList> {
    await this.profiles.replacePool(body.buyer_ids, this.clock.now());
    return this.list();
  }

  @Get('assignment/buyers/:buyerId')
  @Roles('staff', 'auditor')
  async get(@Param('buyerId') buyerId: string): Promise<BuyerProfileView> {
    return buyerProfileView(orNotFound(await this.profiles.get(buyerIdParam(buyerId)), buyerNotFound));
  }

  /** Creates the profile if missing; fields left out keep their value. */
  @Put('assignment/buyers/:buyerId')
  @Roles('staff')
  async update(@Param('buyerId') buyerId: string, @Body() body: BuyerProfileDto): Promise<BuyerProfileView> {
    const id = buyerIdParam(buyerId);
    await this.profiles.upsert(
      id,
      {
        originCountries: body.origin_countries ? [...new Set(body.origin_countries)] : undefined,
        categories: body.categories ? [...new Set(body.categories)] : undefined,
        available: body.available,
        capacity: body.capacity,
        rating: body.rating,
        ratingCount: body.rating_count,
      },
      this.clock.now(),
    );
    return this.get(id);
  }

  @Get('batches/:id/assignment')
  @Roles('staff', 'auditor')
  async batchAssignment(
    @Param('id') id: string,
  ): Promise<Omit<BatchAssignment, 'decisions'> & { decisions: DecisionView[] }> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw batchNotFound();
    const batchId = id.toLowerCase();
    const decisions = await this.records.decisionsOf(batchId);
    if (decisions.length === 0 && (await this.store.readStream(batchStreamId(batchId), { maxCount: 1 })).length === 0)
      throw batchNotFound();
    const tracked = await this.records.trackedBatch(batchId);
    return {
      batch_id: batchId,
      current: tracked ? { status: tracked.status, buyer_id: tracked.buyerId } : null,
      decisions,
    };
  }
}
