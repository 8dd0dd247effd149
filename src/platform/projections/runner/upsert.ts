import type { ClientBase } from 'pg';

export type SqlValue = string | number | boolean | Date | null | Record<string, unknown>;

/**
 * Writes many rows in one statement: the rows travel as one JSON array and
 * jsonb_populate_recordset casts each field to the table's column type (jsonb stays jsonb).
 * With `key`, an existing row is replaced (ON CONFLICT DO UPDATE); keys must be distinct.
 */
export async function writeRows(
  client: ClientBase,
  table: string,
  rows: readonly Record<string, SqlValue>[],
  key?: string,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`);
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ${key ? `ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}` : ''}`,
    [JSON.stringify(rows)],
  );
}
