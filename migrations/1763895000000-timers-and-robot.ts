import type { MigrationInterface, QueryRunner } from 'typeorm';

// Timers (src/timers), auto-workflow switch and the purchase robot (src/robot).
export class TimersAndRobot1763895000000 implements MigrationInterface {
  name = 'TimersAndRobot1763895000000';

  async up(q: QueryRunner): Promise<void> {
    // The timers reaction's folded state per batch: it schedules a timer when a condition starts holding.
    await q.query(`
      CREATE TABLE timer_batch_state (
        batch_id text PRIMARY KEY,
        state jsonb NOT NULL,
        revision integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Staff alerts raised by timers (e.g. the purchase deadline passed); one per timer episode.
    await q.query(`
      CREATE TABLE timer_alerts (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        batch_id text NOT NULL,
        batch_number text NOT NULL,
        episode_event_id text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (kind, episode_event_id)
      )`);
    // The global auto-workflow switch as a history: the latest row is in force (who and when kept).
    await q.query(`
      CREATE TABLE auto_workflow_changes (
        id bigserial PRIMARY KEY,
        enabled boolean NOT NULL,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    // Spec §3 "tracking or robot failure record": one per robot run (the SentToRobot event).
    await q.query(`
      CREATE TABLE robot_failures (
        id bigserial PRIMARY KEY,
        batch_id text NOT NULL,
        batch_number text NOT NULL,
        sent_event_id text NOT NULL UNIQUE,
        code text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX robot_failures_created_idx ON robot_failures (created_at DESC, id DESC)`);
    // The local robot simulator's own ledger (an outside service keeps its idempotency store apart
    // from ours): one answer per idempotency key, shared by every instance.
    await q.query(`
      CREATE TABLE robot_simulator_orders (
        idempotency_key text PRIMARY KEY,
        request jsonb NOT NULL,
        answer jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['robot_simulator_orders', 'robot_failures', 'auto_workflow_changes', 'timer_alerts', 'timer_batch_state']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
