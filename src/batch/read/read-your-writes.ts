import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { ProjectionWaiter, type Freshness } from '../../platform/projections/read-your-writes/projection-waiter';

export const AFTER_POSITION_HEADER = 'x-after-position';
/** Clients may also echo the command response's header back under its own name. */
const ECHOED_POSITION_HEADER = 'x-event-position';

/**
 * Before a query answers, wait for the position the client names (query or header) and for the
 * last position this actor wrote through this instance, so nobody misses their own change.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly waiter: ProjectionWaiter,
    private readonly positions: ActorPositions,
  ) {}

  async await(
    projection: string,
    actor: Actor,
    request: Request,
    afterPosition: string | undefined,
  ): Promise<Freshness> {
    const header = (name: string) => {
      const value = request.headers[name];
      return ProjectionWaiter.validate(typeof value === 'string' ? value : undefined, name);
    };
    const fromClient = [
      ProjectionWaiter.validate(afterPosition),
      header(AFTER_POSITION_HEADER),
      header(ECHOED_POSITION_HEADER),
    ];
    return this.waiter.waitFor(projection, [...fromClient, this.positions.get(actor.id)]);
  }
}
