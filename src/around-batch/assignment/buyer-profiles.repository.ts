import { Injectable } from '@nestjs/common';
import type { Sql } from '../../platform/jobs/sql';
import { SqlRepository } from '../../platform/jobs/sql-repository';
import type { BuyerCandidate, BuyerProfile } from './buyer-profile.types';

interface ProfileRow {
  account_id: string;
  origin_countries: string[];
  categories: string[];
  available: boolean;
  capacity: number;
  rating: string;
  rating_count: number;
  open_load?: string;
}

export type ProfilePatch = Partial<Omit<BuyerProfile, 'accountId'>>;

const toProfile = (r: ProfileRow): BuyerProfile => ({
  accountId: r.account_id,
  originCountries: r.origin_countries,
  categories: r.categories,
  available: r.available,
  capacity: r.capacity,
  rating: Number(r.rating),
  ratingCount: r.rating_count,
});

const COLUMNS: Record<keyof ProfilePatch, string> = {
  originCountries: 'origin_countries',
  categories: 'categories',
  available: 'available',
  capacity: 'capacity',
  rating: 'rating',
  ratingCount: 'rating_count',
};

/** Buyer profiles (assignment_buyer_profiles) and their open load (assignment_batches). */
@Injectable()
export class BuyerProfilesRepository extends SqlRepository {
  async get(accountId: string): Promise<(BuyerProfile & { openLoad: number }) | undefined> {
    return (await this.profilesWithLoad(this.sql, 'WHERE p.account_id = $1', [accountId]))[0];
  }

  /** Names of the registered accounts among these ids (profiles may name test or legacy ids). */
  async namesOf(accountIds: readonly string[]): Promise<Map<string, string>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.sql<{ id: string; name: string }>(
      `SELECT a.id::text AS id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE a.id::text = ANY($1::text[]) AND u.deleted_at IS NULL`,
      [accountIds],
    );
    return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name]));
  }

  /** Every profile with its open load (batches assigned to it and not yet answered). */
  async list(): Promise<(BuyerProfile & { openLoad: number })[]> {
    return this.profilesWithLoad(this.sql);
  }

  /**
   * The auto-assigner's pool: profiles of accounts that can still work. A deleted user's or a
   * revoked account's profile stays for the console's history but never receives a batch.
   */
  async candidates(sql: Sql = this.sql): Promise<BuyerCandidate[]> {
    return this.profilesWithLoad(
      sql,
      `WHERE NOT EXISTS (SELECT 1 FROM revoked_accounts r WHERE r.account_id = p.account_id)
         AND NOT EXISTS (SELECT 1 FROM accounts a JOIN users u ON u.id = a.user_id
                          WHERE a.id::text = p.account_id AND u.deleted_at IS NOT NULL)`,
    );
  }

  private async profilesWithLoad(sql: Sql, where = '', params: unknown[] = []): Promise<BuyerCandidate[]> {
    const rows = await sql<ProfileRow>(
      `SELECT p.*, (SELECT count(*) FROM assignment_batches b WHERE b.buyer_id = p.account_id AND b.status = 'assigned') AS open_load
         FROM assignment_buyer_profiles p ${where} ORDER BY p.account_id`,
      params,
    );
    return rows.map((r) => ({ ...toProfile(r), openLoad: Number(r.open_load ?? 0) }));
  }

  /**
   * Creates the profile with defaults if missing, then applies the given fields, in one statement:
   * a profile created unavailable is never seen available by the auto-assigner in between. A field
   * sent as null is left out like a missing one (class-validator's IsOptional lets null through).
   */
  async upsert(accountId: string, patch: ProfilePatch, now: Date): Promise<void> {
    const entries = (Object.keys(COLUMNS) as (keyof ProfilePatch)[]).filter((k) => patch[k] != null);
    const columns = entries.map((k) => COLUMNS[k]);
    const values = entries.map((_k, i) => `$${i + 3}`);
    const onConflict =
      columns.length > 0
        ? `DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = EXCLUDED.updated_at`
        : 'DO NOTHING';
    await this.sql(
      `INSERT INTO assignment_buyer_profiles (account_id, created_at, updated_at${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2, $2${values.map((v) => `, ${v}`).join('')}) ON CONFLICT (account_id) ${onConflict}`,
      [accountId, now, ...entries.map((k) => patch[k])],
    );
  }

  /**
   * The interim "pool" call: the listed buyers become available (created with "any origin, any
   * category" if new), everyone else unavailable. Kept for staff tools and older tests. A buyer
   * listed twice is one buyer (an upsert may not touch the same row twice).
   */
  async replacePool(buyerIds: readonly string[], now: Date): Promise<void> {
    await this.sql(
      `UPDATE assignment_buyer_profiles SET available = false, updated_at = $2 WHERE NOT (account_id = ANY($1))`,
      [buyerIds, now],
    );
    await this.sql(
      `INSERT INTO assignment_buyer_profiles (account_id, available, created_at, updated_at) SELECT id, true, $2, $2 FROM (SELECT DISTINCT unnest($1::text[]) AS id) AS listed
       ON CONFLICT (account_id) DO UPDATE SET available = true, updated_at = $2`,
      [buyerIds, now],
    );
  }
}
