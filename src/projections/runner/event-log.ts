import type { ClientBase } from 'pg';
import { decodePgPosition, encodePgPosition } from '../../event-store/postgres/pg-position';
import { readNextBatch } from '../../event-store/postgres/read-next-batch';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import type { LoggedEvent } from './projection';
import { ORIGIN, type LogPosition } from './position';

/** Creates the checkpoint row on first use and locks it: a concurrent rebuild swap waits for us, and we for it. */
export async function lockCheckpoint(client: ClientBase, subscriptionId: string): Promise<LogPosition> {
  await client.query(`INSERT INTO es_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING`, [subscriptionId]);
  const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM es_checkpoints WHERE subscription_id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return rows[0] ? { tx: rows[0].transaction_id, pos: rows[0].global_position } : ORIGIN;
}

export async function readCheckpoint(client: ClientBase, subscriptionId: string): Promise<LogPosition | null> {
  const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM es_checkpoints WHERE subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0] ? { tx: rows[0].transaction_id, pos: rows[0].global_position } : null;
}

export async function writeCheckpoint(client: ClientBase, subscriptionId: string, position: LogPosition): Promise<void> {
  await client.query(
    `INSERT INTO es_checkpoints (subscription_id, transaction_id, global_position, updated_at) VALUES ($1, $2::xid8, $3, now())
     ON CONFLICT (subscription_id) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
       global_position = EXCLUDED.global_position, updated_at = now()`,
    [subscriptionId, position.tx, position.pos],
  );
}

/**
 * The next events after `after` through the adapter's reader (its visibility rule and upcasters):
 * only transactions older than every running one, since a writer still in flight may commit a
 * lower position later. `heldBack`: committed events wait behind a running transaction.
 */
export async function readVisibleAfter(
  client: ClientBase,
  after: LogPosition,
  limit: number,
  upcasters?: UpcasterRegistry,
): Promise<{ events: LoggedEvent[]; heldBack: boolean }> {
  const batch = await readNextBatch(client, { after: encodePgPosition({ transactionId: after.tx, globalPosition: after.pos }), limit, upcasters });
  const events = batch.events.map((e) => {
    const p = decodePgPosition(e.position);
    return { ...e, position: { tx: p.transactionId, pos: p.globalPosition } };
  });
  return { events, heldBack: batch.heldBack };
}

/** How many events the log holds, for rebuild progress. */
export async function countEvents(client: ClientBase): Promise<{ total: number }> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events`);
  return { total: Number(rows[0]?.n ?? 0) };
}
