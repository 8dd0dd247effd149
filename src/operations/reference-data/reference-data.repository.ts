import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/reference';

export interface CountryRow extends Record<string, unknown> {
  id: number;
  shortcode: string;
  calling_code: string;
  permission: string;
  currency: string;
  country_name: string;
}

export interface PlaceRow extends Record<string, unknown> {
  id: number;
}

export type LanguageRow = Language;

type Table = 'regions' | 'districts' | 'states' | 'cities';
const PARENT: Record<Table, string> = {
  regions: 'country_id',
  districts: 'region_id',
  states: 'country_id',
  cities: 'state_id',
};

/** Read-only SQL over the reference tables seeded by migration 1763886000100. */
@Injectable()
export class ReferenceDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  countries(): Promise<CountryRow[]> {
    return this.dataSource.query(`SELECT * FROM countries ORDER BY id`);
  }

  async country(id: number): Promise<CountryRow | undefined> {
    const rows: CountryRow[] = await this.dataSource.query(`SELECT * FROM countries WHERE id = $1`, [id]);
    return rows[0];
  }

  /** Children of a parent place (regions of a country, districts of a region, ...). */
  places(table: Table, parentId: number): Promise<PlaceRow[]> {
    return this.dataSource.query(`SELECT * FROM ${table} WHERE ${PARENT[table]} = $1 ORDER BY id`, [parentId]);
  }

  async place(table: Table, id: number): Promise<PlaceRow | undefined> {
    const rows: PlaceRow[] = await this.dataSource.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
    return rows[0];
  }

  categories(): Promise<PlaceRow[]> {
    return this.dataSource.query(`SELECT * FROM categories ORDER BY id`);
  }

  languages(): Promise<LanguageRow[]> {
    return this.dataSource.query(`SELECT id, locale, name, icon, currency FROM languages ORDER BY id`);
  }

  feeRates(from: number | undefined, to: number | undefined): Promise<Array<Record<string, unknown>>> {
    return this.dataSource.query(
      `SELECT id, fee_country_from, fee_country_to, price_type, weight_type, fee_flat_cents, fee_per_weight_cents FROM fee_rates
       WHERE ($1::int IS NULL OR fee_country_from = $1) AND ($2::int IS NULL OR fee_country_to = $2) ORDER BY id`,
      [from ?? null, to ?? null],
    );
  }

  pickupLocations(regionId?: number): Promise<Array<Record<string, unknown>>> {
    return this.dataSource.query(
      `SELECT * FROM pickup_locations WHERE ($1::int IS NULL OR region_id = $1) ORDER BY sort`,
      [regionId ?? null],
    );
  }

  async pickupLocation(id: string): Promise<Record<string, unknown> | undefined> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT * FROM pickup_locations WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  featuredShops(region: string, category: string | undefined): Promise<Array<Record<string, unknown>>> {
    return this.dataSource.query(
      `SELECT name, url, categories, description, image FROM featured_shops WHERE region = $1 AND ($2::text IS NULL OR $2 = ANY (categories)) ORDER BY id`,
      [region, category ?? null],
    );
  }

  /** `all`: what no route accepts; `usa`: plus what shipments from the US cannot carry. */
  prohibitedItems(
    includeUsa: boolean,
  ): Promise<
    Array<{ category: string; category_title: string; name: string; title: string; scope: string; description: string }>
  > {
    return this.dataSource.query(
      `SELECT c.key AS category, c.title AS category_title, i.name, i.title, i.scope, i.description
       FROM prohibited_items i JOIN prohibited_item_categories c ON c.key = i.category
       WHERE i.scope = 'all' OR ($1 AND i.scope = 'usa') ORDER BY c.sort, i.sort`,
      [includeUsa],
    );
  }

  /** The shortcode of the country an account's user registered with (language visibility). */
  async countryCodeOfAccount(accountId: string): Promise<string | null> {
    const rows: Array<{ shortcode: string }> = await this.dataSource.query(
      `SELECT c.shortcode FROM accounts a JOIN users u ON u.id = a.user_id JOIN countries c ON c.id = u.country_id WHERE a.id = $1 AND u.deleted_at IS NULL`,
      [accountId],
    );
    return rows[0]?.shortcode ?? null;
  }
}
