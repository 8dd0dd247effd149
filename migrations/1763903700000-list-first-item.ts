import type { MigrationInterface, QueryRunner } from 'typeorm';

// The dashboards show each batch by its first item (name and picture), so the list row carries
// them (batch-list.projection.ts). The rows written before get them here from the batch detail's
// state, so the list needs no rebuild; a row without items keeps nulls.
/** The first item's name and picture for the rows written before (exported for its test). */
export const BACKFILL_FIRST_ITEM = `
      UPDATE rm_batch_list l
         SET first_item_name = d.state -> 'context' -> 'items' -> 0 ->> 'name',
             first_item_image = d.state -> 'context' -> 'items' -> 0 ->> 'imageId'
        FROM rm_batch_detail d
       WHERE l.stream_id = d.stream_id
         AND jsonb_array_length(coalesce(d.state -> 'context' -> 'items', '[]'::jsonb)) > 0`;

export class ListFirstItem1763903700000 implements MigrationInterface {
  name = 'ListFirstItem1763903700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_list ADD COLUMN first_item_name text, ADD COLUMN first_item_image text`);
    await q.query(BACKFILL_FIRST_ITEM);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_list DROP COLUMN first_item_name, DROP COLUMN first_item_image`);
  }
}
