import type { MigrationInterface, QueryRunner } from 'typeorm';

// Read-model catch-up: the live push of a slice carries each recipient's unread count,
// which the slice counted in rm_notifications (the rows before it + the ones it inserts). The count
// walks every unread row of every pushed recipient, and nobody reads notifications during a
// catch-up, so each slice counted more than the one before: with 700,000 unread rows over 1,000
// recipients, one slice's count took 110-380 ms of PostgreSQL CPU (a 2,000-event slice's whole
// write costs about 80 ms). rm_notification_unread keeps the count per recipient, maintained by
// statement triggers on rm_notifications, so every writer keeps it right without knowing it:
// the projection's inserts, marking read, the retention sweeper's and erasure's deletes, a
// TRUNCATE. A statement adds one aggregated row per recipient it touched (in recipient order,
// so two statements lock the counters in the same order).
export class NotificationUnreadCounts1763902500000 implements MigrationInterface {
  name = 'NotificationUnreadCounts1763902500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`LOCK TABLE rm_notifications IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`
      CREATE TABLE rm_notification_unread (
        recipient_id text PRIMARY KEY,
        unread integer NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION rm_notification_unread_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM rm_notification_unread;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO rm_notification_unread (recipient_id, unread)
          SELECT recipient_id, count(*) FROM new_rows WHERE NOT is_read GROUP BY recipient_id ORDER BY recipient_id
          ON CONFLICT (recipient_id) DO UPDATE SET unread = rm_notification_unread.unread + EXCLUDED.unread;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO rm_notification_unread (recipient_id, unread)
          SELECT recipient_id, -count(*) FROM old_rows WHERE NOT is_read GROUP BY recipient_id ORDER BY recipient_id
          ON CONFLICT (recipient_id) DO UPDATE SET unread = rm_notification_unread.unread + EXCLUDED.unread;
          -- A recipient whose rows are gone (erasure) keeps no row here either.
          DELETE FROM rm_notification_unread u
           WHERE u.unread = 0 AND u.recipient_id IN (SELECT recipient_id FROM old_rows)
             AND NOT EXISTS (SELECT 1 FROM rm_notifications r WHERE r.recipient_id = u.recipient_id);
        ELSE
          INSERT INTO rm_notification_unread (recipient_id, unread)
          SELECT recipient_id, sum(d) FROM (
            SELECT recipient_id, CASE WHEN is_read THEN 0 ELSE 1 END AS d FROM new_rows
            UNION ALL
            SELECT recipient_id, CASE WHEN is_read THEN 0 ELSE -1 END FROM old_rows) changes
          GROUP BY recipient_id HAVING sum(d) <> 0 ORDER BY recipient_id
          ON CONFLICT (recipient_id) DO UPDATE SET unread = rm_notification_unread.unread + EXCLUDED.unread;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER rm_notifications_unread_insert AFTER INSERT ON rm_notifications
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notification_unread_apply()`);
    await q.query(`
      CREATE TRIGGER rm_notifications_unread_update AFTER UPDATE ON rm_notifications
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notification_unread_apply()`);
    await q.query(`
      CREATE TRIGGER rm_notifications_unread_delete AFTER DELETE ON rm_notifications
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notification_unread_apply()`);
    await q.query(`
      CREATE TRIGGER rm_notifications_unread_truncate AFTER TRUNCATE ON rm_notifications
        FOR EACH STATEMENT EXECUTE FUNCTION rm_notification_unread_apply()`);
    await q.query(`
      INSERT INTO rm_notification_unread (recipient_id, unread)
      SELECT recipient_id, count(*) FROM rm_notifications WHERE NOT is_read GROUP BY recipient_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER rm_notifications_unread_truncate ON rm_notifications`);
    await q.query(`DROP TRIGGER rm_notifications_unread_delete ON rm_notifications`);
    await q.query(`DROP TRIGGER rm_notifications_unread_update ON rm_notifications`);
    await q.query(`DROP TRIGGER rm_notifications_unread_insert ON rm_notifications`);
    await q.query(`DROP FUNCTION rm_notification_unread_apply()`);
    await q.query(`DROP TABLE rm_notification_unread`);
  }
}
