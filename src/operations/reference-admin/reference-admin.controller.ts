import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { listChanges } from './change-log';
import {
  ChangesQuery,
  CurrencyRatePatch,
  FeaturedShopCreate,
  FeaturedShopPatch,
  FeeRatePatch,
  PickupLocationPatch,
  ProhibitedItemCreate,
  ProhibitedItemPatch,
} from './reference-admin.dto';
import { badReference } from './reference-admin.errors';
import { ReferenceAdminService } from './reference-admin.service';
import { REFERENCE_TABLES as T } from './reference-tables';
import { currencyRateView } from '../reference-data/currency-rates.repository';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;
// Validated DTOs may carry absent optional fields as own `undefined` keys; drop them so defaults apply.
const asRow = (dto: object): Row => Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));

/** Reference data staff edit (issue 7); auditors read. Every write is recorded with who and when. */
@Controller('api/admin/reference')
@Roles('staff', 'auditor')
export class ReferenceAdminController {
  constructor(
    private readonly service: ReferenceAdminService,
    private readonly dataSource: DataSource,
  ) {}

  @Get('changes')
  async changes(@Query() query: ChangesQuery) {
    return { results: await listChanges(this.dataSource.manager, query.table, query.limit ?? 100) };
  }

  @Get('fee-rates')
  async feeRates() {
    return { results: await this.service.list(T.feeRates) };
  }

  @Get('fee-rates/:id')
  feeRate(@Param('id') id: string) {
    return this.service.get(T.feeRates, id);
  }

  @Put('fee-rates/:id')
  @Roles('staff')
  updateFeeRate(@Param('id') id: string, @Body() body: FeeRatePatch, @CurrentActor() actor: Actor) {
    return this.service.update(T.feeRates, id, asRow(body), actor);
  }

  @Get('featured-shops')
  async featuredShops() {
    return { results: await this.service.list(T.featuredShops) };
  }

  @Get('featured-shops/:id')
  featuredShop(@Param('id') id: string) {
    return this.service.get(T.featuredShops, id);
  }

  @Post('featured-shops')
  @Roles('staff')
  createFeaturedShop(@Body() body: FeaturedShopCreate, @CurrentActor() actor: Actor) {
    return this.service.create(T.featuredShops, { description: '', ...asRow(body) }, actor);
  }

  @Put('featured-shops/:id')
  @Roles('staff')
  updateFeaturedShop(@Param('id') id: string, @Body() body: FeaturedShopPatch, @CurrentActor() actor: Actor) {
    return this.service.update(T.featuredShops, id, asRow(body), actor);
  }

  @Delete('featured-shops/:id')
  @Roles('staff')
  deleteFeaturedShop(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(T.featuredShops, id, actor);
  }

  @Get('pickup-locations')
  async pickupLocations() {
    return { results: await this.service.list(T.pickupLocations) };
  }

  @Get('pickup-locations/:id')
  pickupLocation(@Param('id') id: string) {
    return this.service.get(T.pickupLocations, id);
  }

  @Put('pickup-locations/:id')
  @Roles('staff')
  updatePickupLocation(@Param('id') id: string, @Body() body: PickupLocationPatch, @CurrentActor() actor: Actor) {
    return this.service.update(T.pickupLocations, id, asRow(body), actor);
  }

  @Get('prohibited-items')
  async prohibitedItems() {
    return { results: await this.service.list(T.prohibitedItems) };
  }

  @Get('prohibited-items/:name')
  prohibitedItem(@Param('name') name: string) {
    return this.service.get(T.prohibitedItems, name);
  }

  @Post('prohibited-items')
  @Roles('staff')
  async createProhibitedItem(@Body() body: ProhibitedItemCreate, @CurrentActor() actor: Actor) {
    await this.service.requireProhibitedCategory(body.category);
    return this.service.create(T.prohibitedItems, { description: '', sort: 0, ...asRow(body) }, actor);
  }

  @Put('prohibited-items/:name')
  @Roles('staff')
  async updateProhibitedItem(
    @Param('name') name: string,
    @Body() body: ProhibitedItemPatch,
    @CurrentActor() actor: Actor,
  ) {
    await this.service.requireProhibitedCategory(body.category);
    return this.service.update(T.prohibitedItems, name, asRow(body), actor);
  }

  @Delete('prohibited-items/:name')
  @Roles('staff')
  deleteProhibitedItem(@Param('name') name: string, @CurrentActor() actor: Actor) {
    return this.service.remove(T.prohibitedItems, name, actor);
  }

  @Get('currency-rates')
  async currencyRates() {
    return { results: (await this.service.list(T.currencyRates)).map(currencyRateView) };
  }

  @Get('currency-rates/:currency')
  async currencyRate(@Param('currency') currency: string) {
    return currencyRateView(await this.service.get(T.currencyRates, currency.toUpperCase()));
  }

  /** USD is the base every rate is quoted against, so its own rate is fixed at 1. */
  @Put('currency-rates/:currency')
  @Roles('staff')
  async updateCurrencyRate(
    @Param('currency') currency: string,
    @Body() body: CurrencyRatePatch,
    @CurrentActor() actor: Actor,
  ) {
    if (currency.toUpperCase() === 'USD') throw badReference('currency', 'base_currency');
    return currencyRateView(await this.service.update(T.currencyRates, currency.toUpperCase(), asRow(body), actor));
  }
}
