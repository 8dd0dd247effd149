import { batchIdOfStream } from '@machines/batch';
import type { BatchStateLike } from '@machines/batch';
import { batchColumns } from '../../batch/read/batch-state/batch-columns';
import { eventTime } from '../../batch/read/batch-state/batch-state';
import { foldBatch } from '../../batch/read/batch-state/fold-batch';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import type { SqlValue } from '../../platform/projections/runner/upsert';
import { accountRoom, notifyParameters } from '../../platform/realtime/realtime-channel';
import { notificationTargets } from './notification-rules';
import type { NotificationTemplates } from './notification-templates';
import { NOTIFICATION_COLUMNS, toNotificationItem, type NotificationRow } from './notification.view';

export const NOTIFICATIONS_TABLE = 'rm_notifications';
/** Catching up on old history (a new deployment, a long outage) fills the list without a burst of live toasts. */
export const LIVE_PUSH_MAX_AGE_MS = 60 * 60 * 1000;
/** Stands for the unread count in a payload until the push statement puts the count in. */
const UNREAD_PLACEHOLDER = -1;

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

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const rows: Record<string, SqlValue>[] = [];
    const live = new Set<string>();
    const onEvent = (event: LoggedEvent, _before: BatchStateLike, after: BatchStateLike): void => {
      const columns = batchColumns(after);
      if (!columns) return;
      const targets = notificationTargets(event, after.context, event.metadata.actor?.id);
      const batchNumber = columns.batch_number;
      for (const target of targets) {
        rows.push({
          event_id: event.eventId,
          recipient_id: target.recipientId,
          tag: target.tag,
          batch_id: batchIdOfStream(event.streamId),
          batch_number: batchNumber,
          batch_type: columns.type,
          params: target.params ? { ...target.params } : null,
          created_at: eventTime(event),
        });
      }
      if (targets.length > 0 && this.now() - event.createdAt.getTime() < LIVE_PUSH_MAX_AGE_MS) live.add(event.eventId);
    };
    await foldBatch(ctx, events, { onEvent });
    if (rows.length === 0) return;
    const table = ctx.table(NOTIFICATIONS_TABLE);
    // The unique (event_id, recipient_id) makes a replayed event a no-op rather than a duplicate.
    // Rows come back only for a live push: catching up on old history needs none of them.
    const { rows: inserted } = await ctx.client.query<NotificationRow>(
      `INSERT INTO ${table} (event_id, recipient_id, tag, batch_id, batch_number, batch_type, params, created_at)
       SELECT event_id, recipient_id, tag, batch_id, batch_number, batch_type, params, created_at
         FROM json_populate_recordset(NULL::${table}, $1::json) ORDER BY created_at
       ON CONFLICT (event_id, recipient_id) DO NOTHING
       ${live.size > 0 ? `RETURNING ${NOTIFICATION_COLUMNS}` : ''}`,
      [JSON.stringify(rows)],
    );
    await this.push(
      inserted.filter((row) => live.has(row.event_id)),
      ctx,
      table,
    );
  }

  private async push(rows: NotificationRow[], ctx: ProjectionContext, table: string): Promise<void> {
    if (rows.length === 0) return;
    const notifies = rows.map((row) =>
      notifyParameters({
        rooms: [accountRoom(row.recipient_id)],
        event: 'notification:new',
        data: { notification: toNotificationItem(this.templates, row), unread_count: UNREAD_PLACEHOLDER },
      }),
    );
    // One statement for the whole slice: each recipient's unread count (rows of this slice
    // included) goes into its payloads in SQL, and the NOTIFYs queue in order and go out on commit.
    // The placeholder can only match the key itself: inside a JSON string its quotes are escaped.
    await ctx.client.query(
      `WITH unread AS MATERIALIZED (
         SELECT recipient_id, count(*)::int AS n FROM ${table} WHERE recipient_id = ANY($3) AND NOT is_read GROUP BY recipient_id)
       SELECT pg_notify($1, replace(p.payload, '"unread_count":${UNREAD_PLACEHOLDER}',
                '"unread_count":' || coalesce((SELECT n FROM unread u WHERE u.recipient_id = p.recipient_id), 0)))
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(payload, recipient_id, i) ORDER BY p.i`,
      [notifies[0][0], notifies.map(([, payload]) => payload), rows.map((r) => r.recipient_id)],
    );
  }
}
