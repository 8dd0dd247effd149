import { Controller, Get, Param, Query } from '@nestjs/common';
import { Public } from '../../platform/auth/auth.decorators';
import { withName } from './localize';
import { CountryQuery, IdParam, LangQuery } from './reference-data.dto';
import { referenceNotFound } from './reference-data.errors';
import { ReferenceDataRepository } from './reference-data.repository';

/** Countries and the places under them. Every row carries its stored names plus `name` in `?lang`. */
@Public()
@Controller('api')
export class PlacesController {
  constructor(private readonly reference: ReferenceDataRepository) {}

  @Get('country')
  async countries(@Query() query: CountryQuery) {
    const rows = await this.reference.countries();
    const filtered = query.permission
      ? rows.filter((row) => row.permission.includes(query.permission as string))
      : rows;
    return withName(filtered, 'country', query.lang);
  }

  @Get('country/:id')
  async country(@Param() { id }: IdParam, @Query() query: LangQuery) {
    const row = await this.reference.country(id);
    if (!row) throw referenceNotFound('country');
    return withName([row], 'country', query.lang)[0];
  }

  @Get('country/:id/regions')
  async regions(@Param() { id }: IdParam, @Query() query: LangQuery) {
    await this.requireCountry(id);
    return withName(await this.reference.places('regions', id), 'region', query.lang);
  }

  @Get('country/:id/states')
  async states(@Param() { id }: IdParam, @Query() query: LangQuery) {
    await this.requireCountry(id);
    return withName(await this.reference.places('states', id), 'state', query.lang);
  }

  @Get('region/:id/districts')
  async districts(@Param() { id }: IdParam, @Query() query: LangQuery) {
    if (!(await this.reference.place('regions', id))) throw referenceNotFound('region');
    return withName(await this.reference.places('districts', id), 'district', query.lang);
  }

  @Get('state/:id/cities')
  async cities(@Param() { id }: IdParam, @Query() query: LangQuery) {
    if (!(await this.reference.place('states', id))) throw referenceNotFound('state');
    return withName(await this.reference.places('cities', id), 'city', query.lang);
  }

  private async requireCountry(id: number): Promise<void> {
    if (!(await this.reference.country(id))) throw referenceNotFound('country');
  }
}
