import { readModelProjections } from './batch';
import { shipmentReadModelProjections } from './shipment';
import type { Projection } from './platform/projections/runner/projection';
import type { AppConfig } from './platform/config/app-config';

/**
 * The read models `npm run projections:rebuild` may replay into fresh tables and swap in. A
 * composition root like app.module.ts: the platform knows no feature, so the list is made here.
 * Left out on purpose: `notifications` (a replay would bring back the rows retention and erasure
 * deleted, under new ids, see src/people/notifications/README.md) and reactions (no tables).
 * `buyer-statistics` is not offered yet (src/operations/statistics/README.md). With the servers'
 * configuration (`config`): the batch list stores the end of free storage (PICKUP_FREE_STORAGE_DAYS).
 */
export function rebuildableReadModels(config?: Pick<AppConfig, 'shipments'>): Projection[] {
  return [...readModelProjections(config?.shipments.freeStorageDays), ...shipmentReadModelProjections()];
}
