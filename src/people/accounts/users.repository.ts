import { Injectable, Optional } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountType } from '../../platform/auth/actor';
import { SessionChecks } from '../../platform/auth/session-checks';
import {
  USER_STATUS_ONBOARDING,
  USER_STATUS_REGISTERED,
  type AccountRecord,
  type ProfilePatch,
  type UserRecord,
} from './user.record';

type Db = DataSource | EntityManager;
type Row = Record<string, unknown>;

const USER_COLUMNS = `id, email, user_code, status, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender,
  id_number, mobile, country_id, language_country, address_1, address_2, region_id, state_id, district_id, city_id, zipcode,
  interests, paypal_email, avatar, activated_account`;

const toUser = (r: Row): UserRecord => ({
  id: r.id as string,
  email: r.email as string,
  userCode: r.user_code as string,
  status: Number(r.status),
  firstName: (r.first_name as string) ?? null,
  lastName: (r.last_name as string) ?? null,
  birthDate: (r.birth_date as string) ?? null,
  gender: (r.gender as UserRecord['gender']) ?? null,
  idNumber: (r.id_number as string) ?? null,
  mobile: (r.mobile as string) ?? null,
  countryId: (r.country_id as number) ?? null,
  languageCountry: (r.language_country as string) ?? null,
  address1: (r.address_1 as string) ?? null,
  address2: (r.address_2 as string) ?? null,
  regionId: (r.region_id as number) ?? null,
  stateId: (r.state_id as number) ?? null,
  districtId: (r.district_id as number) ?? null,
  cityId: (r.city_id as number) ?? null,
  zipcode: (r.zipcode as string) ?? null,
  interests: (r.interests as string[]) ?? [],
  paypalEmail: (r.paypal_email as string) ?? null,
  avatar: (r.avatar as string) ?? null,
  activatedAccount: (r.activated_account as string) ?? null,
});

const toAccount = (r: Row): AccountRecord => ({
  id: r.id as string,
  userId: r.user_id as string,
  accountType: r.account_type as AccountType,
  createdAt: new Date(r.created_at as string).toISOString(),
});

