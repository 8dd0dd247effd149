import type { ClientBase } from 'pg';
import { POSITION_PAIR } from './backup-format';

export interface CatalogTable {
  readonly name: string;
  /** Columns a restore writes (generated columns are computed again). */
  readonly columns: string[];
}

/** `"name"`, quoted for SQL. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables of the public schema, each after the tables its foreign keys point to, so a restore
 * loads parents first with every constraint checked.
 */
export async function tablesInLoadOrder(client: ClientBase): Promise<CatalogTable[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const byName = new Map<string, string[]>();
  for (const row of columns) byName.set(row.table, [...(byName.get(row.table) ?? []), row.column]);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  while (placed.size < byName.size) {
    const ready = [...byName.keys()].filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p) || !byName.has(p)),
    );
    if (ready.length === 0) throw new Error('Foreign keys form a cycle: no load order exists');
    for (const name of ready.sort()) {
      ordered.push({ name, columns: byName.get(name) ?? [] });
      placed.add(name);
    }
  }
  return ordered;
}

/**
 * Log positions are kept as (transaction_id, global_position) pairs. A restore renumbers the
 * transaction ids (a new cluster counts transactions from its own start), which it can do only for
 * columns it recognises: any other xid8 column stops the backup rather than restore it wrong.
 */
export async function checkTransactionIdColumns(client: ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ table: string; column: string; paired: boolean }>(
    `SELECT c.relname AS table, a.attname AS column,
            EXISTS (SELECT 1 FROM pg_attribute b WHERE b.attrelid = c.oid AND b.attname = $1
                      AND b.atttypid = 'bigint'::regtype AND NOT b.attisdropped) AS paired
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.atttypid = 'xid8'::regtype
      ORDER BY 1`,
    [POSITION_PAIR.position],
  );
  const unknown = rows.filter((r) => r.column !== POSITION_PAIR.transaction || !r.paired);
  if (unknown.length > 0)
    throw new Error(
      `Cannot back up xid8 columns that are not a (${POSITION_PAIR.transaction}, ${POSITION_PAIR.position}) pair: ${unknown
        .map((r) => `${r.table}.${r.column}`)
        .join(', ')}`,
    );
  return rows.map((r) => r.table);
}
