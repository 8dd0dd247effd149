import type { BuyerProfileView } from '@contracts/assignment';
import { Body, Controller, Get, Put } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { Clock } from '../../platform/clock/clock';
import { AvailabilityDto } from './assignment.dto';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { buyerProfileView } from './buyer-profile.view';

/** A buyer's own profile: they may pause and resume new assignments, nothing else. */
@Controller('api/assignment')
@Roles('buyer')
export class BuyerAvailabilityController {
  constructor(
    private readonly profiles: BuyerProfilesRepository,
    private readonly clock: Clock,
  ) {}

  @Get('availability')
  async get(@CurrentActor() actor: Actor): Promise<BuyerProfileView> {
    const profile = await this.profiles.get(actor.id);
    // No profile yet: the buyer is not in the assignment pool, which reads as unavailable.
    return buyerProfileView(
      profile ?? {
        accountId: actor.id,
        originCountries: [],
        categories: [],
        available: false,
        capacity: 0,
        rating: 0,
        ratingCount: 0,
        openLoad: 0,
      },
    );
  }

  @Put('availability')
  async set(@CurrentActor() actor: Actor, @Body() body: AvailabilityDto): Promise<BuyerProfileView> {
    await this.profiles.upsert(actor.id, { available: body.available }, this.clock.now());
    return this.get(actor);
  }
}