// Readable but unguessable enough for a code the user sees on the onboarding form (no 0/O/1/I).
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newUserCode(): string {
  return `U${Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/** All SQL on users, accounts and identities. Deleted users are invisible to every lookup. */
@Injectable()
export class UsersRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly sessions?: SessionChecks,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findById(id: string, db: Db = this.dataSource, forUpdate = false): Promise<UserRecord | undefined> {
    const rows: Row[] = await db.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /** The two-letter code (lower case) of a country row, null for none or an unknown id. */
  async countryCodeOf(countryId: number | null): Promise<string | null> {
    if (countryId === null) return null;
    const rows: Array<{ shortcode: string }> = await this.dataSource.query(
      `SELECT shortcode FROM countries WHERE id = $1`,
      [countryId],
    );
    return rows[0]?.shortcode.toLowerCase() ?? null;
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
      [email],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  async findByIdentity(provider: string, subject: string): Promise<UserRecord | undefined> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = (SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2) AND deleted_at IS NULL`,
      [provider, subject],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  async linkIdentity(userId: string, provider: string, subject: string, email: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [provider, subject, userId, email],
    );
  }

  /** A social user with no account yet: status 1 until onboarding registers them. */
  async createOnboardingUser(input: {
    email: string;
    firstName?: string;
    lastName?: string;
    provider: string;
    subject: string;
  }): Promise<UserRecord> {
    return this.transaction(async (manager) => {
      const rows: Row[] = await manager.query(
        `INSERT INTO users (email, user_code, status, first_name, last_name) VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [input.email, newUserCode(), USER_STATUS_ONBOARDING, input.firstName ?? null, input.lastName ?? null],
      );
      await manager.query(`INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)`, [
        input.provider,
        input.subject,
        rows[0].id,
        input.email,
      ]);
      return toUser(rows[0]);
    });
  }

  async accountsOf(userId: string, db: Db = this.dataSource): Promise<AccountRecord[]> {
    const rows: Row[] = await db.query(
      `SELECT id, user_id, account_type, created_at FROM accounts WHERE user_id = $1 ORDER BY created_at, account_type`,
      [userId],
    );
    return rows.map(toAccount);
  }

  async accountById(accountId: string): Promise<AccountRecord | undefined> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT a.id, a.user_id, a.account_type, a.created_at FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = $1 AND u.deleted_at IS NULL`,
      [accountId],
    );
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  /** Returns the user's account of this type, creating it on first use (switch, registration). */
  async ensureAccount(userId: string, accountType: AccountType, db: Db = this.dataSource): Promise<AccountRecord> {
    await db.query(
      `INSERT INTO accounts (user_id, account_type) VALUES ($1, $2) ON CONFLICT (user_id, account_type) DO NOTHING`,
      [userId, accountType],
    );
    const rows: Row[] = await db.query(
      `SELECT id, user_id, account_type, created_at FROM accounts WHERE user_id = $1 AND account_type = $2`,
      [userId, accountType],
    );
    return toAccount(rows[0]);
  }

  async setActivatedAccount(userId: string, accountId: string, db: Db = this.dataSource): Promise<void> {
    await db.query(`UPDATE users SET activated_account = $2, updated_at = now() WHERE id = $1`, [userId, accountId]);
  }

  async updateProfile(userId: string, patch: ProfilePatch, db: Db = this.dataSource): Promise<void> {
    const entries: [string, unknown][] = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    // Column names come from the ProfilePatch type, never from the request.
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
    await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      userId,
      ...entries.map(([, value]) => value),
    ]);
  }

  async markRegistered(userId: string, db: Db): Promise<void> {
    await db.query(`UPDATE users SET status = $2, updated_at = now() WHERE id = $1`, [userId, USER_STATUS_REGISTERED]);
  }

  async mobileUsedByOther(mobile: string, userId: string, db: Db = this.dataSource): Promise<boolean> {
    const rows: Row[] = await db.query(
      `SELECT 1 FROM users WHERE mobile = $1 AND id <> $2 AND status = 0 AND deleted_at IS NULL LIMIT 1`,
      [mobile, userId],
    );
    return rows.length > 0;
  }

  /**
   * Deletion keeps the user and account ids (batches and the event log refer to them) but erases the
   * personal data and the social links, so signing in again starts a fresh onboarding. The whole
   * erasure (src/people/privacy) runs `softDeleteIn` inside its own transaction.
   */
  async softDelete(userId: string): Promise<void> {
    await this.transaction((manager) => this.softDeleteIn(manager, userId));
    this.sessionsChanged();
  }

  async softDeleteIn(db: { query(sql: string, params: unknown[]): Promise<unknown> }, userId: string): Promise<void> {
    await db.query(
      `UPDATE users SET deleted_at = coalesce(deleted_at, now()), updated_at = now(), email = 'deleted+' || id || '@invalid', first_name = NULL, last_name = NULL,
         birth_date = NULL, gender = NULL, id_number = NULL, mobile = NULL, address_1 = NULL, address_2 = NULL, zipcode = NULL,
         interests = '{}', paypal_email = NULL, avatar = NULL WHERE id = $1`,
      [userId],
    );
    await db.query(`DELETE FROM user_identities WHERE user_id = $1`, [userId]);
    await db.query(`DELETE FROM otp_verifications WHERE user_id = $1`, [userId]);
    // Tokens already handed out stay valid until expiry unless their accounts are revoked here.
    await db.query(
      `INSERT INTO revoked_accounts (account_id, reason) SELECT id, 'deleted' FROM accounts WHERE user_id = $1 ON CONFLICT DO NOTHING`,
      [userId],
    );
  }

  /** Before the answer: this instance's next request must not use a cached check (others hear the NOTIFY). */
  sessionsChanged(): void {
    this.sessions?.invalidate('*');
  }
}
