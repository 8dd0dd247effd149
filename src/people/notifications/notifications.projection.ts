import type { ClientBase } from 'pg';
import { batchIdOfStream } from '@machines/batch';
import type { BatchStateLike } from '@machines/batch';
import { batchColumns, eventTime, foldBatch } from '../../batch';
import { timeOrderedUuid } from '../../platform/database/time-ordered-uuid';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import { accountRoom, notifyParameters, REALTIME_CHANNEL } from '../../platform/realtime/realtime-channel';
import { notificationTargets } from './notification-rules';
import type { NotificationTemplates } from './notification-templates';
import { toNotificationItem, type NotificationRow } from './notification.view';

export const NOTIFICATIONS_TABLE = 'rm_notifications';
/**
 * Unread rows per recipient, kept by statement triggers on NOTIFICATIONS_TABLE (migration
 * 1763902500000) whoever writes it: inserts, marking read, retention and erasure deletes.
 */
export const UNREAD_TABLE = 'rm_notification_unread';
/** Catching up on old history (a new deployment, a long outage) fills the list without a burst of live toasts. */
export const LIVE_PUSH_MAX_AGE_MS = 60 * 60 * 1000;
/** Stands for the unread count in a payload until the push statement puts the count in. */
const UNREAD_PLACEHOLDER = -1;

/** A row to push live once inserted, with its business time (the order of the pushes). */
interface Push {
  row: NotificationRow;
  at: number;
}

/**
 * The notifications read model: for each batch event that concerns an account other than the
 * actor, one row per recipient with its template and parameters (the text is rendered in every
 * language when it is read or pushed, never stored). Rows and the checkpoint commit
 * together; `notification:new` is a NOTIFY in the same transaction, so it goes
 * out once, after commit, to every instance.
 */
export class NotificationsProjection implements Projection {
  readonly name = 'notifications';
  readonly tables = [NOTIFICATIONS_TABLE];

