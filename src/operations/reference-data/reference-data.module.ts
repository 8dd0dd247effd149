import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ContentController } from './content.controller';
import { CurrencyRatesRepository } from './currency-rates.repository';
import { PlacesController } from './places.controller';
import { ReferenceDataRepository } from './reference-data.repository';

@Module({
  controllers: [PlacesController, CatalogController, ContentController],
  providers: [ReferenceDataRepository, CurrencyRatesRepository],
  exports: [ReferenceDataRepository, CurrencyRatesRepository],
})
export class ReferenceDataModule {}
