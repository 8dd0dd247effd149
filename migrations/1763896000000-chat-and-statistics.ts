import type { MigrationInterface, QueryRunner } from 'typeorm';

// Chat messages (order and support rooms), the support inbox's read marks, and the buyer
// statistics read model (one row per counted order) with the folded batch states it resumes from.
export class ChatAndStatistics1763896000000 implements MigrationInterface {
  name = 'ChatAndStatistics1763896000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        room text NOT NULL,
        sender_id text NOT NULL,
        sender_name text NOT NULL,
        message text NOT NULL,
        message_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chat_messages_room ON chat_messages (room, seq DESC)`);
    await q.query(`
      CREATE TABLE chat_support_reads (
        room text PRIMARY KEY,
        last_read_seq bigint NOT NULL,
        read_by text NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE rm_buyer_statistic_orders (
        batch_id text PRIMARY KEY,
        buyer_id text NOT NULL,
        batch_number text NOT NULL,
        hk_date date NOT NULL,
        order_value bigint NOT NULL,
        total_fee bigint NOT NULL,
        buyer_fee bigint NOT NULL,
        counted_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX rm_buyer_statistic_orders_buyer ON rm_buyer_statistic_orders (buyer_id, hk_date)`);
    await q.query(`
      CREATE TABLE rm_buyer_statistic_stream_state (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        state jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rm_buyer_statistic_stream_state`);
    await q.query(`DROP TABLE rm_buyer_statistic_orders`);
    await q.query(`DROP TABLE chat_support_reads`);
    await q.query(`DROP TABLE chat_messages`);
  }
}
