import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BatchFees } from '@machines/batch';
import {
  DEMO_FX_RATES,
  isPricingError,
  type FeeQuoteOptions,
  type FeeRate,
  type ParcelLimitReading,
} from '@machines/pricing';
import { ApiError } from '../../../platform/web/api-error';
import { DatabaseListener } from '../../../platform/database/database-listener';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { batchFeeQuote, type BatchFeeExtras, type PricedItem } from './batch-fee-quote';

/** Migration 1763899600000: a statement on fee_rates NOTIFYs this channel with the table's name when it commits. */
export const REFERENCE_CHANGES_CHANNEL = 'reference_changes';

interface FeeRateRow {
  fee_country_from: number;
  fee_country_to: number;
  price_type: string;
  weight_type: number;
  fee_flat_cents: number;
  fee_per_weight_cents: number;
}

/** Options loaded once per command; pricing itself is pure and may run inside the batch writer's retries. */
export type PricingOptions = FeeQuoteOptions & {
  /** Spec §9 parcel limits reading (PARCEL_LIMITS_READING); the volumetric rule is the same in all. */
  readonly parcelLimitsReading?: ParcelLimitReading;
  /** CHARGE_BASIS: delivery by actual weight (default) or by the volumetric charged weight. */
  readonly chargeBasis?: 'actual' | 'volumetric';
};

/**
 * Fees from the same pricing engine the request form and the /pricing calculator use, with the fee
 * rates operators maintain in the database: the request's first estimate and every re-pricing.
 */
@Injectable()
export class RequestFeeEstimator {
  /** The fee table as last read, kept while the listener hears every change to fee_rates (one round trip less per command). */
  private cached: Promise<FeeRateRow[]> | null = null;
  private epoch = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly listener?: DatabaseListener,
  ) {
    listener?.listen(REFERENCE_CHANGES_CHANNEL, {
      message: (table) => {
        if (table === 'fee_rates' || table === '*') this.invalidate();
      },
      lost: () => this.invalidate(),
    });
  }

  async options(): Promise<PricingOptions> {
    const rows = await this.feeRateRows();
    const feeRates: FeeRate[] = rows.map((r) => ({
      feeCountryFrom: r.fee_country_from,
      feeCountryTo: r.fee_country_to,
      priceType: r.price_type as FeeRate['priceType'],
      weightType: r.weight_type,
      feeFlat: Number(r.fee_flat_cents),
      feePerWeight: Number(r.fee_per_weight_cents),
    }));
    return {
      feeRates,
      fxRates: DEMO_FX_RATES,
      serviceFeeBasis: this.config.serviceFeeBasis,
      parcelLimitsReading: this.config.parcelLimitsReading,
      chargeBasis: this.config.chargeBasis,
    };
  }

  private feeRateRows(): Promise<FeeRateRow[]> {
    if (this.cached && this.listener?.listening()) return this.cached;
    const epoch = this.epoch;
    const read: Promise<FeeRateRow[]> = this.dataSource.query(
      `SELECT fee_country_from, fee_country_to, price_type, weight_type, fee_flat_cents, fee_per_weight_cents FROM fee_rates`,
    );
    // Only a read that no change overtook is kept; a failed read is never kept.
    if (this.listener?.listening())
      this.cached = read.then(
        (rows) => {
          if (epoch !== this.epoch) this.cached = null;
          return rows;
        },
        (error: unknown) => {
          this.cached = null;
          throw error;
        },
      );
    return read;
  }

  private invalidate(): void {
    this.epoch += 1;
    this.cached = null;
  }

  async estimate(items: readonly PricedItem[], extras: BatchFeeExtras = {}): Promise<BatchFees> {
    const options = await this.options();
    return priceOrBadRequest(() => batchFeeQuote(items, extras, options));
  }
}

/** An unknown route or a bad figure is the client's input: a 400 naming the field, never a 500. */
export function priceOrBadRequest<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (isPricingError(error)) throw new ApiError(400, error.code, error.message, { ...error.params });
    throw error;
  }
}
