import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import type { AppConfig } from '../../platform/config/app-config';
import type { Clock } from '../../platform/clock/clock';
import { deadlinesView } from './deadlines.view';

/** The detail's `deadlines` for everyone who may see the order (nothing in it is internal). */
export const deadlinesDetailExtra = (config: AppConfig, clock: Clock): BatchDetailExtra => ({
  order: 20,
  fields: ({ view }: BatchDetailExtraInput) => ({
    deadlines: deadlinesView({ value: view.status ?? 'none', context: view }, config.shipments, clock.now()),
  }),
});
