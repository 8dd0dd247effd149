import type { ClientBase } from 'pg';
import type { Queryable } from './event-log-source';
import { ORIGIN, type LogPosition } from './position';

// Checkpoints live in PostgreSQL beside the read models, whichever store holds the events, so a
// read-model change and its checkpoint commit together.

/** Creates the checkpoint row on first use and locks it: a concurrent rebuild swap waits for us, and we for it. */
export async function lockCheckpoint(client: ClientBase, subscriptionId: string): Promise<LogPosition> {
  await client.query(
    `INSERT INTO es_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING`,
    [subscriptionId],
  );
  const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM es_checkpoints WHERE subscription_id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return rows[0] ? { tx: rows[0].transaction_id, pos: rows[0].global_position } : ORIGIN;
}

export async function readCheckpoint(client: Queryable, subscriptionId: string): Promise<LogPosition | null> {
  const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM es_checkpoints WHERE subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0] ? { tx: rows[0].transaction_id, pos: rows[0].global_position } : null;
}

export async function writeCheckpoint(
  client: ClientBase,
  subscriptionId: string,
  position: LogPosition,
): Promise<void> {
  await client.query(
    `INSERT INTO es_checkpoints (subscription_id, transaction_id, global_position, updated_at) VALUES ($1, $2::xid8, $3, now())
     ON CONFLICT (subscription_id) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
       global_position = EXCLUDED.global_position, updated_at = now()`,
    [subscriptionId, position.tx, position.pos],
  );
}
