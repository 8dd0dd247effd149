import type { MigrationInterface, QueryRunner } from 'typeorm';

// The dashboards say "1 of 2 items refunded" of an order refunded in part, as its page does, instead of
// "Refunded": the list row counts the refunded items out of those ordered (machines/batch
// refundedOfOrdered: a declined item never was). Rows written before get their counts from the detail
// model's folded state here; the projection keeps them from then on.
export class ListRefundedItems1763904400000 implements MigrationInterface {
  name = 'ListRefundedItems1763904400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_list ADD COLUMN refunded_items integer NOT NULL DEFAULT 0,
      ADD COLUMN ordered_items integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE rm_batch_list l SET refunded_items = c.refunded, ordered_items = c.ordered
      FROM (SELECT d.stream_id,
                   count(*) FILTER (WHERE i ->> 'state' = 'refunded') AS refunded,
                   count(*) FILTER (WHERE i ->> 'state' <> 'declined') AS ordered
              FROM rm_batch_detail d, jsonb_array_elements(d.state -> 'context' -> 'items') AS i
             GROUP BY d.stream_id) c
     WHERE l.stream_id = c.stream_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_list DROP COLUMN refunded_items, DROP COLUMN ordered_items`);
  }
}
