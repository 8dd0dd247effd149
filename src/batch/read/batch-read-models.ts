import { AuditTimelineProjection } from './audit-timeline/audit-timeline.projection';
import { BatchDetailProjection } from './batch-detail/batch-detail.projection';
import { BatchListProjection } from './batch-list/batch-list.projection';
import type { Projection } from '../../platform/projections/runner/projection';

/** The read models of this server; the runner registry and the rebuild CLI both start from this list. */
export function readModelProjections(): Projection[] {
  return [new BatchDetailProjection(), new BatchListProjection(), new AuditTimelineProjection()];
}
