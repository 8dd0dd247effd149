import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_FEE_RATES } from '../machines/pricing/fee-rates';
import {
  EXTENDED_HOURS,
  EXTENDED_HOURS_TEXT,
  FEATURED_SHOP_ROWS,
  PICKUP_LOCATION_ROWS,
  PROHIBITED_CATEGORY_ROWS,
  PROHIBITED_ITEM_ROWS,
  STANDARD_HOURS,
  STANDARD_HOURS_TEXT,
} from './1763886000100-reference-content.rows';
import {
  CATEGORY_ROWS,
  CITY_ROWS,
  COUNTRY_ROWS,
  DISTRICT_ROWS,
  LANGUAGE_ROWS,
  REGION_ROWS,
  STATE_ROWS,
} from './1763886000100-reference-geography.rows';

// Reference data the customer app loads at start-up (spec §3, §7 "Reference and other"): countries,
// places, categories, languages, fee rates, pickup points, featured shops and prohibited items.
// Localized names are columns `<kind>_name_{en,zh_hk,zh_tw}` beside the base `<kind>_name`.
const nameColumns = (kind: string) => `${kind}_name text NOT NULL, ${kind}_name_en text NOT NULL DEFAULT '', ${kind}_name_zh_hk text NOT NULL DEFAULT '', ${kind}_name_zh_tw text NOT NULL DEFAULT ''`;
const nameList = (kind: string) => `${kind}_name, ${kind}_name_en, ${kind}_name_zh_hk, ${kind}_name_zh_tw`;

