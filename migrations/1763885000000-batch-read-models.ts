import type { MigrationInterface, QueryRunner } from 'typeorm';

// Read models of the batch workflow (DESIGN §5), written only by projections. Each row keeps the
// folded machine state (`state`) so a projection can apply the next event without re-reading the
// stream. No serial columns: rebuild copies tables with LIKE ... INCLUDING ALL and swaps names.
export class BatchReadModels1763885000000 implements MigrationInterface {
  name = 'BatchReadModels1763885000000';

  async up(q: QueryRunner): Promise<void> {
    // Human-readable batch numbers: BN + yyyymmdd + this sequence (unique across days too).
    await q.query(`CREATE SEQUENCE batch_number_seq AS bigint START 1`);
    await q.query(`
      CREATE TABLE rm_batch_detail (
        batch_id text PRIMARY KEY,
        stream_id text NOT NULL UNIQUE,
        revision bigint NOT NULL,
        batch_number text NOT NULL,
        status text NOT NULL,
        status_code integer NOT NULL,
        step smallint NOT NULL,
        type text NOT NULL,
        requester_id text NOT NULL,
        buyer_id text,
        site_from text,
        site_to text,
        purchase_type text,
        internal_remark text,
        refund_request boolean NOT NULL DEFAULT false,
        auto_workflow boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        view jsonb NOT NULL,
        state jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX rm_batch_detail_number ON rm_batch_detail (batch_number)`);
    await q.query(`CREATE INDEX rm_batch_detail_requester ON rm_batch_detail (requester_id, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_detail_buyer ON rm_batch_detail (buyer_id, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_detail_status ON rm_batch_detail (status, updated_at DESC)`);

    await q.query(`
      CREATE TABLE rm_batch_list (
        batch_id text PRIMARY KEY,
        stream_id text NOT NULL UNIQUE,
        revision bigint NOT NULL,
        batch_number text NOT NULL,
        status text NOT NULL,
        status_code integer NOT NULL,
        step smallint NOT NULL,
        type text NOT NULL,
        requester_id text NOT NULL,
        buyer_id text,
        site_from text,
        site_to text,
        purchase_type text,
        internal_remark text,
        refund_request boolean NOT NULL DEFAULT false,
        auto_workflow boolean NOT NULL DEFAULT false,
        item_count integer NOT NULL,
        purchased_items integer NOT NULL,
        total bigint,
        currency text,
        search_text text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        state jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX rm_batch_list_requester ON rm_batch_list (requester_id, type, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_list_buyer ON rm_batch_list (buyer_id, type, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_list_type ON rm_batch_list (type, status, updated_at DESC)`);
    await q.query(`CREATE INDEX rm_batch_list_number ON rm_batch_list (batch_number)`);

    await q.query(`
      CREATE TABLE rm_audit_timeline (
        event_id uuid PRIMARY KEY,
        batch_id text NOT NULL,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        event_type text NOT NULL,
        actor_id text,
        actor_role text,
        command_id text,
        correlation_id text,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        status_before text NOT NULL,
        status_after text NOT NULL,
        data jsonb NOT NULL,
        UNIQUE (stream_id, revision)
      )`);
    await q.query(`CREATE INDEX rm_audit_timeline_batch ON rm_audit_timeline (batch_id, revision)`);
    await q.query(`
      CREATE TABLE rm_audit_stream_state (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        state jsonb NOT NULL
      )`);

    // Interim buyer pool for BuyerAssignmentReaction (the rated, location-aware assignment is a later issue).
    await q.query(`
      CREATE TABLE batch_assignment_buyers (
        buyer_id text PRIMARY KEY,
        active boolean NOT NULL DEFAULT true,
        assigned_count integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE batch_assignment_buyers`);
    await q.query(`DROP TABLE rm_audit_stream_state`);
    await q.query(`DROP TABLE rm_audit_timeline`);
    await q.query(`DROP TABLE rm_batch_list`);
    await q.query(`DROP TABLE rm_batch_detail`);
    await q.query(`DROP SEQUENCE batch_number_seq`);
    await q.query(`DELETE FROM es_checkpoints WHERE subscription_id LIKE 'projection:%'`);
  }
}
