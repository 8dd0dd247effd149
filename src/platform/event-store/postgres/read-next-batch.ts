import type { ClientBase, Pool } from 'pg';
import type { RecordedEvent } from '../event-store.port';
import type { UpcasterRegistry } from '../upcaster-registry';
import { READ_ALL_AFTER_SQL } from './append-events.sql';
import type { PgEventRow } from './pg-event-row';
import { toRecordedEvent } from './pg-event-row';
import { decodePgPosition } from './pg-position';

export interface NextBatch {
  /** In log order; each event's `position` is the checkpoint to store once it is applied. */
  events: RecordedEvent[];
  /** The visibility horizon (xmin, as a decimal xid8) this batch was read at. */
  horizon: string;
  /** Committed events exist beyond the horizon, waiting for an older transaction to finish. */
  heldBack: boolean;
}

type Row = PgEventRow & { horizon: string; held_back: boolean };

/**
 * Reads the next batch of the global log after an exclusive position with the given client. For
 * exactly-once projections, call it FIRST inside the projection's transaction, apply the events
 * and write the last event's position (the pair, see pg-position.ts) to es_checkpoints in that same
 * transaction, then commit. Calling it after the transaction has written anything is still safe but
 * the transaction's own id then holds the horizon back, so the batch may come out shorter.
 */
export async function readNextBatch(
  client: ClientBase | Pool,
  options: { after?: string; /** null = no limit */ limit: number | null; upcasters?: UpcasterRegistry },
): Promise<NextBatch> {
  const after = decodePgPosition(options.after);
  const { rows } = await client.query<Row>(READ_ALL_AFTER_SQL, [
    after.transactionId,
    after.globalPosition,
    options.limit,
  ]);
  const first = rows[0];
  const events = rows.filter((row) => row.event_id !== null).map((row) => toRecordedEvent(row, options.upcasters));
  return { events, horizon: first?.horizon ?? '0', heldBack: first?.held_back ?? false };
}
