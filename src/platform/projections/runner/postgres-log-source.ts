import type { ClientBase } from 'pg';
import { decodePgPosition, encodePgPosition } from '../../event-store/postgres/pg-position';
import { EVENT_COLUMNS } from '../../event-store/postgres/append-events.sql';
import { toRecordedEvent, type PgEventRow } from '../../event-store/postgres/pg-event-row';
import { readNextBatch } from '../../event-store/postgres/read-next-batch';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { Backlog, EventLogSource, LogWatch, Queryable } from './event-log-source';
import type { LoggedEvent } from './projection';
import type { LogPosition } from './position';

export const DEFAULT_CHANNEL = 'es_events';

// Both statements name the order of es_events_tx_position: without it the planner may take a row
// comparison as matching a third of the table and scan it from its oldest row, where nothing after a
// checkpoint is (the whole log read for a yes/no).
export const BACKLOG_SQL = `SELECT count(*)::int AS n, min(created_at) AS oldest
  FROM (SELECT created_at FROM es_events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         ORDER BY transaction_id, global_position
         LIMIT $3) pending`;

export const NEWEST_AFTER_SQL = `SELECT coalesce((
    SELECT (transaction_id, global_position) > ($1::xid8, $2::bigint)
      FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1), false) AS more`;

/**
 * The PostgreSQL adapter's log, read straight from `es_events` with the runner's own connection:
 * inside the runner's transaction, only transactions older than every running one are visible,
 * since a writer still in flight may commit a lower position later (DESIGN §4).
 */
export class PostgresLogSource implements EventLogSource {
  constructor(private readonly options: { upcasters?: UpcasterRegistry; channel?: string } = {}) {}

  async readAfter(
    client: ClientBase,
    after: LogPosition,
    limit: number,
  ): Promise<{ events: LoggedEvent[]; heldBack: boolean }> {
    const batch = await readNextBatch(client, {
      after: encodePgPosition({ transactionId: after.tx, globalPosition: after.pos }),
      limit,
      upcasters: this.options.upcasters,
    });
    const events = batch.events.map((e) => {
      const p = decodePgPosition(e.position);
      return { ...e, position: { tx: p.transactionId, pos: p.globalPosition } };
    });
    return { events, heldBack: batch.heldBack };
  }

  async readCommittedAfter(client: ClientBase, after: LogPosition, limit: number): Promise<LoggedEvent[]> {
    const { rows } = await client.query<PgEventRow>(
      `SELECT ${EVENT_COLUMNS}
         FROM es_events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
        ORDER BY e.transaction_id, e.global_position
        LIMIT $3`,
      [after.tx, after.pos, limit],
    );
    return rows.map((row) => this.toLogged(row));
  }

  /** One statement for every stream: the primary key (stream_id, stream_revision) serves each range. */
  async readStreams(client: ClientBase, upTo: ReadonlyMap<string, number>): Promise<LoggedEvent[]> {
    if (upTo.size === 0) return [];
    const { rows } = await client.query<PgEventRow>(
      `SELECT ${EVENT_COLUMNS}
         FROM unnest($1::text[], $2::bigint[]) AS w(stream_id, up_to)
         JOIN es_events e ON e.stream_id = w.stream_id AND e.stream_revision <= w.up_to
        ORDER BY e.stream_id, e.stream_revision`,
      [[...upTo.keys()], [...upTo.values()]],
    );
    return rows.map((row) => this.toLogged(row));
  }

  async hasEventsAfter(client: ClientBase, after: LogPosition): Promise<boolean> {
    // The newest visible event is after the position: the same answer as "any after it", from the index's end.
    const { rows } = await client.query<{ more: boolean }>(NEWEST_AFTER_SQL, [after.tx, after.pos]);
    return rows[0]?.more ?? false;
  }

  async backlog(db: Queryable, after: LogPosition, cap: number): Promise<Backlog> {
    const { rows } = await db.query<{ n: number; oldest: Date | string | null }>(BACKLOG_SQL, [
      after.tx,
      after.pos,
      cap,
    ]);
    const oldest = rows[0]?.oldest;
    return { events: Number(rows[0]?.n ?? 0), oldest: oldest ? new Date(oldest) : null };
  }

  async count(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events`);
    return Number(rows[0]?.n ?? 0);
  }

  async resolveBarePosition(db: Queryable, globalPosition: string): Promise<LogPosition | null> {
    const { rows } = await db.query<{ tx: string }>(
      `SELECT transaction_id::text AS tx FROM es_events WHERE global_position = $1::bigint`,
      [globalPosition],
    );
    return rows[0] ? { tx: rows[0].tx, pos: globalPosition } : null;
  }

  /** LISTEN on the runner's connection: the adapter NOTIFYs after each append (polling covers a missed one). */
  async watch(client: ClientBase, _after: LogPosition, onAppend: () => void): Promise<LogWatch> {
    const channel = (this.options.channel ?? DEFAULT_CHANNEL).replace(/"/g, '');
    client.on('notification', onAppend);
    await client.query(`LISTEN "${channel}"`);
    return {
      stop: async () => {
        client.off('notification', onAppend);
        await client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      },
    };
  }

  private toLogged(row: PgEventRow): LoggedEvent {
    const e = toRecordedEvent(row, this.options.upcasters);
    const p = decodePgPosition(e.position);
    return { ...e, position: { tx: p.transactionId, pos: p.globalPosition } };
  }
}
