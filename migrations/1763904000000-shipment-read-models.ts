import type { MigrationInterface, QueryRunner } from 'typeorm';

// The weekly shipments' read models (src/shipment/read): one row per shipment for the staff list
// (with the folded context the detail shows), and one row per parcel for the detail and the
// manifest. Filled by the projections from the shipment streams of the shared event store.
export class ShipmentReadModels1763904000000 implements MigrationInterface {
  name = 'ShipmentReadModels1763904000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rm_shipment_list (
        shipment_id text PRIMARY KEY,
        stream_id text NOT NULL UNIQUE,
        revision bigint NOT NULL,
        shipment_number text NOT NULL,
        warehouse text NOT NULL,
        status text NOT NULL,
        cutoff_at timestamptz NOT NULL,
        parcel_count integer NOT NULL,
        held_count integer NOT NULL,
        total_weight bigint NOT NULL,
        carrier text,
        master_tracking_number text,
        context jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX rm_shipment_list_cutoff ON rm_shipment_list (cutoff_at DESC)`);
    await q.query(`CREATE INDEX rm_shipment_list_warehouse ON rm_shipment_list (warehouse, status, cutoff_at DESC)`);
    await q.query(`
      CREATE TABLE rm_shipment_parcels (
        shipment_id text NOT NULL,
        batch_id text NOT NULL,
        revision bigint NOT NULL,
        position integer NOT NULL,
        item_ids jsonb NOT NULL,
        weight bigint NOT NULL,
        held boolean NOT NULL,
        hold_reason text,
        moved_from text,
        PRIMARY KEY (shipment_id, batch_id)
      )`);
    await q.query(`CREATE INDEX rm_shipment_parcels_batch ON rm_shipment_parcels (batch_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rm_shipment_parcels`);
    await q.query(`DROP TABLE rm_shipment_list`);
  }
}
