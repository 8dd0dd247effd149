import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ProjectionWaiter, type Freshness } from '../../platform/projections/read-your-writes/projection-waiter';

const HEADERS = ['x-after-position', 'x-event-position'] as const;

/** Read-your-writes for the notification list: waits (bounded) for a position the client names. */
@Injectable()
export class NotificationsFreshness {
  constructor(private readonly waiter: ProjectionWaiter) {}

  async await(request: Request): Promise<Freshness> {
    const positions = HEADERS.map((name) => {
      const value = request.headers[name];
      return ProjectionWaiter.validate(typeof value === 'string' ? value : undefined, name);
    });
    const query = request.query.after_position;
    positions.push(ProjectionWaiter.validate(typeof query === 'string' ? query : undefined));
    return this.waiter.waitFor('notifications', positions);
  }
}
