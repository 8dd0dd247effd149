import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { NotificationsProjection, UNREAD_TABLE } from '../../src/people/notifications/notifications.projection';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { REALTIME_CHANNEL } from '../../src/platform/realtime/realtime-channel';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { givenBatch } from '../support/kit';
import { createTestDatabase } from '../support/test-database';

/**
 * rm_notification_unread (migration 1763902500000): the unread rows per recipient, kept by
 * statement triggers whoever writes rm_notifications, so the live push reads a count instead of
 * counting a recipient's unread rows in every slice. After each write it equals the count of rows.
 */
describe('the unread count per recipient', () => {
  let db: Client;
  let url: string;

  /** The counter table and the rows, side by side, for every recipient either knows. */
  const counts = async () => {
    const { rows } = await db.query<{ recipient_id: string; kept: number; counted: number }>(
      `SELECT recipient_id, coalesce(u.unread, 0) AS kept, coalesce(r.n, 0) AS counted
         FROM ${UNREAD_TABLE} u
         FULL JOIN (SELECT recipient_id, count(*)::int AS n FROM rm_notifications WHERE NOT is_read GROUP BY recipient_id) r
        USING (recipient_id)
        ORDER BY recipient_id`,
    );
    return rows;
  };
  const insert = (recipient: string, n: number) =>
    db.query(
      `INSERT INTO rm_notifications (event_id, recipient_id, tag, batch_id, batch_number, batch_type, created_at)
       SELECT gen_random_uuid(), $1, 'request_accepted', $2, 'BN1', 'requests', now() FROM generate_series(1, $3)`,
      [recipient, randomUUID(), n],
    );
  const kept = async (recipient: string) => (await counts()).find((c) => c.recipient_id === recipient)?.kept ?? 0;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = new Client({ connectionString: url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  it('given rows inserted for two recipients, counts each one’s unread rows', async () => {
    await insert('alice', 3);
    await insert('bob', 2);
    await insert('alice', 1);
    expect(await kept('alice')).toBe(4);
    expect(await kept('bob')).toBe(2);
    for (const c of await counts()) expect(c.kept).toBe(c.counted);
  });

  it('when rows are marked read (again is no change) or back unread, follows them', async () => {
    await db.query(
      `UPDATE rm_notifications SET is_read = true WHERE id = (SELECT id FROM rm_notifications WHERE recipient_id = 'alice' LIMIT 1)`,
    );
    expect(await kept('alice')).toBe(3);
    await db.query(
      `UPDATE rm_notifications SET is_read = true, read_at = now() WHERE recipient_id = 'alice' AND is_read`,
    );
    expect(await kept('alice')).toBe(3);
    await db.query(`UPDATE rm_notifications SET is_read = NOT is_read WHERE recipient_id = 'bob'`);
    expect(await kept('bob')).toBe(0);
    await db.query(`UPDATE rm_notifications SET is_read = false WHERE recipient_id = 'bob'`);
    expect(await kept('bob')).toBe(2);
    for (const c of await counts()) expect(c.kept).toBe(c.counted);
  });

  it('when rows are deleted (retention, erasure) or the table truncated, takes them out', async () => {
    await db.query(
      `DELETE FROM rm_notifications WHERE recipient_id = 'alice' AND id IN (SELECT id FROM rm_notifications WHERE recipient_id = 'alice' AND NOT is_read LIMIT 2)`,
    );
    expect(await kept('alice')).toBe(1);
    await db.query(`DELETE FROM rm_notifications WHERE recipient_id = 'bob'`);
    expect(await kept('bob')).toBe(0);
    // A recipient without rows (erased) keeps no counter row either.
    expect((await counts()).map((c) => c.recipient_id)).toEqual(['alice']);
    for (const c of await counts()) expect(c.kept).toBe(c.counted);
    await db.query(`TRUNCATE rm_notifications`);
    expect(await counts()).toEqual([]);
  });

  it('when a statement is rolled back, leaves the count as it was', async () => {
    await insert('carol', 2);
    await db.query('BEGIN');
    await insert('carol', 5);
    await db.query('ROLLBACK');
    expect(await kept('carol')).toBe(2);
  });

  it('when the read model is rebuilt, the swapped-in table keeps the triggers and the counts are its rows', async () => {
    await insert('dave', 3);
    // This log has no event: the rebuilt table is empty, so every count must go.
    await rebuildProjection({ databaseUrl: url, projection: new NotificationsProjection(new NotificationTemplates()) });
    expect(await counts()).toEqual([]);
    await insert('dave', 2);
    expect(await kept('dave')).toBe(2);
    for (const c of await counts()) expect(c.kept).toBe(c.counted);
  });

  it('when the read model is rebuilt from a log, the readers’ marks stay, the counts follow them and nothing is pushed', async () => {
    const store = new PostgresEventStore(url, { poolSize: 1 });
    const projection = new NotificationsProjection(new NotificationTemplates());
    const listener = new Client({ connectionString: url });
    const pushed: string[] = [];
    await listener.connect();
    listener.on('notification', (n) => pushed.push(n.payload ?? ''));
    await listener.query(`LISTEN "${REALTIME_CHANNEL}"`);
    try {
      // Accepted and assigned batches notify the requester (and the buyer) of each step.
      for (let i = 0; i < 3; i += 1) await givenBatch(store, 'accepted', { requesterId: 'erin', buyerId: 'frank' });
      await rebuildProjection({ databaseUrl: url, projection });
      const rows = async () =>
        (
          await db.query<{ event_id: string; recipient_id: string; is_read: boolean }>(
            `SELECT event_id, recipient_id, is_read FROM rm_notifications WHERE recipient_id IN ('erin', 'frank')
              ORDER BY event_id, recipient_id`,
          )
        ).rows;
      const first = await rows();
      expect(first.filter((r) => r.recipient_id === 'erin').length).toBeGreaterThan(1);
      // Erin reads two of hers; then the read model is rebuilt from the same log.
      await db.query(
        `UPDATE rm_notifications SET is_read = true, read_at = now()
          WHERE id IN (SELECT id FROM rm_notifications WHERE recipient_id = 'erin' ORDER BY event_id LIMIT 2)`,
      );
      const read = await rows();
      await rebuildProjection({ databaseUrl: url, projection });
      expect(await rows()).toEqual(read);
      expect(read.filter((r) => r.is_read)).toHaveLength(2);
      for (const c of await counts()) expect(c.kept).toBe(c.counted);
      expect(await kept('erin')).toBe(first.filter((r) => r.recipient_id === 'erin').length - 2);
      // The events are minutes old, so the live read model would push them; a rebuild does not.
      await listener.query('SELECT 1');
      expect(pushed.filter((p) => p.includes('notification:new'))).toEqual([]);
    } finally {
      await listener.end();
      await store.close();
    }
  });
});
