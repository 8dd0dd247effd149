import type { MigrationInterface, QueryRunner } from 'typeorm';

// Users (one per person, keyed by e-mail), their accounts (one per account type: the spec's
// requester/buyer switch, plus our staff and auditor types), linked social identities, OTP
// verifications and the local SMS/e-mail outboxes that stand in for the real providers.
export class Accounts1763886000000 implements MigrationInterface {
  name = 'Accounts1763886000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        user_code text NOT NULL UNIQUE,
        status smallint NOT NULL DEFAULT 1,
        first_name text,
        last_name text,
        birth_date date,
        gender text CHECK (gender IN ('male', 'female')),
        id_number text,
        mobile text,
        country_id integer,
        language_country text,
        address_1 text,
        address_2 text,
        region_id integer,
        state_id integer,
        district_id integer,
        city_id integer,
        zipcode text,
        interests text[] NOT NULL DEFAULT '{}',
        paypal_email text,
        avatar text,
        activated_account uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // A deleted user's e-mail and mobile may sign up again, so uniqueness covers live rows only.
    await q.query(`CREATE UNIQUE INDEX users_email_live ON users (lower(email)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX users_mobile_registered ON users (mobile) WHERE deleted_at IS NULL AND status = 0 AND mobile IS NOT NULL`);
    await q.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account_type char(1) NOT NULL CHECK (account_type IN ('r', 'b', 's', 'x')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, account_type)
      )`);
    await q.query(`
      CREATE TABLE user_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`);
    await q.query(`
      CREATE TABLE otp_verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        phone_number text NOT NULL,
        code_hash text NOT NULL,
        language text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'dead', 'superseded', 'consumed')),
        failed_attempts smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        verified_at timestamptz,
        consumed_at timestamptz
      )`);
    await q.query(`CREATE INDEX otp_verifications_phone ON otp_verifications (phone_number, created_at DESC)`);
    await q.query(`CREATE INDEX otp_verifications_user ON otp_verifications (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE outbox_sms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_number text NOT NULL,
        body text NOT NULL,
        purpose text NOT NULL,
        language text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbox_sms_created ON outbox_sms (created_at DESC)`);
    await q.query(`
      CREATE TABLE outbox_email (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        purpose text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbox_email_created ON outbox_email (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_email`);
    await q.query(`DROP TABLE outbox_sms`);
    await q.query(`DROP TABLE otp_verifications`);
    await q.query(`DROP TABLE user_identities`);
    await q.query(`DROP TABLE accounts`);
    await q.query(`DROP TABLE users`);
  }
}
