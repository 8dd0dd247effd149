import { Inject, Injectable } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DEFAULT_BATCH_OPTIONS } from '@machines/batch';
import { BatchDetailProjection } from './batch-detail/batch-detail.projection';
import { BatchListProjection } from './batch-list/batch-list.projection';
import {
  DurableEventsHandler,
  DurableLogSlice,
} from '../../platform/projections/durable-events/durable-events-handler';
import type { Projection } from '../../platform/projections/runner/projection';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

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
  readonly projection: BatchListProjection;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.projection = new BatchListProjection(config.shipments.freeStorageDays);
  }
}

/** BatchReadModule provides these; the platform's discovery registers them with the runner. */
export const BATCH_READ_MODELS = [BatchDetailReadModel, BatchListReadModel];

/**
 * Fresh projections of the batch read models, for src/read-models.ts (the rebuild CLI). The list
 * stores the end of free storage: pass the PICKUP_FREE_STORAGE_DAYS the servers run with (the
 * default is the setting's default, what the tests run on).
 */
export function readModelProjections(freeStorageDays = DEFAULT_BATCH_OPTIONS.freeStorageDays): Projection[] {
  return [new BatchDetailProjection(), new BatchListProjection(freeStorageDays)];
}
