import type { CurrencyRateTable } from '@contracts/reference';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Public } from '../../platform/auth/auth.decorators';
import type { WithDates } from '../../platform/web/with-dates';
import { withName } from './localize';
import { FeeRateQuery, LangQuery } from './reference-data.dto';
import { CurrencyRatesRepository, currencyRateView } from './currency-rates.repository';
import { ReferenceDataRepository } from './reference-data.repository';
import { CURRENCIES, PAYMENT_CURRENCY, WEIGHT_UNITS, centsToDecimal } from './units';

/** Spec §3 fee rate default selection: from country 1 (us) to country 2 (hk). */
export const DEFAULT_FEE_COUNTRY_FROM = 1;
export const DEFAULT_FEE_COUNTRY_TO = 2;

@Public()
@Controller('api')
export class CatalogController {
  constructor(
    private readonly reference: ReferenceDataRepository,
    private readonly currencyRates: CurrencyRatesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('category')
  async categories(@Query() query: LangQuery) {
    return withName(await this.reference.categories(), 'category', query.lang);
  }

  @Get('item/unit')
  units() {
    return { weight: WEIGHT_UNITS, currency: CURRENCIES, payment_currency: PAYMENT_CURRENCY };
  }

  /** Today's currency rates (staff edit them in the console), quoted per US dollar. */
  @Get('currency/rates')
  async currencyRateTable(): Promise<
    Omit<CurrencyRateTable, 'results'> & {
      results: Array<WithDates<CurrencyRateTable['results'][number], 'updated_at'>>;
    }
  > {
    const results = (await this.currencyRates.rows()).map((row) => currencyRateView({ ...row }));
    return { base: 'USD', count: results.length, results };
  }

  @Get('order/rates')
  async rates(@Query() query: FeeRateQuery) {
    const from = query.fee_country_from ?? DEFAULT_FEE_COUNTRY_FROM;
    const to = query.fee_country_to ?? DEFAULT_FEE_COUNTRY_TO;
    const rows = await this.reference.feeRates(from, to);
    const results = rows.map((row) => ({
      ...row,
      fee_flat: centsToDecimal(Number(row.fee_flat_cents)),
      fee_per_weight: centsToDecimal(Number(row.fee_per_weight_cents)),
    }));
    return {
      fee_country_from: from,
      fee_country_to: to,
      count: results.length,
      results,
      charge_basis: this.config.chargeBasis,
    };
  }
}
