import type { MigrationInterface, QueryRunner } from 'typeorm';

// Caches kept fresh by NOTIFY (src/platform/database/database-listener.ts).
// - The auth guard caches each session's check (src/platform/auth/session-checks.ts). Any change to
//   what refuses a session (revoked_accounts, account_type_overrides), by the application or straight
//   in SQL, NOTIFYs `session_changes` with the account id when it commits, and every instance drops
//   that account's cached checks. Another table that refuses sessions adds the same trigger.
// - Pricing keeps the fee table (src/batch/pricing/request-fee-estimator.ts): any statement on
//   fee_rates NOTIFYs `reference_changes` with the table's name.
export class SessionChangeNotify1763899600000 implements MigrationInterface {
  name = 'SessionChangeNotify1763899600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM pg_notify('session_changes', OLD.account_id::text);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM pg_notify('session_changes', NEW.account_id::text);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['revoked_accounts', 'account_type_overrides'])
      await q.query(
        `CREATE TRIGGER ${table}_session_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION notify_session_change()`,
      );
    // TRUNCATE has no rows: '*' drops every cached check.
    await q.query(`
      CREATE FUNCTION notify_session_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changes', '*');
        RETURN NULL;
      END $$`);
    for (const table of ['revoked_accounts', 'account_type_overrides'])
      await q.query(
        `CREATE TRIGGER ${table}_session_truncate AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_session_truncate()`,
      );
    await q.query(`
      CREATE FUNCTION notify_reference_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reference_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER fee_rates_reference_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_rates
         FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER fee_rates_reference_change ON fee_rates`);
    await q.query(`DROP FUNCTION notify_reference_change()`);
    for (const table of ['revoked_accounts', 'account_type_overrides'])
      for (const suffix of ['change', 'truncate']) await q.query(`DROP TRIGGER ${table}_session_${suffix} ON ${table}`);
    await q.query(`DROP FUNCTION notify_session_change()`);
    await q.query(`DROP FUNCTION notify_session_truncate()`);
  }
}