export class ReferenceData1763886000100 implements MigrationInterface {
  name = 'ReferenceData1763886000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE countries (id integer PRIMARY KEY, shortcode text NOT NULL UNIQUE, calling_code text NOT NULL,
      permission text NOT NULL, currency text NOT NULL, ${nameColumns('country')})`);
    await q.query(`CREATE TABLE regions (id integer PRIMARY KEY, country_id integer NOT NULL REFERENCES countries (id), ${nameColumns('region')})`);
    await q.query(`CREATE TABLE districts (id integer PRIMARY KEY, region_id integer NOT NULL REFERENCES regions (id), ${nameColumns('district')})`);
    await q.query(`CREATE TABLE states (id integer PRIMARY KEY, country_id integer NOT NULL REFERENCES countries (id), ${nameColumns('state')})`);
    await q.query(`CREATE TABLE cities (id integer PRIMARY KEY, state_id integer NOT NULL REFERENCES states (id), ${nameColumns('city')})`);
    await q.query(`CREATE TABLE categories (id integer PRIMARY KEY, code text NOT NULL UNIQUE, ${nameColumns('category')})`);
    await q.query(`CREATE TABLE languages (id integer PRIMARY KEY, locale text NOT NULL UNIQUE, name text NOT NULL, icon text NOT NULL, currency text NOT NULL)`);
    await q.query(`CREATE TABLE fee_rates (id integer PRIMARY KEY, fee_country_from integer NOT NULL REFERENCES countries (id),
      fee_country_to integer NOT NULL REFERENCES countries (id), price_type text NOT NULL, weight_type smallint NOT NULL,
      fee_flat_cents integer NOT NULL CHECK (fee_flat_cents >= 0), fee_per_weight_cents integer NOT NULL CHECK (fee_per_weight_cents >= 0),
      UNIQUE (fee_country_from, fee_country_to, price_type, weight_type))`);
    await q.query(`CREATE TABLE pickup_locations (id text PRIMARY KEY, sort smallint NOT NULL, name text NOT NULL, name_zh_hk text NOT NULL,
      name_zh_tw text NOT NULL, address_line_1 text NOT NULL, address_line_2 text NOT NULL, district text NOT NULL,
      region_id integer NOT NULL REFERENCES regions (id), district_id integer NOT NULL REFERENCES districts (id),
      open_hours jsonb NOT NULL, open_hours_text text NOT NULL, geolink text NOT NULL)`);
    await q.query(`CREATE TABLE featured_shops (id serial PRIMARY KEY, region text NOT NULL CHECK (region IN ('us', 'hk')), name text NOT NULL,
      url text NOT NULL, categories text[] NOT NULL, description text NOT NULL, image text)`);
    await q.query(`CREATE TABLE prohibited_item_categories (key text PRIMARY KEY, sort smallint NOT NULL, title text NOT NULL)`);
    await q.query(`CREATE TABLE prohibited_items (name text PRIMARY KEY, category text NOT NULL REFERENCES prohibited_item_categories (key),
      sort smallint NOT NULL, title text NOT NULL, scope text NOT NULL CHECK (scope IN ('all', 'usa')), description text NOT NULL)`);

    for (const [id, code, calling, permission, currency, names] of COUNTRY_ROWS) {
      await q.query(`INSERT INTO countries (id, shortcode, calling_code, permission, currency, ${nameList('country')}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`, [id, code, calling, permission, currency, ...names]);
    }
    for (const [id, countryId, names] of REGION_ROWS) await q.query(`INSERT INTO regions (id, country_id, ${nameList('region')}) VALUES ($1,$2,$3,$4,$5,$6)`, [id, countryId, ...names]);
    for (const [id, regionId, names] of DISTRICT_ROWS) await q.query(`INSERT INTO districts (id, region_id, ${nameList('district')}) VALUES ($1,$2,$3,$4,$5,$6)`, [id, regionId, ...names]);
    for (const [id, countryId, names] of STATE_ROWS) await q.query(`INSERT INTO states (id, country_id, ${nameList('state')}) VALUES ($1,$2,$3,$4,$5,$6)`, [id, countryId, ...names]);
    for (const [id, stateId, names] of CITY_ROWS) await q.query(`INSERT INTO cities (id, state_id, ${nameList('city')}) VALUES ($1,$2,$3,$4,$5,$6)`, [id, stateId, ...names]);
    for (const [id, code, names] of CATEGORY_ROWS) await q.query(`INSERT INTO categories (id, code, ${nameList('category')}) VALUES ($1,$2,$3,$4,$5,$6)`, [id, code, ...names]);
    for (const row of LANGUAGE_ROWS) await q.query(`INSERT INTO languages (id, locale, name, icon, currency) VALUES ($1,$2,$3,$4,$5)`, row);
    // The pricing module's demo rates, so the fee cards and the calculator quote the same numbers.
    // They are copied once here; later rate changes are data changes (a new migration or the console).
    for (const [index, rate] of DEFAULT_FEE_RATES.entries()) {
      await q.query(
        `INSERT INTO fee_rates (id, fee_country_from, fee_country_to, price_type, weight_type, fee_flat_cents, fee_per_weight_cents) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
        [index + 1, rate.feeCountryFrom, rate.feeCountryTo, rate.priceType, rate.weightType, rate.feeFlat, rate.feePerWeight],
      );
    }
    for (const [sort, p] of PICKUP_LOCATION_ROWS.entries()) {
      const geolink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.district}, Hong Kong`)}`;
      await q.query(
        `INSERT INTO pickup_locations (id, sort, name, name_zh_hk, name_zh_tw, address_line_1, address_line_2, district, region_id, district_id, open_hours, open_hours_text, geolink)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
        [p.id, sort, ...p.names, `${p.names[0]} pickup counter`, `${p.district}, Hong Kong`, p.district, p.regionId, p.districtId,
          JSON.stringify(p.extendedHours ? EXTENDED_HOURS : STANDARD_HOURS), p.extendedHours ? EXTENDED_HOURS_TEXT : STANDARD_HOURS_TEXT, geolink],
      );
    }
    for (const [region, name, url, categories, description] of FEATURED_SHOP_ROWS) {
      await q.query(`INSERT INTO featured_shops (region, name, url, categories, description) VALUES ($1,$2,$3,$4,$5)`, [region, name, url, categories, description]);
    }
    for (const [sort, [key, title]] of PROHIBITED_CATEGORY_ROWS.entries()) await q.query(`INSERT INTO prohibited_item_categories (key, sort, title) VALUES ($1,$2,$3)`, [key, sort, title]);
    for (const [sort, [category, name, title, scope, description]] of PROHIBITED_ITEM_ROWS.entries()) {
      await q.query(`INSERT INTO prohibited_items (name, category, sort, title, scope, description) VALUES ($1,$2,$3,$4,$5,$6)`, [name, category, sort, title, scope, description]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['prohibited_items', 'prohibited_item_categories', 'featured_shops', 'pickup_locations', 'fee_rates', 'languages', 'categories', 'cities', 'states', 'districts', 'regions', 'countries']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
