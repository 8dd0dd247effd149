import { Injectable } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BatchDetailProjection } from './batch-detail/batch-detail.projection';
import { BatchListProjection } from './batch-list/batch-list.projection';
import {
  DurableEventsHandler,
  DurableLogSlice,
} from '../../platform/projections/durable-events/durable-events-handler';
import type { Projection } from '../../platform/projections/runner/projection';

/** The batch detail read model, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class BatchDetailReadModel extends DurableEventsHandler {
  readonly projection = new BatchDetailProjection();
}

/** The batch list read model, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class BatchListReadModel extends DurableEventsHandler {
  readonly projection = new BatchListProjection();
}

/** BatchReadModule provides these; the platform's discovery registers them with the runner. */
export const BATCH_READ_MODELS = [BatchDetailReadModel, BatchListReadModel];

/** Fresh projections of the batch read models, for src/read-models.ts (the rebuild CLI). */
export function readModelProjections(): Projection[] {
  return [new BatchDetailProjection(), new BatchListProjection()];
}
