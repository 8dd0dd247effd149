import type { MigrationInterface, QueryRunner } from 'typeorm';

// The push backstop (src/platform/realtime/push-backstop) kept the appends whose push it waits to hear
// in memory, so an owner that died inside the grace took them with it. They are rows now, written with
// the projection's checkpoint and claimed by whichever instance sweeps first. It also backs up the
// shipment writer's pushes, so it is renamed from `batch-push-backstop` (its checkpoint carried over).
export class PushBackstopWatch1763904500000 implements MigrationInterface {
  name = 'PushBackstopWatch1763904500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE push_backstop_watch (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL,
      briefs jsonb NOT NULL DEFAULT '[]'::jsonb,
      read_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX push_backstop_watch_read_at ON push_backstop_watch (read_at)`);
    await q.query(`UPDATE es_checkpoints SET subscription_id = 'projection:push-backstop'
      WHERE subscription_id = 'projection:batch-push-backstop'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE es_checkpoints SET subscription_id = 'projection:batch-push-backstop'
      WHERE subscription_id = 'projection:push-backstop'`);
    await q.query(`DROP TABLE push_backstop_watch`);
  }
}
