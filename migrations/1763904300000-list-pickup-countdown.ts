import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Overdue at the pickup point: a paid order past free storage (batch-columns.ts), not an unpaid request. */
const OVERDUE_AT_PICKUP = `status = 'overdue' AND stream_id IN (
  SELECT stream_id FROM rm_batch_detail WHERE state -> 'context' ->> 'shippingStage' = 'bns_in')`;

// The dashboards count down free storage at the pickup point.
// - The list row carries its end (batch-list.projection.ts: ready time + PICKUP_FREE_STORAGE_DAYS +
//   extensions). The end depends on configuration, which a migration does not read: rows already at
//   the pickup point get it with their next event (a reminder, an extension, overdue) or at once with
//   `npm run projections:rebuild -- batch-list`.
// - An order overdue at the pickup point is an order (it stayed on the requests dashboard, its status
//   being step 2 of the spec's table): the rows written before move to the orders here.
export class ListPickupCountdown1763904300000 implements MigrationInterface {
  name = 'ListPickupCountdown1763904300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_list ADD COLUMN pickup_until timestamptz`);
    await q.query(`UPDATE rm_batch_list SET type = 'orders' WHERE ${OVERDUE_AT_PICKUP}`);
    await q.query(`UPDATE rm_batch_detail SET type = 'orders' WHERE ${OVERDUE_AT_PICKUP}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE rm_batch_detail SET type = 'requests' WHERE ${OVERDUE_AT_PICKUP}`);
    await q.query(`UPDATE rm_batch_list SET type = 'requests' WHERE ${OVERDUE_AT_PICKUP}`);
    await q.query(`ALTER TABLE rm_batch_list DROP COLUMN pickup_until`);
  }
}