  constructor(
    private readonly templates: NotificationTemplates,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * After a rebuild: the read marks are not in the log, so they come over from the replaced rows;
   * the counters were kept by the replaced table's triggers while the rebuilt rows went in without
   * any, so they are counted again from the new rows.
   */
  async afterSwap(client: ClientBase, replaced: (logical: string) => string): Promise<void> {
    await client.query(
      `UPDATE ${NOTIFICATIONS_TABLE} n SET is_read = true, read_at = o.read_at
         FROM ${replaced(NOTIFICATIONS_TABLE)} o
        WHERE o.event_id = n.event_id AND o.recipient_id = n.recipient_id AND o.is_read`,
    );
    await client.query(`DELETE FROM ${UNREAD_TABLE}`);
    await client.query(
      `INSERT INTO ${UNREAD_TABLE} (recipient_id, unread)
       SELECT recipient_id, count(*) FROM ${NOTIFICATIONS_TABLE} WHERE NOT is_read GROUP BY recipient_id`,
    );
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const rows: NotificationRow[] = [];
    const pushes: Push[] = [];
    const now = this.now();
    // A rebuild writes fresh tables (`_rebuild`) while the live read model goes on and has pushed
    // these rows already: it pushes nothing.
    const rebuilding = ctx.table(NOTIFICATIONS_TABLE) !== NOTIFICATIONS_TABLE;
    // The ids' time is the machine's, not the projection's clock (tests pin it): it is about index order.
    const insertedAt = Date.now();
    const onEvent = (event: LoggedEvent, _before: BatchStateLike, after: BatchStateLike): void => {
      const columns = batchColumns(after);
      if (!columns) return;
      const targets = notificationTargets(event, after.context, event.metadata.actor?.id);
      if (targets.length === 0) return;
      const live = !rebuilding && now - event.createdAt.getTime() < LIVE_PUSH_MAX_AGE_MS;
      const batchId = batchIdOfStream(event.streamId);
      const createdAt = eventTime(event);
      for (const target of targets) {
        // The id is chosen here: a pushed row's payload is complete before the INSERT, and the ids are
        // time-ordered, so the slice's rows go to the right end of the primary key (timeOrderedUuid).
        const row: NotificationRow = {
          id: timeOrderedUuid(insertedAt),
          event_id: event.eventId,
          recipient_id: target.recipientId,
          is_read: false,
          tag: target.tag,
          batch_id: batchId,
          batch_number: columns.batch_number,
          batch_type: columns.type,
          params: target.params ? { ...target.params } : null,
          content: null,
          created_at: createdAt,
        };
        // The row itself gives the INSERT its columns (rowArrays): it inserts neither is_read nor content.
        rows.push(row);
        if (live) pushes.push({ row, at: createdAt.getTime() });
      }
    };
    await foldBatch(ctx, events, { onEvent });
    if (rows.length === 0) return;
    const table = ctx.table(NOTIFICATIONS_TABLE);
    // The unique (event_id, recipient_id) makes a replayed event a no-op rather than a duplicate.
    // The rows go as one typed array per column: for a slice's many narrow rows PostgreSQL spends
    // 20-40 % less CPU unnesting arrays than populating records from a JSON array (1,557 rows:
    // 21.6-23.8 against 27.3-38.7 ms, test/bench/row-write-forms.ts), for 1.5-4 ms more of Node's.
    const insert = `INSERT INTO ${table} (id, event_id, recipient_id, tag, batch_id, batch_number, batch_type, params, created_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::jsonb[], $9::timestamptz[])
           AS r(id, event_id, recipient_id, tag, batch_id, batch_number, batch_type, params, created_at)
         ORDER BY created_at
       ON CONFLICT (event_id, recipient_id) DO NOTHING`;
    const columns = rowArrays(rows);
    if (pushes.length === 0) {
      await ctx.client.query(insert, columns);
      return;
    }
    // Pushed in the order the rows are inserted (business time; the log's order among equal times).
    pushes.sort((a, b) => a.at - b.at);
    const payloads = pushes.map(
      ({ row }) =>
        notifyParameters({
          rooms: [accountRoom(row.recipient_id)],
          event: 'notification:new',
          data: { notification: toNotificationItem(this.templates, row), unread_count: UNREAD_PLACEHOLDER },
        })[1],
    );
    // One statement for the whole slice: the rows, then a NOTIFY for each pushed row the INSERT
    // really added (a replayed one pushes nothing), in order; they queue and go out on commit.
    // Each recipient's unread count goes into its payloads in SQL: the statement's snapshot does
    // not see its own rows, so it is the unread count before it plus the rows it inserted (all unread).
    // The count before is the recipient's row in UNREAD_TABLE (kept by triggers on the table), not a
    // count of the rows: a catch-up piles up unread rows, and counting them made each slice dearer.
    // The placeholder can only match the key itself: inside a JSON string its quotes are escaped.
    // The payloads travel as one text joined by U+001E, which JSON text never holds unescaped:
    // as a text[] or inside a JSON array each would be escaped once more, character by character.
    await ctx.client.query(
      `WITH ins AS (${insert} RETURNING id, recipient_id),
       pushed AS MATERIALIZED (
         SELECT p.i, p.recipient_id, p.payload
           FROM unnest($10::uuid[], $11::text[], string_to_array($12, chr(30))) WITH ORDINALITY AS p(id, recipient_id, payload, i)
           JOIN ins ON ins.id = p.id),
       unread AS MATERIALIZED (
         SELECT recipient_id, unread AS n FROM ${UNREAD_TABLE} WHERE recipient_id IN (SELECT recipient_id FROM pushed)),
       fresh AS MATERIALIZED (SELECT recipient_id, count(*)::int AS n FROM ins GROUP BY recipient_id)
       SELECT pg_notify($13, replace(p.payload, '"unread_count":${UNREAD_PLACEHOLDER}',
                '"unread_count":' || (coalesce((SELECT n FROM unread u WHERE u.recipient_id = p.recipient_id), 0)
                                    + coalesce((SELECT n FROM fresh f WHERE f.recipient_id = p.recipient_id), 0))))
         FROM pushed p ORDER BY p.i`,
      [
        ...columns,
        pushes.map(({ row }) => row.id),
        pushes.map(({ row }) => row.recipient_id),
        payloads.join('\x1e'),
        REALTIME_CHANNEL,
      ],
    );
  }
}

/** The insert's parameters: one array per column, in its column order. */
function rowArrays(rows: readonly NotificationRow[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 9 }, () => new Array<unknown>(rows.length));
  rows.forEach((row, i) => {
    columns[0][i] = row.id;
    columns[1][i] = row.event_id;
    columns[2][i] = row.recipient_id;
    columns[3][i] = row.tag;
    columns[4][i] = row.batch_id;
    columns[5][i] = row.batch_number;
    columns[6][i] = row.batch_type;
    columns[7][i] = row.params ? JSON.stringify(row.params) : null;
    columns[8][i] = new Date(row.created_at).toISOString();
  });
  return columns;
}
