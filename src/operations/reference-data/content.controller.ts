import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Public } from '../../platform/auth/auth.decorators';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DEFAULT_LOCALE } from './localize';
import { visibleLanguages } from './language-visibility';
import { FeaturedShopQuery, LocationIdParam, ProhibitedItemQuery, SHOP_CATEGORIES } from './reference-data.dto';
import { referenceNotFound } from './reference-data.errors';
import { ReferenceDataRepository } from './reference-data.repository';
import type { LanguageList } from '@contracts/reference';

@Public()
@Controller('api')
export class ContentController {
  constructor(
    private readonly reference: ReferenceDataRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Client flags (spec §9 "Configuration in force") and the social client ids; never secrets. */
  @Get('config')
  clientConfig() {
    return {
      disableSignup: this.config.disableSignup,
      forceHongKongEnglish: this.config.forceHongKongEnglish,
      cancelPaymentReason: this.config.cancelPaymentReason,
      devSignIn: this.config.devSignIn,
      notificationReloadMs: this.config.notificationReloadMs,
      googleClientId: this.config.googleClientId ?? null,
      facebookAppId: this.config.facebookAppId ?? null,
      defaultLocale: DEFAULT_LOCALE,
      trackingLinkTemplate: this.config.trackingLinkTemplate,
      apiHost: this.config.hosts.api,
      homePageHost: this.config.hosts.homePage,
      socketHost: this.config.hosts.socket,
      // The pages word "charged by actual weight" or the volumetric rule from this (docs/arrival.md).
      chargeBasis: this.config.chargeBasis,
      arrivalReviewDays: this.config.arrivalReviewDays,
      disputeWindowDays: this.config.disputeWindowDays,
    };
  }

  @Get('language')
  async languages(@CurrentActor() actor: Actor | undefined): Promise<LanguageList> {
    const all = await this.reference.languages();
    const countryCode = actor?.role === 'requester' ? await this.reference.countryCodeOfAccount(actor.id) : null;
    return visibleLanguages(all, { role: actor?.role, countryCode });
  }

  @Get('location')
  async locations() {
    return (await this.reference.pickupLocations()).map(toLocation);
  }

  /** `{id}` is a region id (the pickup points in that area) or a pickup point id (that point). */
  @Get('location/:id')
  async locationsIn(@Param() { id }: LocationIdParam) {
    if (/^\d{1,9}$/.test(id)) return (await this.reference.pickupLocations(Number(id))).map(toLocation);
    return this.locationDetail({ id });
  }

  @Get('location/detail/:id')
  async locationDetail(@Param() { id }: LocationIdParam) {
    const row = await this.reference.pickupLocation(id);
    if (!row) throw referenceNotFound('location');
    return toLocation(row);
  }

  /** Featured shops (spec §2 /recommend): region us (default) or hk, category All (default) or one key. */
  @Get('shop/featured')
  async featuredShops(@Query() query: FeaturedShopQuery) {
    const region = query.region ?? 'us';
    const category = query.category ?? 'All';
    // Hong Kong has no Others category (spec §3).
    const categories = SHOP_CATEGORIES.filter((key) => !(region === 'hk' && key === 'Others'));
    const results = categories.includes(category)
      ? await this.reference.featuredShops(region, category === 'All' ? undefined : category)
      : [];
    return { region, category, categories, count: results.length, results };
  }

  /** Prohibited items grouped by category; country all (default) or usa (adds US-only rules). */
  @Get('prohibited-items')
  async prohibitedItems(@Query() query: ProhibitedItemQuery) {
    const country = query.country ?? 'all';
    const rows = await this.reference.prohibitedItems(country === 'usa');
    const categories: Array<{
      key: string;
      title: string;
      items: Array<{ name: string; title: string; description: string; scope: string }>;
    }> = [];
    for (const row of rows) {
      let group = categories.find((c) => c.key === row.category);
      if (!group) categories.push((group = { key: row.category, title: row.category_title, items: [] }));
      group.items.push({ name: row.name, title: row.title, description: row.description, scope: row.scope });
    }
    return { country, categories };
  }
}

/** Spec §3 pickup location fields (camelCase as listed there) beside the stored snake_case ones. */
function toLocation(row: Record<string, unknown>) {
  return {
    id: row.id,
    name: row.name,
    name_zh_hk: row.name_zh_hk,
    name_zh_tw: row.name_zh_tw,
    addressLine1: row.address_line_1,
    addressLine2: row.address_line_2,
    stateId: row.region_id,
    cityId: row.district_id,
    district: row.district,
    openHours: row.open_hours_text,
    openHoursDetail: row.open_hours,
    geolink: row.geolink,
  };
}
