import type { MigrationInterface, QueryRunner } from 'typeorm';

// The support chat widget's identity (spec §7): what the customer app started the support chat
// with, after the server checked its hash. One row per support room, replaced at every start, so
// staff see beside the conversation who they are talking to and how many requests and orders the
// account has.
export class SupportChatIdentities1763900600000 implements MigrationInterface {
  name = 'SupportChatIdentities1763900600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_chat_identities (
        room text PRIMARY KEY,
        account_id text NOT NULL,
        first_name text NOT NULL,
        email text NOT NULL,
        language text NOT NULL,
        request_count integer NOT NULL,
        order_count integer NOT NULL,
        started_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE support_chat_identities`);
  }
}
