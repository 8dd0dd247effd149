import type { MigrationInterface, QueryRunner } from 'typeorm';

// Privacy requests (spec §1, §9: review, correction or deletion of personal data, answered
// within 30 days). The clock is stored (`due_at`) rather than derived, so a later change of the
// period never moves the deadline of a request already filed. `user_id` has no foreign key: a
// completed deletion keeps the request (the proof it was answered) while the user row is erased.
// The retention job deletes chat messages by age: they had no index on created_at (the outboxes do).
export class PrivacyRequests1763901500000 implements MigrationInterface {
  name = 'PrivacyRequests1763901500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE privacy_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        user_id uuid NOT NULL,
        account_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('review', 'correction', 'deletion')),
        details text NOT NULL DEFAULT '',
        status text NOT NULL CHECK (status IN ('open', 'answered', 'completed')),
        created_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        answered_at timestamptz,
        answered_by text,
        answer text,
        completed_at timestamptz,
        completed_by text
      )`);
    await q.query(`CREATE INDEX privacy_requests_user ON privacy_requests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX privacy_requests_open_due ON privacy_requests (due_at) WHERE status <> 'completed'`);
    await q.query(`CREATE INDEX chat_messages_created ON chat_messages (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX chat_messages_created`);
    await q.query(`DROP TABLE privacy_requests`);
  }
}
