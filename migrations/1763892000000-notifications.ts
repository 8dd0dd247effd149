import type { MigrationInterface, QueryRunner } from 'typeorm';

// Notifications read model (one row per recipient and event), the folded batch states its projection
// and the e-mail reaction resume from, and the e-mail reaction's idempotency keys.
export class Notifications1763892000000 implements MigrationInterface {
  name = 'Notifications1763892000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rm_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL,
        event_id uuid NOT NULL,
        recipient_id text NOT NULL,
        tag text NOT NULL,
        batch_id text NOT NULL,
        batch_number text NOT NULL,
        batch_type text NOT NULL,
        content jsonb NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        read_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (event_id, recipient_id)
      )`);
    await q.query(`CREATE INDEX rm_notifications_recipient ON rm_notifications (recipient_id, created_at DESC, seq DESC)`);
    await q.query(`CREATE INDEX rm_notifications_unread ON rm_notifications (recipient_id) WHERE NOT is_read`);
    await q.query(`
      CREATE TABLE rm_notification_stream_state (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        state jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE rm_notification_email_state (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        state jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE notification_emails (
        event_id uuid NOT NULL,
        recipient_id text NOT NULL,
        purpose text NOT NULL,
        to_address text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, recipient_id, purpose)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_emails`);
    await q.query(`DROP TABLE rm_notification_email_state`);
    await q.query(`DROP TABLE rm_notification_stream_state`);
    await q.query(`DROP TABLE rm_notifications`);
  }
}
