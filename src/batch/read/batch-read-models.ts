import { BatchDetailProjection } from './batch-detail/batch-detail.projection';
import { BatchListProjection } from './batch-list/batch-list.projection';
import type { Projection } from '../../platform/projections/runner/projection';

/** The batch read models: BatchReadModule registers them with the runner, src/read-models.ts offers them to the rebuild CLI. */
export function readModelProjections(): Projection[] {
  return [new BatchDetailProjection(), new BatchListProjection()];
}
