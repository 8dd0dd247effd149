import type { Provider } from '@nestjs/common';
import { batchOptions, type BatchOptions } from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

export const BATCH_OPTIONS = Symbol('BATCH_OPTIONS');
export type { BatchOptions };

/** The machine's configurable readings of the spec, from the validated configuration. */
export const batchOptionsProvider: Provider = {
  provide: BATCH_OPTIONS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): BatchOptions =>
    batchOptions({
      allowCancelPaymentBeforePurchase: config.allowCancelPaymentBeforePurchase,
      parcelLimitsReading: config.parcelLimitsReading,
      parcelLimitsBeyond: config.parcelLimitsBeyond,
      freeStorageDays: config.shipments.freeStorageDays,
    }),
};
