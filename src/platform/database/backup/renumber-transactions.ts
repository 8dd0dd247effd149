import type { ClientBase } from 'pg';
import { POSITION_PAIR, POSITION_TEXT_COLUMN } from './backup-format';
import { ident } from './backup-catalog';

/** The first normal transaction id: the renumbered log starts right after it. */
const FIRST_TRANSACTION = 3;
const { transaction: TX, position: POS } = POSITION_PAIR;

/**
 * Readers of the log take events whose transaction id is below the oldest running transaction, in
 * (transaction id, global position) order, and checkpoint that pair (src/platform/event-store). A
 * new cluster counts transactions from a few hundred, so restored ids could be above every new
 * append's: new events would sort before old ones and checkpoints would skip them. This gives the
 * restored log small ids in the same order: walking it by (old id, position), a new number starts
 * only where the position goes down (transactions that committed out of position order), so
 * ordering by (new id, position) is exactly the old order. Runs inside the restore's transaction;
 * returns the highest id given, which the cluster's transaction counter must pass (see restore).
 */
export async function renumberTransactions(client: ClientBase, pairTables: readonly string[]): Promise<bigint> {
  await client.query(`
    CREATE TEMP TABLE restore_tx_map ON COMMIT DROP AS
    SELECT ${POS} AS pos, ${TX} AS old_tx,
           (${FIRST_TRANSACTION - 1} + sum(step) OVER (ORDER BY ${TX}, ${POS}))::text::xid8 AS new_tx
      FROM (SELECT ${POS}, ${TX},
                   CASE WHEN ${POS} < lag(${POS}) OVER w THEN 1 WHEN lag(${POS}) OVER w IS NULL THEN 1 ELSE 0 END AS step
              FROM es_events WINDOW w AS (ORDER BY ${TX}, ${POS})) walked`);
  await client.query(`CREATE UNIQUE INDEX ON restore_tx_map (old_tx, pos)`);
  await client.query(`ANALYZE restore_tx_map`);
  for (const table of pairTables) {
    const t = ident(table);
    // Each pair moves to the last event at or before it (itself, for an event); before the first: the origin.
    // One statement per table: its new values must never be compared with the old ones of the map.
    await client.query(
      `UPDATE ${t} t SET (${TX}, ${POS}) = (
         SELECT coalesce(p.new_tx, '0'::xid8), coalesce(p.pos, 0)
           FROM (SELECT 1) one LEFT JOIN LATERAL (
             SELECT m.new_tx, m.pos FROM restore_tx_map m WHERE (m.old_tx, m.pos) <= (t.${TX}, t.${POS})
              ORDER BY m.old_tx DESC, m.pos DESC LIMIT 1) p ON true)`,
    );
  }
  await renumberTextPositions(client);
  const { rows } = await client.query<{ top: string | null }>(`SELECT max(new_tx)::text AS top FROM restore_tx_map`);
  return BigInt(rows[0].top ?? '0');
}

/** Text columns named `position` holding `transaction/position` (e.g. the writer's snapshots). */
async function renumberTextPositions(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = $1 AND a.atttypid = 'text'::regtype
      WHERE n.nspname = 'public' AND c.relkind = 'r'`,
    [POSITION_TEXT_COLUMN],
  );
  for (const { table } of rows)
    await client.query(
      `UPDATE ${ident(table)} t SET ${POSITION_TEXT_COLUMN} = m.new_tx::text || '/' || m.pos::text
         FROM restore_tx_map m
        WHERE t.${POSITION_TEXT_COLUMN} ~ '^[0-9]{1,20}/[0-9]{1,19}$'
          AND m.old_tx = split_part(t.${POSITION_TEXT_COLUMN}, '/', 1)::xid8
          AND m.pos = split_part(t.${POSITION_TEXT_COLUMN}, '/', 2)::bigint`,
    );
}

/**
 * Uses up transaction ids until the cluster's counter is past `top`, so every append after the
 * restore sorts after the restored log. Each loop turn is one committed transaction.
 */
export async function advanceTransactionCounter(client: ClientBase, top: bigint): Promise<void> {
  const { rows } = await client.query<{ now: string }>(`SELECT pg_current_xact_id()::text AS now`);
  const needed = top - BigInt(rows[0].now) + 10n;
  if (needed <= 0n) return;
  await client.query(
    `DO $$ BEGIN FOR i IN 1..${needed.toString()} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`,
  );
}
