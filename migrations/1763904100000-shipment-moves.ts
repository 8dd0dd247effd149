import type { MigrationInterface, QueryRunner } from 'typeorm';

// The process that moves every order of a shipment to its stage (src/around-batch/shipment-moves):
// one row per (shipment event, order), the visible side of the durable job that moves it.
export class ShipmentMoves1763904100000 implements MigrationInterface {
  name = 'ShipmentMoves1763904100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipment_moves (
        shipment_id text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        event_revision integer NOT NULL,
        batch_id text NOT NULL,
        batch_number text NOT NULL DEFAULT '',
        target text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'moved', 'failed')),
        code text,
        message text,
        attempts integer NOT NULL DEFAULT 0,
        retries integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (event_id, batch_id)
      )`);
    await q.query(`CREATE INDEX shipment_moves_shipment_idx ON shipment_moves (shipment_id, event_revision DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shipment_moves`);
  }
}
