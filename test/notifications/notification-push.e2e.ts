import { Client } from 'pg';
import { NotificationsProjection } from '../../src/people/notifications/notifications.projection';
import { NotificationTemplates } from '../../src/people/notifications/notification-templates';
import { toNotificationItem, type NotificationRow } from '../../src/people/notifications/notification.view';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { LoggedEvent, ProjectionContext } from '../../src/platform/projections/runner/projection';
import { ORIGIN } from '../../src/platform/projections/runner/position';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import { parseEnvelope, REALTIME_CHANNEL } from '../../src/platform/realtime/realtime-channel';
import { givenBatch } from '../support/kit';
import { createTestDatabase } from '../support/test-database';

/**
 * The live push of a slice (notifications.projection.ts): one NOTIFY per row the slice really
 * inserts, in order, its item equal to what the list serves, its unread count the recipient's
 * count after the slice (rows of earlier slices and of this one); a replayed slice pushes nothing.
 */
describe('notification:new pushed by a slice', () => {
  let store: PostgresEventStore;
  let db: Client;
  let listener: Client;
  let events: LoggedEvent[];
  const pushed: Record<string, unknown>[] = [];
  const templates = new NotificationTemplates();
  const projection = new NotificationsProjection(templates);
  const ctx = (): ProjectionContext => ({
    client: db,
    table: (t) => t,
    history: (upTo) => new PostgresLogSource().readStreams(db, upTo),
    memo: {},
  });
  /** Applies a slice in a transaction, as the dispatcher does, and waits for its NOTIFYs to arrive. */
  const apply = async (slice: LoggedEvent[]): Promise<Record<string, unknown>[]> => {
    const seen = pushed.length;
    await db.query('BEGIN');
    await projection.handle(slice, ctx());
    await db.query('COMMIT');
    await listener.query('SELECT 1'); // a round trip: notifications sent before it have arrived
    return pushed.slice(seen);
  };
  const unread = async (recipient: string) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rm_notifications WHERE recipient_id = $1 AND NOT is_read`,
        [recipient],
      )
    ).rows[0].n;

  beforeAll(async () => {
    // A clone of the migrated template (test-database.ts): nothing to migrate.
    const url = await createTestDatabase();
    store = new PostgresEventStore(url, { poolSize: 2 });
    db = new Client({ connectionString: url });
    await db.connect();
    listener = new Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (n) => {
      const envelope = parseEnvelope(n.payload);
      if (envelope?.event === 'notification:new') pushed.push({ rooms: envelope.rooms, ...envelope.data });
    });
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    for (let i = 0; i < 3; i += 1)
      await givenBatch(store, 'accepted', { requesterId: 'req-push', buyerId: 'buyer-push' });
    events = (await new PostgresLogSource().readAfter(db, ORIGIN, 1000)).events;
  });

  afterAll(async () => {
    await listener.end();
    await db.end();
    await store.close();
  });

  it('pushes each inserted row once, as the list serves it, with the unread count after the slice', async () => {
    const half = Math.floor(events.length / 2);
    const first = await apply(events.slice(0, half));
    expect(first.length).toBeGreaterThan(1);
    // Then one read: the second slice's counts must leave it out and include the first slice's others.
    const { rows: read } = await db.query<{ id: string; recipient_id: string }>(
      `UPDATE rm_notifications SET is_read = true, read_at = now()
        WHERE id = (SELECT id FROM rm_notifications ORDER BY seq LIMIT 1) RETURNING id, recipient_id`,
    );
    const second = await apply(events.slice(half));
    expect(second.length).toBeGreaterThan(1);
    const { rows } = await db.query<NotificationRow & { seq: string }>(`SELECT * FROM rm_notifications ORDER BY seq`);
    expect(first.length + second.length).toBe(rows.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const push of second) {
      const item = push.notification as { id: string };
      const row = byId.get(item.id)!;
      expect(push.rooms).toEqual([`account:${row.recipient_id}`]);
      expect(item).toEqual({ ...toNotificationItem(templates, row), is_read: false });
      expect(push.unread_count).toBe(await unread(row.recipient_id));
    }
    expect(second.some((p) => (p.notification as { id: string }).id === read[0].id)).toBe(false);
    // In the order the rows were inserted.
    const order = rows.map((r) => r.id);
    const ids = [...first, ...second].map((p) => (p.notification as { id: string }).id);
    expect(ids).toEqual(order);
  });

  it('pushes nothing and adds nothing when a slice is applied again (a replay)', async () => {
    const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_notifications`)).rows[0].n;
    const again = await apply(events.map((e) => ({ ...e })));
    expect(again).toEqual([]);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_notifications`)).rows[0].n).toBe(count);
  });
});
