import type { MigrationInterface, QueryRunner } from 'typeorm';

// A job carries the W3C trace context of what scheduled it (the reaction's event, the
// request), so the job's span continues that trace; the web apps' error reports (with their rrweb
// replays) are kept, size-capped and pruned by age and count (src/operations/client-reports).
export class OperationsObservability1763899800000 implements MigrationInterface {
  name = 'OperationsObservability1763899800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN traceparent text`);
    await q.query(`
      CREATE TABLE client_error_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        app text NOT NULL,
        kind text NOT NULL,
        message text NOT NULL,
        stack text,
        route text NOT NULL,
        release text NOT NULL,
        user_agent text NOT NULL,
        trace_id text,
        session_id text NOT NULL,
        account_id text,
        replay jsonb NOT NULL DEFAULT '[]',
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_error_reports_seq ON client_error_reports (seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_error_reports`);
    await q.query(`ALTER TABLE jobs DROP COLUMN traceparent`);
  }
}
