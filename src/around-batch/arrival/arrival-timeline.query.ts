import { Inject, Injectable } from '@nestjs/common';
import { batchStreamId } from '@machines/batch';
import type { ArrivalTimelineEntry } from '@contracts/batch/arrival';
import type { Actor } from '../../platform/auth/actor';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { BatchDetailQuery } from '../../batch';
import { arrivalTimeline } from './arrival-timeline';

/**
 * The order's arrival steps for whoever may see the order (requester, assigned buyer, staff,
 * auditors; anyone else gets the 404 of a foreign order). Read from the batch's own stream: the log
 * already holds each step with its actor, time and words, so no read model keeps a copy.
 */
@Injectable()
export class ArrivalTimelineQuery {
  constructor(
    private readonly details: BatchDetailQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async forActor(idOrNumber: string, actor: Actor): Promise<ArrivalTimelineEntry[]> {
    const row = await this.details.visibleRow(idOrNumber, actor);
    const events = await this.store.readStream(batchStreamId(row.batch_id));
    return arrivalTimeline(events, actor.role === 'staff' || actor.role === 'auditor');
  }
}
