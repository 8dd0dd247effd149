import type { CurrencyRate } from '@contracts/reference';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_FX_RATES, type FxRateTable } from '@machines/pricing';
import type { CurrencyCode } from '@machines/pricing';
import type { WithDates } from '../../platform/web/with-dates';

export interface CurrencyRateRow {
  currency: string;
  rate_micro: string | number;
  updated_at: Date;
}

/** The stored row as the API shows it: the micro-unit integer and the readable per-dollar figure. */
export function currencyRateView(row: CurrencyRateRow): WithDates<CurrencyRate, 'updated_at'> {
  const micro = Number(row.rate_micro);
  return {
    currency: String(row.currency).trim(),
    rate_micro: micro,
    per_usd: (micro / 1_000_000).toFixed(6),
    updated_at: row.updated_at,
  };
}

/**
 * The fx table the server's converters should pass to machines/pricing: staff-edited rates from
 * currency_rates (quoted per US dollar), falling back to the pricing module's demo constant when the
 * table is empty, so pricing never stops for lack of a rate row.
 */
@Injectable()
export class CurrencyRatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  rows(): Promise<CurrencyRateRow[]> {
    return this.dataSource.query(
      `SELECT currency, rate_micro, updated_at FROM currency_rates WHERE currency <> 'USD' ORDER BY currency`,
    );
  }

  async fxTable(): Promise<FxRateTable> {
    const rows = await this.rows();
    if (rows.length === 0) return DEMO_FX_RATES;
    return {
      source: 'currency_rates',
      rates: rows.map((r) => ({ from: 'USD', to: r.currency.trim() as CurrencyCode, rateMicro: Number(r.rate_micro) })),
    };
  }
}
