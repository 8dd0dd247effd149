import type { MigrationInterface, QueryRunner } from 'typeorm';

// The staff support inbox listed every support room with its newest message by reading the whole
// of chat_messages (`DISTINCT ON (room) … WHERE room LIKE '%\_CS'`): 0.86-1.28 s per load at a
// million messages in 20,000 rooms, and operators open it all day. chat_support_rooms keeps one
// head row per support room (its newest message), so a page of the inbox is the first rows of an
// index on last_seq. Triggers on chat_messages keep it right for every writer: an insert moves the
// head forward (never back: concurrent inserts may commit out of seq order), an update of a head's
// text (the account erasure anonymises and redacts lines) rewrites the head's copy, so no personal
// data outlives its message there, and a delete of a head's message recomputes it (or drops the
// head of an emptied room).
export class SupportInboxHeads1763904900000 implements MigrationInterface {
  name = 'SupportInboxHeads1763904900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`LOCK TABLE chat_messages IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`
      CREATE TABLE chat_support_rooms (
        room text PRIMARY KEY,
        last_seq bigint NOT NULL,
        last_message text NOT NULL,
        last_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX chat_support_rooms_last_seq ON chat_support_rooms (last_seq DESC)`);
    await q.query(`
      CREATE FUNCTION chat_support_rooms_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM chat_support_rooms;
        ELSIF TG_OP = 'INSERT' THEN
          -- In room order, so two statements lock the heads in the same order.
          INSERT INTO chat_support_rooms (room, last_seq, last_message, last_at)
          SELECT room, seq, message, created_at FROM (
            SELECT DISTINCT ON (room) room, seq, message, created_at FROM new_rows
             WHERE room LIKE '%\\_CS' ORDER BY room, seq DESC) newest
           ORDER BY room
          ON CONFLICT (room) DO UPDATE
            SET last_seq = EXCLUDED.last_seq, last_message = EXCLUDED.last_message, last_at = EXCLUDED.last_at
            WHERE chat_support_rooms.last_seq < EXCLUDED.last_seq;
        ELSIF TG_OP = 'UPDATE' THEN
          UPDATE chat_support_rooms h
             SET last_message = n.message, last_at = n.created_at
            FROM new_rows n
           WHERE h.room = n.room AND h.last_seq = n.seq
             AND (h.last_message IS DISTINCT FROM n.message OR h.last_at IS DISTINCT FROM n.created_at);
        ELSE
          -- Only a head whose own message went is recomputed (from the room's newest message left).
          DELETE FROM chat_support_rooms h
           WHERE h.last_seq IN (SELECT seq FROM old_rows WHERE room LIKE '%\\_CS')
             AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.room = h.room);
          UPDATE chat_support_rooms h
             SET last_seq = l.seq, last_message = l.message, last_at = l.created_at
            FROM (SELECT room FROM chat_support_rooms
                   WHERE last_seq IN (SELECT seq FROM old_rows WHERE room LIKE '%\\_CS')) gone
           CROSS JOIN LATERAL (SELECT m.seq, m.message, m.created_at FROM chat_messages m
                                WHERE m.room = gone.room ORDER BY m.seq DESC LIMIT 1) l
           WHERE h.room = gone.room;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER chat_messages_support_head_insert AFTER INSERT ON chat_messages
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_support_rooms_apply()`);
    // Transition tables cannot go with a column list (UPDATE OF message): the function only touches
    // heads whose message or time changed, so an update of anything else leaves them alone.
    await q.query(`
      CREATE TRIGGER chat_messages_support_head_update AFTER UPDATE ON chat_messages
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_support_rooms_apply()`);
    await q.query(`
      CREATE TRIGGER chat_messages_support_head_delete AFTER DELETE ON chat_messages
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_support_rooms_apply()`);
    await q.query(`
      CREATE TRIGGER chat_messages_support_head_truncate AFTER TRUNCATE ON chat_messages
        FOR EACH STATEMENT EXECUTE FUNCTION chat_support_rooms_apply()`);
    await q.query(`
      INSERT INTO chat_support_rooms (room, last_seq, last_message, last_at)
      SELECT DISTINCT ON (room) room, seq, message, created_at FROM chat_messages
       WHERE room LIKE '%\\_CS' ORDER BY room, seq DESC`);
    await q.query(`ANALYZE chat_support_rooms`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER chat_messages_support_head_truncate ON chat_messages`);
    await q.query(`DROP TRIGGER chat_messages_support_head_delete ON chat_messages`);
    await q.query(`DROP TRIGGER chat_messages_support_head_update ON chat_messages`);
    await q.query(`DROP TRIGGER chat_messages_support_head_insert ON chat_messages`);
    await q.query(`DROP FUNCTION chat_support_rooms_apply()`);
    await q.query(`DROP TABLE chat_support_rooms`);
  }
}
