import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions that can be ended: a token names its session (`sid`); `sessions` keeps when it
 * was last used (idle timeout, sliding) and when it was signed out; `session_cutoffs` ends every
 * session of an account issued before a moment ("sign out everywhere"). Triggers tell every instance
 * (NOTIFY on the realtime channel, delivered only on commit) to disconnect the sockets concerned:
 * a signed-out session, a cut-off, disabled, deleted or retyped account.
 */
export class Sessions1763899700000 implements MigrationInterface {
  name = 'Sessions1763899700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        sid text PRIMARY KEY,
        account_id text NOT NULL,
        issued_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await q.query(`CREATE INDEX sessions_account_idx ON sessions (account_id)`);
    await q.query(`
      CREATE TABLE session_cutoffs (
        account_id text PRIMARY KEY,
        not_before timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION session_ended_notify(room text, reason text) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('bns_realtime', json_build_object(
          'rooms', json_build_array(room), 'event', 'session:ended',
          'data', json_build_object('reason', reason), 'disconnect', true)::text)
      $$`);
    await q.query(`
      CREATE FUNCTION sessions_ended_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'sessions' THEN
          IF NEW.revoked_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.revoked_at IS NULL) THEN
            PERFORM session_ended_notify('session:' || NEW.sid, coalesce(NEW.revoked_reason, 'signed_out'));
          END IF;
        ELSIF TG_TABLE_NAME = 'session_cutoffs' THEN
          PERFORM session_ended_notify('account:' || NEW.account_id, 'signed_out_everywhere');
        ELSIF TG_TABLE_NAME = 'revoked_accounts' THEN
          PERFORM session_ended_notify('account:' || NEW.account_id, NEW.reason);
        ELSIF TG_TABLE_NAME = 'account_type_overrides' THEN
          PERFORM session_ended_notify('account:' || NEW.account_id, 'account_type_changed');
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of ['sessions', 'session_cutoffs', 'revoked_accounts', 'account_type_overrides']) {
      await q.query(
        `CREATE TRIGGER ${table}_ended AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION sessions_ended_trigger()`,
      );
    }
    // The shared store of the rate limits (rate-limiter-flexible's RateLimiterPostgres layout).
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['sessions', 'session_cutoffs', 'revoked_accounts', 'account_type_overrides'])
      await q.query(`DROP TRIGGER ${table}_ended ON ${table}`);
    await q.query(`DROP FUNCTION sessions_ended_trigger()`);
    await q.query(`DROP FUNCTION session_ended_notify(text, text)`);
    await q.query(`DROP TABLE rate_limits`);
    await q.query(`DROP TABLE session_cutoffs`);
    await q.query(`DROP TABLE sessions`);
  }
}
