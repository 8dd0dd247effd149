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

// A group dispatcher keeps one row per member (`projection:<name>`), so a member can still be
// rebuilt alone, but reads, locks and writes them with one statement each per slice.

const rowsToMap = (rows: { subscription_id: string; transaction_id: string; global_position: string }[]) =>
  new Map<string, LogPosition>(rows.map((r) => [r.subscription_id, { tx: r.transaction_id, pos: r.global_position }]));

/** Reads the members' rows (outside any transaction), first creating missing ones at the origin when `create`. */
export async function readCheckpoints(
  db: Queryable,
  ids: readonly string[],
  create = false,
): Promise<Map<string, LogPosition>> {
  if (create)
    await db.query(
      `INSERT INTO es_checkpoints (subscription_id) SELECT unnest($1::text[]) ON CONFLICT (subscription_id) DO NOTHING`,
      [ids],
    );
  const { rows } = await db.query<{ subscription_id: string; transaction_id: string; global_position: string }>(
    `SELECT subscription_id, transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM es_checkpoints WHERE subscription_id = ANY($1)`,
    [ids],
  );
  return rowsToMap(rows);
}

/** Locks the rows in a fixed order (no deadlock between dispatchers) and answers what they hold now. */
export async function lockCheckpoints(client: ClientBase, ids: readonly string[]): Promise<Map<string, LogPosition>> {
  const { rows } = await client.query<{ subscription_id: string; transaction_id: string; global_position: string }>(
    `SELECT subscription_id, transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM es_checkpoints WHERE subscription_id = ANY($1) ORDER BY subscription_id FOR UPDATE`,
    [ids],
  );
  return rowsToMap(rows);
}

/** One UPDATE moves every member that took the slice to its last event. */
export async function writeCheckpoints(
  client: ClientBase,
  ids: readonly string[],
  position: LogPosition,
): Promise<void> {
  await client.query(
    `UPDATE es_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
      WHERE subscription_id = ANY($1)`,
    [ids, position.tx, position.pos],
  );
}

/**
 * Writes positions a dispatcher moved in memory, outside any transaction, each only if its row
 * still holds what the dispatcher last saw there (an operator's replay or a rebuild swap in between
 * wins: the row is left alone). Answers the ids it wrote.
 */
export async function flushCheckpoints(
  db: Queryable,
  moves: readonly { id: string; from: LogPosition; to: LogPosition }[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ subscription_id: string }>(
    `UPDATE es_checkpoints c SET transaction_id = m.tx, global_position = m.pos, updated_at = now()
       FROM unnest($1::text[], $2::xid8[], $3::bigint[], $4::xid8[], $5::bigint[]) AS m(id, from_tx, from_pos, tx, pos)
      WHERE c.subscription_id = m.id AND c.transaction_id = m.from_tx AND c.global_position = m.from_pos
      RETURNING c.subscription_id`,
    [
      moves.map((m) => m.id),
      moves.map((m) => m.from.tx),
      moves.map((m) => m.from.pos),
      moves.map((m) => m.to.tx),
      moves.map((m) => m.to.pos),
    ],
  );
  return new Set(rows.map((r) => r.subscription_id));
}
