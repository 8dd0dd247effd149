import type { CurrencyRate } from '@contracts/reference';
import type {
  FeaturedShopRecord,
  FeaturedShopRecordList,
  FeeRateRecord,
  FeeRateRecordList,
  PickupLocationRecord,
  PickupLocationRecordList,
  ProhibitedItemRecord,
  ProhibitedItemRecordList,
  ReferenceRowDeleted,
} from '@contracts/reference-admin';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import type { WithDates } from '../../platform/web/with-dates';
import { listChanges, type ChangeRow } from './change-log';
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
import { currencyRateView, type CurrencyRateRow } from '../reference-data/currency-rates.repository';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;
type CurrencyRateAnswer = WithDates<CurrencyRate, 'updated_at'>;
// Validated DTOs may carry absent optional fields as own `undefined` keys; drop them so defaults apply.
const asRow = (dto: object): Row => Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));

/** Reference data staff edit; auditors read. Every write is recorded with who and when. */
@Controller('api/admin/reference')
@Roles('staff', 'auditor')
export class ReferenceAdminController {
  constructor(
    private readonly service: ReferenceAdminService,
    private readonly dataSource: DataSource,
  ) {}

  @Get('changes')
  async changes(@Query() query: ChangesQuery): Promise<{ results: ChangeRow[] }> {
    return { results: await listChanges(this.dataSource.manager, query.table, query.limit ?? 100) };
  }

  @Get('fee-rates')
  async feeRates(): Promise<FeeRateRecordList> {
    return { results: await this.service.list<FeeRateRecord>(T.feeRates) };
  }

  @Get('fee-rates/:id')
  feeRate(@Param('id') id: string): Promise<FeeRateRecord> {
    return this.service.get<FeeRateRecord>(T.feeRates, id);
  }

  @Put('fee-rates/:id')
  @Roles('staff')
  updateFeeRate(
    @Param('id') id: string,
    @Body() body: FeeRatePatch,
    @CurrentActor() actor: Actor,
  ): Promise<FeeRateRecord> {
    return this.service.update<FeeRateRecord>(T.feeRates, id, asRow(body), actor);
  }

  @Get('featured-shops')
  async featuredShops(): Promise<FeaturedShopRecordList> {
    return { results: await this.service.list<FeaturedShopRecord>(T.featuredShops) };
  }

  @Get('featured-shops/:id')
  featuredShop(@Param('id') id: string): Promise<FeaturedShopRecord> {
    return this.service.get<FeaturedShopRecord>(T.featuredShops, id);
  }

  @Post('featured-shops')
  @Roles('staff')
  createFeaturedShop(@Body() body: FeaturedShopCreate, @CurrentActor() actor: Actor): Promise<FeaturedShopRecord> {
    return this.service.create<FeaturedShopRecord>(T.featuredShops, { description: '', ...asRow(body) }, actor);
  }

  @Put('featured-shops/:id')
  @Roles('staff')
  updateFeaturedShop(
    @Param('id') id: string,
    @Body() body: FeaturedShopPatch,
    @CurrentActor() actor: Actor,
  ): Promise<FeaturedShopRecord> {
    return this.service.update<FeaturedShopRecord>(T.featuredShops, id, asRow(body), actor);
  }

  @Delete('featured-shops/:id')
  @Roles('staff')
  deleteFeaturedShop(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<ReferenceRowDeleted> {
    return this.service.remove(T.featuredShops, id, actor);
  }

  @Get('pickup-locations')
  async pickupLocations(): Promise<PickupLocationRecordList> {
    return { results: await this.service.list<PickupLocationRecord>(T.pickupLocations) };
  }

  @Get('pickup-locations/:id')
  pickupLocation(@Param('id') id: string): Promise<PickupLocationRecord> {
    return this.service.get<PickupLocationRecord>(T.pickupLocations, id);
  }

  @Put('pickup-locations/:id')
  @Roles('staff')
  updatePickupLocation(
    @Param('id') id: string,
    @Body() body: PickupLocationPatch,
    @CurrentActor() actor: Actor,
  ): Promise<PickupLocationRecord> {
    return this.service.update<PickupLocationRecord>(T.pickupLocations, id, asRow(body), actor);
  }

  @Get('prohibited-items')
  async prohibitedItems(): Promise<ProhibitedItemRecordList> {
    return { results: await this.service.list<ProhibitedItemRecord>(T.prohibitedItems) };
  }

  @Get('prohibited-items/:name')
  prohibitedItem(@Param('name') name: string): Promise<ProhibitedItemRecord> {
    return this.service.get<ProhibitedItemRecord>(T.prohibitedItems, name);
  }

  @Post('prohibited-items')
  @Roles('staff')
  async createProhibitedItem(
    @Body() body: ProhibitedItemCreate,
    @CurrentActor() actor: Actor,
  ): Promise<ProhibitedItemRecord> {
    await this.service.requireProhibitedCategory(body.category);
    return this.service.create<ProhibitedItemRecord>(
      T.prohibitedItems,
      { description: '', sort: 0, ...asRow(body) },
      actor,
    );
  }

  @Put('prohibited-items/:name')
  @Roles('staff')
  async updateProhibitedItem(
    @Param('name') name: string,
    @Body() body: ProhibitedItemPatch,
    @CurrentActor() actor: Actor,
  ): Promise<ProhibitedItemRecord> {
    await this.service.requireProhibitedCategory(body.category);
    return this.service.update<ProhibitedItemRecord>(T.prohibitedItems, name, asRow(body), actor);
  }

  @Delete('prohibited-items/:name')
  @Roles('staff')
  deleteProhibitedItem(@Param('name') name: string, @CurrentActor() actor: Actor): Promise<ReferenceRowDeleted> {
    return this.service.remove(T.prohibitedItems, name, actor);
  }

  @Get('currency-rates')
  async currencyRates(): Promise<{ results: CurrencyRateAnswer[] }> {
    return { results: (await this.service.list<CurrencyRateRow>(T.currencyRates)).map(currencyRateView) };
  }

  @Get('currency-rates/:currency')
  async currencyRate(@Param('currency') currency: string): Promise<CurrencyRateAnswer> {
    return currencyRateView(await this.service.get<CurrencyRateRow>(T.currencyRates, currency.toUpperCase()));
  }

  /** USD is the base every rate is quoted against, so its own rate is fixed at 1. */
  @Put('currency-rates/:currency')
  @Roles('staff')
  async updateCurrencyRate(
    @Param('currency') currency: string,
    @Body() body: CurrencyRatePatch,
    @CurrentActor() actor: Actor,
  ): Promise<CurrencyRateAnswer> {
    if (currency.toUpperCase() === 'USD') throw badReference('currency', 'base_currency');
    return currencyRateView(
      await this.service.update<CurrencyRateRow>(T.currencyRates, currency.toUpperCase(), asRow(body), actor),
    );
  }
}
